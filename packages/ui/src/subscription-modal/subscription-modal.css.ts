import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: 'rgb(0 0 0 / 0.4)',
});

export const modal = style({
  width: '100%',
  maxWidth: '480px',
  maxHeight: '100%',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': {
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
    },
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sliderHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.fontWeight.medium });

export const output = style({ fontSize: vars.font.size.sm, fontWeight: vars.fontWeight.heading });

export const track = style({
  position: 'relative',
  height: '24px',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '6px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.divider,
    },
  },
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '6px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primaryText,
});

export const thumb = style({
  top: '50%',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.primaryText,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': {
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.sizes.focusRingOffset,
    },
  },
});

export const ticks = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const total = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
});

export const note = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
