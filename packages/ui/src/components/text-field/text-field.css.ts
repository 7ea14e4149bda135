import { style } from '@vanilla-extract/css';
import * as recipes from '../../theme/recipes.css';
import { vars } from '../../theme/vars.css';

// States come from react-aria's data attributes: the TextField root carries [data-invalid] and
// [data-disabled]; the Group around the input carries [data-hovered], [data-focus-within] (any focus,
// so typing always shows where the caret is) and [data-focus-visible] (keyboard focus: the ring).

export const root = style(recipes.field.root);

export const label = style({
  ...recipes.field.label,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    [`${root}[data-disabled] &`]: { color: vars.color.onDisabled },
  },
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.error,
});

export const control = style({
  ...recipes.field.control,
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'none',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
  cursor: 'text',
  transition: 'border-color 120ms ease',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderHover },
    '&[data-focus-within]': { borderColor: vars.color.primaryText },
    '&[data-focus-visible]': { outlineStyle: 'solid' },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${root}[data-invalid] &[data-focus-visible]`]: { outlineColor: vars.color.error },
    [`${root}[data-disabled] &`]: {
      backgroundColor: vars.color.disabled,
      borderColor: vars.color.divider,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const input = style({
  // Its 16 px font keeps mobile Safari from zooming into the field.
  ...recipes.field.input,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.none,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&::placeholder': recipes.field.placeholder,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const suffix = style({
  flexShrink: 0,
  paddingInlineStart: vars.space.xxs,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const prefix = style({
  flexShrink: 0,
  paddingInlineEnd: vars.space.xs,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const description = style({
  ...recipes.field.description,
  lineHeight: vars.font.lineHeight.tight,
});

export const error = style({ ...recipes.field.error, lineHeight: vars.font.lineHeight.tight });
