import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'center',
});

export const line = style({
  fontSize: vars.font.size.md,
  color: vars.color.text,
  opacity: 0,
  transform: `translateY(${vars.space.xs})`,
  transition: 'opacity 400ms ease, transform 400ms ease',
  selectors: {
    '&[data-visible]': { opacity: 1, transform: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
