import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  backgroundColor: 'rgb(0 0 0 / 0.45)',
});

export const modal = style({
  width: '100%',
  maxWidth: '560px',
  maxHeight: '100%',
  overflow: 'auto',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  fontFamily: vars.font.family,
  '@media': { [media.up('sm')]: { padding: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
});

// Spec §9: preview height 400 (less on short phone screens).
export const stage = style({
  position: 'relative',
  height: 'min(400px, 55vh)',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.secondary,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.onSecondary,
});

export const unreadable = style([
  loading,
  { textAlign: 'center', paddingInline: vars.space.lg, fontWeight: vars.fontWeight.medium },
]);

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sliderLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const track = style({
  position: 'relative',
  height: '24px',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '4px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.divider,
    },
  },
});

export const thumb = style({
  top: '50%',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primaryText,
  selectors: {
    '&[data-focus-visible]': {
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.sizes.focusRingOffset,
    },
  },
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
