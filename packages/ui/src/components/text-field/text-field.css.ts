import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// States come from react-aria's data attributes: the TextField root carries [data-invalid] and
// [data-disabled]; the Group around the input carries [data-hovered], [data-focus-within] (any focus,
// so typing always shows where the caret is) and [data-focus-visible] (keyboard focus: the ring).

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.family,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  selectors: {
    [`${root}[data-disabled] &`]: { color: vars.color.onDisabled },
  },
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.error,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
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
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.none,
  border: 'none',
  background: 'transparent',
  outline: 'none',
  fontFamily: 'inherit',
  // 16 px keeps mobile Safari from zooming into the field.
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
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
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.error,
});
