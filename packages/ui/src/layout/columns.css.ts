import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, type Breakpoint } from '../theme/breakpoints';
import { alignVariants, gapVariants } from './space';

/**
 * How a row of columns shares its width: `2`, `3`, `4` equal columns, or two columns in a ratio
 * (`'2/1'`: the first twice as wide as the second).
 */
const columnTemplates = {
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  '2/1': 'minmax(0, 2fr) minmax(0, 1fr)',
  '3/2': 'minmax(0, 3fr) minmax(0, 2fr)',
} as const;

export type ColumnTemplate = keyof typeof columnTemplates;

// One variant per template, applied from a breakpoint up; below the smallest one given, one column.
const from = (breakpoint: Breakpoint) =>
  Object.fromEntries(
    Object.entries(columnTemplates).map(([name, gridTemplateColumns]) => [
      name,
      { '@media': { [media.up(breakpoint)]: { gridTemplateColumns } } },
    ]),
  ) as Record<ColumnTemplate, StyleRule>;

/** A grid of columns, one column on phones (Braid's `Columns` with `collapseBelow`). */
export const columns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    gap: gapVariants,
    alignY: alignVariants,
    xs: from('xs'),
    sm: from('sm'),
    md: from('md'),
    lg: from('lg'),
  },
  defaultVariants: { gap: 'lg', alignY: 'stretch' },
});

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;
