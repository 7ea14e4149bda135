import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
