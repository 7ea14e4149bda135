// The store's accent colour (issue 21) as a few CSS custom properties of the theme contract, set by a
// small `<style>` in the page's head: the stylesheet (hashed, cached for a year) stays the same for every
// store, and the page carries the colour in about 200 bytes. The store pages' CSP allows that one
// element by its hash (`accentStyleHash`, computed by the server from this same text).
import { normalizeHexColor, validateAccentColor } from '@panel/domain';

// The custom properties of vars.css.ts (`sf-${path}`), written out: pages cannot evaluate `.css.ts`
// files (theme/classes.ts); accent.test.ts checks them against the contract.
export const ACCENT_PROPERTIES = {
  primary: '--sf-color-primary',
  primaryHover: '--sf-color-primaryHover',
  onPrimary: '--sf-color-onPrimary',
  primaryText: '--sf-color-primaryText',
  primarySubtle: '--sf-color-primarySubtle',
  focusRing: '--sf-color-focusRing',
} as const;

/**
 * The CSS that gives a store its accent colour: primary buttons in the colour with white text, links
 * and the focus ring in it, hints of it on notices. Null for no colour (the theme's defaults stay) or
 * one that fails the contrast rule (never trusted from the database alone).
 */
export function accentStyle(color: string | null | undefined): string | null {
  const hex = color ? normalizeHexColor(color) : null;
  if (!hex || validateAccentColor(hex) !== null) return null;
  const p = ACCENT_PROPERTIES;
  return (
    `:root{${p.primary}:${hex};${p.primaryHover}:color-mix(in srgb,${hex} 85%,#000);` +
    `${p.onPrimary}:#fff;${p.primaryText}:${hex};` +
    `${p.primarySubtle}:color-mix(in srgb,${hex} 10%,#fff);${p.focusRing}:${hex}}`
  );
}
