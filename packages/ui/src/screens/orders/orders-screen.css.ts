import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import { chipBase } from '../chip.css';

export const filters = style({ padding: vars.space.md });

export const filterButton = style({
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.secondary,
      borderColor: vars.color.secondary,
      color: vars.color.onSecondary,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The table from sm up; the list below it (a phone never gets a cut-off table). */
export const wide = style({
  display: 'none',
  '@media': { [media.up('sm')]: { display: 'block' } },
});
export const narrow = style({ '@media': { [media.up('sm')]: { display: 'none' } } });

export const numberLink = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listItem = style({
  borderTopWidth: vars.sizes.borderWidth,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.divider,
});

export const listLink = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  padding: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const end = style({ justifySelf: 'end' });

/** Status chips: new blue, confirmed amber, delivered green, cancelled grey, lapsed red. */
export const chip = styleVariants({
  nuevo: [chipBase, { backgroundColor: vars.color.infoSubtle, color: vars.color.text }],
  confirmado: [chipBase, { backgroundColor: vars.color.warningSubtle, color: vars.color.text }],
  entregado: [chipBase, { backgroundColor: vars.color.successSubtle, color: vars.color.text }],
  cancelado: [chipBase, { backgroundColor: vars.color.surfaceHover, color: vars.color.textMuted }],
  vencido: [chipBase, { backgroundColor: vars.color.errorSubtle, color: vars.color.text }],
});

export const emptyState = style({ padding: vars.space.lg });

export const emptyTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const storeLink = style({ wordBreak: 'break-all' });

export const detail = style({ padding: vars.space.md });

export const section = style({ minWidth: 0 });

/** 'Escribir al cliente': a link that looks like a secondary button. */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const totalRow = style({ fontWeight: vars.fontWeight.bold });

/** A phone's order line: name and subtotal on one row, quantity × unit price below the name. */
export const lineItem = style([
  listItem,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    paddingBlock: vars.space.sm,
  },
]);
export const lineName = style({ overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });
export const lineSubtotal = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'center',
  whiteSpace: 'nowrap',
});
export const lineTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  paddingBlock: vars.space.sm,
  borderTopWidth: vars.sizes.borderWidth,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
  fontWeight: vars.fontWeight.bold,
});

/** 'Tu tienda todavía no recibe pedidos' (issue 21): above the list, warning colours. */
export const closed = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.warning,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
});

export const closedIcon = style({ flexShrink: 0, color: vars.color.text });

export const closedTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.fontWeight.heading,
});

export const closedText = style({ margin: 0 });

/** An order's breakdown (issue 23): label and value on a row, the total bold above a rule. */
export const breakdown = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
/** The list's version under the total: small and muted. */
export const breakdownCompact = style([
  breakdown,
  { gap: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm },
]);
export const breakdownRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  selectors: {
    '&[data-kind="total"]': {
      paddingTop: vars.space.xs,
      borderTopWidth: vars.sizes.borderWidth,
      borderTopStyle: 'solid',
      borderTopColor: vars.color.border,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
export const breakdownTerm = style({ minWidth: 0 });
export const breakdownValue = style({ margin: 0, overflowWrap: 'anywhere', textAlign: 'end' });
/** The order page's breakdown, under its lines, as wide as them. */
export const detailBreakdown = style({ alignSelf: 'stretch' });

/** The total of a listed order above its breakdown. */
export const listTotal = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });
/** The list's breakdown on a phone: under the order's line, across both columns. */
export const listBreakdown = style({ gridColumn: '1 / -1' });
