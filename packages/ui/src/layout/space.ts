import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A step of the theme's space scale (`vars.space`): `none` 0 … `xxxl` 48 px. */
export type Space = keyof typeof vars.space;

/** The space steps, smallest first. */
export const spaces = Object.keys(vars.space) as Space[];

/** How items line up across a stack or a row: `stretch` (the default of CSS) or at one edge. */
export const alignVariants = {
  stretch: {},
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
} satisfies Record<string, StyleRule>;

/** One `gap` variant of a recipe per space step. */
export const gapVariants = Object.fromEntries(
  spaces.map((space) => [space, { gap: vars.space[space] }]),
) as Record<Space, StyleRule>;
