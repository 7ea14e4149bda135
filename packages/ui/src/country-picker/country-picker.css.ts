import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: '32px',
  paddingInline: vars.space.sm,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: vars.space.sm,
  border: 'none',
  borderInlineEnd: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
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
  width: 'min(320px, calc(100vw - 32px))',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
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
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  selectors: { '&[data-focus-within]': { borderColor: vars.color.primaryText } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
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
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.primaryText },
  },
});

export const optionName = style({ flex: 1, minWidth: 0 });

export const optionCode = style({ color: vars.color.textMuted });

export const empty = style({
  padding: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const phoneRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.family,
});

export const phoneLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const phoneControl = style({
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
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primaryText },
    [`${phoneRoot}[data-invalid] &`]: { borderColor: vars.color.error },
  },
});

export const phoneInput = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  border: 'none',
  background: 'transparent',
  outline: 'none',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const phoneError = style({ fontSize: vars.font.size.sm, color: vars.color.error });

export const phoneDescription = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
