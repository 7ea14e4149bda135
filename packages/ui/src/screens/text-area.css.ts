import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

/** A multi-line text box of a screen's form (the checkout's message, a product's description). */
export const textArea = style({
  padding: vars.space.md,
  boxSizing: 'border-box',
  resize: 'vertical',
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.primaryText },
    '&[data-focus-visible]': focusRing,
  },
});
