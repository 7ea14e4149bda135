import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  overflowX: 'auto',
});

export const tab = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `${vars.sizes.focusRingWidth} solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-selected]': {
      color: vars.color.primaryText,
      borderBottomColor: vars.color.primaryText,
    },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.sizes.focusRingWidth})`,
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.sizes.formColumn,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  '@media': { [media.up('sm')]: { padding: vars.space.xl } },
});

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const avatar = style({
  flexShrink: 0,
  width: vars.sizes.avatar,
  height: vars.sizes.avatar,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.fontWeight.heading,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 200px',
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
  overflowWrap: 'anywhere',
});

export const address = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  color: vars.color.primaryText,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
