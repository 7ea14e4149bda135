import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The keyboard focus ring on the element's edge (no offset). */
export const focusRingFlush = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
} satisfies StyleRule;

/** The keyboard focus ring (spec §1), outside the element: spread it into a `[data-focus-visible]` rule. */
export const focusRing = {
  ...focusRingFlush,
  outlineOffset: vars.sizes.focusRingOffset,
} satisfies StyleRule;

/** The same ring drawn just inside the element, for items flush with their neighbours (tabs, menu rows). */
export const focusRingInset = {
  ...focusRingFlush,
  outlineOffset: `calc(-1 * ${vars.sizes.focusRingWidth})`,
} satisfies StyleRule;
