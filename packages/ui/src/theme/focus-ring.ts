import { vars } from './vars.css';

/** The keyboard focus ring (spec §1): spread it into a `[data-focus-visible]` rule. */
export const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

/** The same ring drawn inside the element, for items flush with their neighbours (tabs, menu rows). */
export const focusRingInset = {
  ...focusRing,
  outlineOffset: `calc(-1 * ${vars.sizes.focusRingWidth})`,
} as const;
