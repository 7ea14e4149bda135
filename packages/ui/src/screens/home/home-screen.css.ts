import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme';
import { surface } from '../../layout/card.css';
import { blockAction } from '../block-action.css';
import * as info from '../info-tooltip.css';

export const page = style({ fontFamily: vars.font.family, color: vars.color.text });

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const period = style({ width: '180px' });

/** The metrics and quick-access grids are lists. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const metricIcon = style({
  // Two cards a row on a phone: the title needs the room ('Carritos abandonados').
  display: 'none',
  '@media': { [media.up('sm')]: { display: 'inline-flex' } },
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});

export const metricTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const infoButton = style([
  info.infoButton,
  { padding: vars.space.xs, selectors: { '&[data-hovered]': { color: vars.color.text } } },
]);

export const tooltip = style([info.tooltip, { maxWidth: '240px' }]);

export const arrow = style({ display: 'block', fill: vars.color.secondary });

export const metricValue = style({
  margin: 0,
  // Two cards a row on a phone: a smaller figure, and a long one breaks rather than overflow its card.
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.xl,
  '@media': { [media.up('sm')]: { fontSize: vars.font.size.xxl } },
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

export const quickCard = style([
  surface,
  blockAction,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    padding: vars.space.lg,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primaryText },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'progress' },
    },
  },
]);

export const quickIcon = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});

export const quickTitle = style({ fontWeight: vars.fontWeight.medium });

export const quickDetail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-at-limit]': { color: vars.color.error } },
});

/** 'Pedidos sin confirmar' (issue 23) under the four figures: a card-like link, amber while some wait. */
export const unconfirmed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-pending]': {
      borderColor: vars.color.warning,
      backgroundColor: vars.color.warningSubtle,
    },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const unconfirmedValue = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.font.lineHeight.tight,
});
