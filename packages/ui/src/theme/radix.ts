/**
 * The Radix Themes settings that agree with our contract. PanelProvider writes them as the attributes
 * Radix's `Theme` root would; `theme.css.ts` reads the same palette names, so a Radix component and one of ours paint the same blue.
 */
export const radixTheme = {
  appearance: 'light',
  /** Radix's light blue; its solid step (9) is light enough to take near-black text. */
  accentColor: 'sky',
  grayColor: 'gray',
  /** With our overrides in `theme.css.ts`, Radix's control and card radii become 8 px. */
  radius: 'medium',
  scaling: '100%',
  panelBackground: 'solid',
} as const;

/** Radix palette names our tokens are built from (each one's stylesheet is imported once). */
export const radixPalettes = ['gray', 'sky', 'red', 'green', 'amber'] as const;
