import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import { chipBase } from '../chip.css';
import * as recipes from '../../theme/recipes.css';

const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

/** Below `sm` the table lays its rows out as a list (issue 14); every phone rule is under this query. */
const phone = media.down('sm');

const dividerBelow = {
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
} as const;

const cellPadding = { paddingBlock: vars.space.md, paddingInline: vars.space.md } as const;

/** A cell on a phone: its place in the row's grid or the bar gives the spacing. */
const phoneCellReset = { '@media': { [phone]: { padding: 0, border: 'none' } } } as const;

/** A wrapping row of controls: the filter bar and the pagination. */
const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center' });

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const paper = style({
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const filterBar = style([
  bar,
  { gap: vars.space.md, padding: vars.space.lg, ...dividerBelow },
]);

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 220px',
  maxWidth: '360px',
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
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

export const selection = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.sizes.control,
  height: vars.sizes.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const danger = style({ color: vars.color.error });

export { tooltip } from '../info-tooltip.css';

// From `sm` up a table wider than its paper scrolls sideways inside it: the page itself never does.
export const scroller = style({ overflowX: 'auto', WebkitOverflowScrolling: 'touch' });

export const table = style({
  width: '100%',
  minWidth: '760px',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  outline: 'none',
});

export const column = style({
  ...cellPadding,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  ...dividerBelow,
});

/*
 * The product table below `sm`: one markup, laid out as a list a thumb can use (issue 14). The header
 * row becomes a bar of the 'Seleccionar todos' box and the sort buttons; each row a list item of its
 * checkbox, picture and name, price and status, and its ⋮ menu. Switched by CSS alone, so a server
 * render and its hydration agree at every width, and assistive tech meets one structure.
 */
export const productTable = style([
  table,
  { '@media': { [phone]: { display: 'block', minWidth: 0 } } },
]);

/** `thead`, `tbody` and the empty row: blocks below `sm`. */
export const phoneBlock = style({ '@media': { [phone]: { display: 'block' } } });

/** The header cell of 'Seleccionar todos': on a phone, the first item of the bar. */
export const selectAllColumn = style([column, phoneCellReset]);

/** A header cell without a control ('Estado', 'Acciones'): nothing to show on a phone. */
export const plainColumn = style([column, { '@media': { [phone]: { display: 'none' } } }]);

/** The header row: on a phone, the bar above the list. */
export const headRow = style({
  '@media': {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.xs,
      ...dividerBelow,
    },
  },
});

/** A sortable header: its button fills the cell, so pressing anywhere in the header sorts. */
export const sortableColumn = style([column, { padding: 0 }, phoneCellReset]);

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  ...cellPadding,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.sizes.focusRingWidth})`,
    },
  },
  // On a phone, a pill of the bar above the list, as tall as a thumb needs.
  '@media': {
    [phone]: {
      width: 'auto',
      minHeight: vars.sizes.control,
      paddingBlock: 0,
      borderWidth: vars.sizes.borderWidth,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderRadius: vars.radius.full,
    },
  },
});

export const sortIndicator = style({ fontSize: vars.font.size.xs });

export const row = style({
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.primarySubtle },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not([data-selected])': { backgroundColor: vars.color.background } },
    },
  },
});

/** A product's row: on a phone, a list item of three lines. */
export const productRow = style([
  row,
  {
    '@media': {
      [phone]: {
        display: 'grid',
        gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: vars.space.sm,
        rowGap: vars.space.xxs,
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.xs,
        ...dividerBelow,
      },
    },
  },
]);

/** A body cell; the product's name is the row's header cell, in the same look. */
export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  ...dividerBelow,
  verticalAlign: 'middle',
  textAlign: 'start',
  fontWeight: 'inherit',
});

/**
 * Where each cell of a row sits on a phone: the checkbox, the picture with the name and the ⋮ menu on
 * the first line; the price and the status under the name, then the stock (the number a merchant checks
 * most). The category stays in the table.
 */
export const productCell = styleVariants(
  {
    select: { gridColumn: '1', gridRow: '1' },
    product: { gridColumn: '2 / span 2', gridRow: '1', minWidth: 0, overflow: 'hidden' },
    category: { display: 'none' },
    // Past the picture and the gap beside it (see `product` and `avatar`), under the name.
    price: {
      gridColumn: '2',
      gridRow: '2',
      paddingInlineStart: `calc(${vars.sizes.control} + ${vars.space.md})`,
      whiteSpace: 'nowrap',
    },
    quantity: {
      gridColumn: '2 / span 3',
      gridRow: '3',
      paddingInlineStart: `calc(${vars.sizes.control} + ${vars.space.md})`,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
    status: { gridColumn: '3 / span 2', gridRow: '2' },
    menu: { gridColumn: '4', gridRow: '1' },
  },
  (placement) => [cell, phoneCellReset, { '@media': { [phone]: placement } }],
);

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  outline: 'none',
  // A thumb's target on a phone: the box in the middle of a control-sized square.
  '@media': {
    [phone]: {
      justifyContent: 'center',
      minWidth: vars.sizes.control,
      minHeight: vars.sizes.control,
    },
  },
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  boxSizing: 'border-box',
  borderWidth: vars.sizes.focusRingWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.space.xs,
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primaryText,
      borderColor: vars.color.primaryText,
      color: vars.color.surface,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const product = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const productName = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '280px',
  '@media': { [phone]: { maxWidth: 'none' } },
});

/** The name and, for a product with variants, their count under it. */
export const productNames = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const variantCount = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const summedStock = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const avatar = style({
  flexShrink: 0,
  width: vars.sizes.control,
  height: vars.sizes.control,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceHover,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** The status cell: the chip above whether customers see and can buy the product. */
export const status = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  // On a phone, the chip and the hint share the line after the price.
  '@media': {
    [phone]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.xs,
    },
  },
});

const availabilityBase = style({
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
  '@media': { [phone]: { whiteSpace: 'normal' } },
});

/** The hint under the chip: muted when on sale, stronger when customers cannot see or buy it. */
export const availability = styleVariants({
  visible: [availabilityBase, { color: vars.color.textMuted }],
  not: [availabilityBase, { color: vars.color.text, fontWeight: vars.fontWeight.medium }],
});

/** Status chips: draft grey, published green, hidden dark (spec §2.10). */
export const chip = styleVariants({
  draft: [chipBase, { backgroundColor: vars.color.surfaceHover, color: vars.color.text }],
  published: [chipBase, { backgroundColor: vars.color.success, color: vars.color.surface }],
  hidden: [chipBase, { backgroundColor: vars.color.secondary, color: vars.color.onSecondary }],
});

export const menu = style({
  ...recipes.popover.surface,
  minWidth: '160px',
  padding: vars.space.xs,
  fontFamily: vars.font.family,
  outline: 'none',
});

export const menuItem = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
  },
});

export const menuItemDanger = style([menuItem, { color: vars.color.error }]);

export const empty = style({
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const loadError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.error,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column' });

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  ...dividerBelow,
});

export const skeletonBlock = style({
  height: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceHover,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const pagination = style([
  bar,
  {
    justifyContent: 'flex-end',
    gap: vars.space.lg,
    padding: vars.space.md,
    fontSize: vars.font.size.sm,
    '@media': { [phone]: { justifyContent: 'space-between' } },
  },
]);

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const pageSizeSelect = style({ width: '96px' });

export const pageButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** The name of a value shown without its column header: on a phone only ('Cantidad: 12'). */
export const phoneLabel = style({
  display: 'none',
  '@media': { [phone]: { display: 'inline', marginInlineEnd: vars.space.xxs } },
});
