import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { alignVariants, gapVariants } from './space';

/** A column of blocks with one gap between them (Braid's `Stack`, Polaris's `BlockStack`). */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: gapVariants,
    align: alignVariants,
  },
  defaultVariants: { gap: 'lg', align: 'stretch' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
