import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '840px',
  '@media': { [media.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.sizes.focusRingOffset,
      borderRadius: vars.radius.md,
    },
  },
});

export const dot = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  borderWidth: vars.sizes.focusRingWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primaryText, borderWidth: '6px' },
  },
});

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.fontWeight.heading,
});

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const cardAction = style({ marginTop: 'auto', display: 'flex' });

export const renew = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xl,
  maxWidth: vars.sizes.formColumn,
});
