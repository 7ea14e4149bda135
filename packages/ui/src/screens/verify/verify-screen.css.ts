import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const boxes = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const box = style({
  width: '56px',
  height: '64px',
  boxSizing: 'border-box',
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: 'border-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.borderHover },
    '&:focus-visible': {
      borderColor: vars.color.primaryText,
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.sizes.focusRingOffset,
    },
    [`${boxes}[data-invalid] &`]: {
      borderColor: vars.color.error,
      backgroundColor: vars.color.errorSubtle,
      outlineColor: vars.color.error,
    },
    '&:disabled': { backgroundColor: vars.color.disabled, cursor: 'progress' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const warning = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.warning,
  textAlign: 'center',
});
