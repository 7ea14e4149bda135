import { style } from '@vanilla-extract/css';
import { vars } from '../theme';
import * as recipes from '../theme/recipes.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: '32px',
  paddingInline: vars.space.sm,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: vars.space.sm,
  ...recipes.bareButton,
  borderInlineEnd: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': recipes.focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.onDisabled },
  },
});

// 'Panel Flags' (flag-font.css) draws only the regional-indicator pairs; the theme font follows.
export const flag = style({
  fontFamily: `'Panel Flags', ${vars.font.family}`,
  fontSize: vars.font.size.lg,
  lineHeight: 1,
});

export const popover = style({
  ...recipes.popover.surface,
  width: 'min(320px, calc(100vw - 32px))',
  boxSizing: 'border-box',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  outline: 'none',
  fontFamily: vars.font.family,
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.sizes.control,
  paddingInline: vars.space.sm,
  ...recipes.field.border,
  color: vars.color.textMuted,
  selectors: { '&[data-focus-within]': { borderColor: vars.color.primaryText } },
});

export const searchInput = style({
  ...recipes.field.input,
  selectors: {
    '&::placeholder': recipes.field.placeholder,
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

// Spec §9: the list is at most 200 px high.
export const list = style({
  maxHeight: vars.sizes.pickerList,
  overflowY: 'auto',
  outline: 'none',
});

export const option = style({
  ...recipes.popover.option,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
  selectors: recipes.optionStates,
});

export const optionName = style({ flex: 1, minWidth: 0 });

export const optionCode = style({ color: vars.color.textMuted });

export const empty = style({
  padding: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const phoneRoot = style(recipes.field.root);

export const phoneLabel = style(recipes.field.label);

export const phoneControl = style({
  ...recipes.field.control,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primaryText },
    [`${phoneRoot}[data-invalid] &`]: { borderColor: vars.color.error },
  },
});

// Unlike the text field's input, this one keeps the browser's inline padding and line height.
export const phoneInput = style({
  ...recipes.field.input,
  paddingBlock: vars.space.sm,
  selectors: { '&::placeholder': recipes.field.placeholder },
});

export const phoneError = style(recipes.field.error);

export const phoneDescription = style(recipes.field.description);

export const visuallyHidden = style(recipes.visuallyHidden);
