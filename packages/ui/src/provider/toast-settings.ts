/**
 * Toast behaviour of the spec (§4, §9). sonner 2 is the toaster; what each value maps to:
 * - `duration` 4000 ms: sonner default, passed explicitly so the spec value is visible here.
 * - `visibleToasts` 3: sonner default, passed explicitly.
 * - `width` 356 px: sonner default; not a prop, applied through the `--width` variable.
 * - `gap` 14 px: sonner default, passed explicitly.
 * - `removalDelay` 200 ms: sonner's hard-coded unmount delay (not configurable; matches).
 * - `swipeThreshold` 20 px: NOT what sonner 2 does. sonner 2 hard-codes 45 px (or a fast flick);
 *   20 px was sonner 1's value. Kept here as the spec's number; see the package README note.
 */
export const toastSettings = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 20,
  removalDelay: 200,
} as const;
