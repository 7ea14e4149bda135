import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const paper = style({
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
});

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

export const tooltip = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
});

// Below `md` the table keeps its columns and scrolls sideways inside the paper, so a 375 px phone
// sees the product column and can swipe to the rest; the page itself never scrolls horizontally.
export const scroller = style({ overflowX: 'auto', WebkitOverflowScrolling: 'touch' });

export const table = style({
  width: '100%',
  minWidth: '760px',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  outline: 'none',
});

export const column = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
});

/** A sortable header: its button fills the cell, so pressing anywhere in the header sorts. */
export const sortableColumn = style([column, { padding: 0 }]);

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
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

/** A body cell; the product's name is the row's header cell, in the same look. */
export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  fontWeight: 'inherit',
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  outline: 'none',
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
});

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

const chipBase = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** The status cell: the chip above whether customers see and can buy the product. */
export const status = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

const availabilityBase = style({ fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });

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
  minWidth: '160px',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
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
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
});

export const skeletonBlock = style({
  height: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceHover,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.lg,
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  '@media': { [media.down('sm')]: { justifyContent: 'space-between' } },
});

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const pageSizeSelect = style({ width: '96px' });

export const pageButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
