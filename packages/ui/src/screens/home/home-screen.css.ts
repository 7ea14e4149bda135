import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
});

export const period = style({ width: '180px' });

export const metrics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const metricIcon = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});

export const metricTitle = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const infoButton = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const tooltip = style({
  maxWidth: '240px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
});

export const arrow = style({ display: 'block', fill: vars.color.secondary });

export const metricValue = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const metricChange = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-trend="up"]': { color: vars.color.success },
    '&[data-trend="down"]': { color: vars.color.error },
    '&[data-trend="none"]': { color: vars.color.textMuted },
  },
});

export const quick = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const quickCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primaryText },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'progress' },
  },
});

export const quickIcon = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});

export const quickText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const quickTitle = style({ fontWeight: vars.fontWeight.medium });

export const quickDetail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-at-limit]': { color: vars.color.error } },
});
