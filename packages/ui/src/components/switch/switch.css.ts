import { style } from '@vanilla-extract/css';
import * as recipes from '../../theme/recipes.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '22px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceHover,
  transition: 'background-color 120ms ease',
  selectors: {
    [`${root}[data-selected] &`]: {
      backgroundColor: vars.color.primaryText,
      borderColor: vars.color.primaryText,
    },
    [`${root}[data-focus-visible] &`]: recipes.focusRing,
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  transition: 'transform 120ms ease',
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(18px)', boxShadow: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
