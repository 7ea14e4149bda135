import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/vars.css';
import { gapVariants } from './space';

/** Paper: white, a grey outline and the spec's 8 px corners, flat (spec §1: no shadow). */
export const surface = style({
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
});

/** A card: paper holding a column of blocks. */
export const card = recipe({
  base: [surface, { display: 'flex', flexDirection: 'column' }],
  variants: {
    gap: gapVariants,
    /** `responsive`: 16 px on phones, 24 px from `sm` up. */
    padding: {
      responsive: {
        padding: vars.space.lg,
        '@media': { [media.up('sm')]: { padding: vars.space.xl } },
      },
      lg: { padding: vars.space.lg },
      xl: { padding: vars.space.xl },
    },
  },
  defaultVariants: { gap: 'lg', padding: 'responsive' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

/** The heading of a card or a section: 20 px, semibold, no margin. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
});
