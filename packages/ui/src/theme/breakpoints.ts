/**
 * Breakpoints of the spec (§1), in pixels. Plain numbers so that JS (matchMedia, container logic) and
 * vanilla-extract stylesheets share one source.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Name of a breakpoint: `xs` 0, `sm` 600, `md` 900, `lg` 1200, `xl` 1536. */
export type Breakpoint = keyof typeof breakpoints;

/** Breakpoint names from the smallest to the largest. */
export const breakpointNames = [
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
] as const satisfies readonly Breakpoint[];

/**
 * Media-query helpers, mobile first. Use them as vanilla-extract `'@media'` keys or with `matchMedia`:
 * `'@media': { [media.up('md')]: { … } }`.
 */
export const media = {
  /** From this breakpoint upwards: `screen and (min-width: 900px)`. */
  up: (name: Breakpoint): string => `screen and (min-width: ${breakpoints[name]}px)`,
  /** Below this breakpoint: `screen and (max-width: 899.98px)` (a fraction under, so `up` and `down` never overlap). */
  down: (name: Breakpoint): string => `screen and (max-width: ${breakpoints[name] - 0.02}px)`,
  /** From `from` (inclusive) to `to` (exclusive). */
  between: (from: Breakpoint, to: Breakpoint): string =>
    `screen and (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`,
} as const;
