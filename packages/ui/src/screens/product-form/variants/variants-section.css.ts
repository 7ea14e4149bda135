import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../../theme';
import * as recipes from '../../../theme/recipes.css';

// Below `sm` (600 px) the variants table becomes one card per variant: rows and cells are blocks,
// the header row is read by screen readers only and each cell shows its column's name.
const phone = media.down('sm');

export const intro = style(recipes.mutedText(vars.font.size.sm));

export const muted = style(recipes.mutedText(vars.font.size.sm));

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.error });

export const visuallyHidden = style(recipes.visuallyHidden);

export const grow = style({ flex: 1, minWidth: 0 });

/** The value input: beside its button on a laptop, above it on a narrow phone. */
export const valueInput = style({ flex: '1 1 200px', minWidth: 0 });

/** An option: a bordered group of its name, its values and the value input. */
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  ...recipes.field.border,
  borderColor: vars.color.divider,
});

export const optionLegend = style({
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.heading,
});

/** The value input's button, level with the input (below the label). */
export const addValue = style({
  paddingBlockStart: vars.space.lg,
  '@media': { [phone]: { paddingBlockStart: 0 } },
});

export const suggestion = style({
  ...recipes.bareButton,
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.sizes.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
  },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A value: its name (the move handle) and its remove button. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
  cursor: 'grab',
  selectors: { '&[data-dragging]': { opacity: 0.5 } },
});

export const chipHandle = style({
  ...recipes.bareButton,
  minHeight: vars.sizes.control,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: 'inherit',
  cursor: 'grab',
  selectors: { '&:focus-visible': focusRing },
});

export const chipRemove = style({
  ...recipes.iconButton,
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.sizes.control,
  minHeight: vars.sizes.control,
  padding: 0,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.error },
    '&:focus-visible': focusRing,
  },
});

export const applyAll = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  alignItems: 'end',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  '@media': { [phone]: { display: 'block' } },
});

/** Shares of the table's width: the variant's name takes what is left. */
export const column = styleVariants({
  price: { width: '19%' },
  quantity: { width: '12%' },
  sku: { width: '22%' },
  picture: { width: '16%' },
  available: { width: '10%' },
});

/** The header row: columns on a laptop, read by screen readers only on a phone. */
export const head = style({
  '@media': { [phone]: recipes.visuallyHidden },
});

globalStyle(`${head} th`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBlockEnd: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  whiteSpace: 'nowrap',
});

export const body = style({
  '@media': { [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
});

export const row = style({
  borderBlockEnd: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  selectors: { '&[data-unavailable]': { backgroundColor: vars.color.background } },
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.sm,
      padding: vars.space.md,
      ...recipes.field.border,
      borderColor: vars.color.divider,
    },
  },
});

export const variantName = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  minWidth: '120px',
  '@media': {
    [phone]: { gridColumn: '1 / -1', padding: 0, fontSize: vars.font.size.md, minWidth: 0 },
  },
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  verticalAlign: 'top',
  selectors: { '&:last-child': { verticalAlign: 'middle' } },
  '@media': {
    [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: 0 },
  },
});

/** A cell's column name: on a phone only (the header row names the columns on a laptop). */
export const phoneLabel = style({
  display: 'none',
  '@media': {
    [phone]: { display: 'inline', fontSize: vars.font.size.sm, fontWeight: vars.fontWeight.medium },
  },
});

export const cellField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const cellControl = style({
  ...recipes.field.control,
  paddingInline: vars.space.sm,
  selectors: {
    '&:focus-within': { borderColor: vars.color.primaryText },
    '&:has(:focus-visible)': focusRing,
    [`${cellField}[data-invalid] &`]: { borderColor: vars.color.error },
  },
});

export const cellPrefix = style({ paddingInlineEnd: vars.space.xxs, color: vars.color.textMuted });

export const cellInput = style({
  ...recipes.field.input,
  width: '100%',
  paddingBlock: vars.space.sm,
  selectors: {
    '&::placeholder': recipes.field.placeholder,
  },
});

export const cellError = style({ ...recipes.field.error, maxWidth: '160px' });

export const select = style({
  ...recipes.field.control,
  width: '100%',
  paddingInline: vars.space.xs,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { backgroundColor: vars.color.disabled, color: vars.color.onDisabled },
  },
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
