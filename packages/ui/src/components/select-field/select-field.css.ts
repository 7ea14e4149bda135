import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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
  color: vars.color.text,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderHover },
    '&[data-focus-visible]': {
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.sizes.focusRingOffset,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  overflow: 'auto',
});

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.primaryText },
    '&[data-focus-visible]': {
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.sizes.focusRingWidth})`,
    },
  },
});

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.error });
