import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

// The round (i) button of a screen and the tooltip it opens; each screen sets their size.

export const infoButton = style({
  display: 'inline-flex',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

/** Small white text on near black. */
export const tooltip = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
});
