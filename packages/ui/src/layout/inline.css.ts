import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { alignVariants, gapVariants } from './space';

/** A row of items that wraps onto more lines when it runs out of room (Braid's `Inline`). */
export const inline = recipe({
  base: { display: 'flex' },
  variants: {
    /** Whether items move to a new line when the row is full (default) or stay on one. */
    wrap: { true: { flexWrap: 'wrap' }, false: {} },
    gap: gapVariants,
    alignY: alignVariants,
    justify: {
      start: {},
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { wrap: true, gap: 'sm', alignY: 'center', justify: 'start' },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
