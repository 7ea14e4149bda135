// How a store looks on its storefront (issue 21): its accent colour, checked against white text with
// WCAG 2.x relative luminance, and its one-line description. The panel's form and the server call the
// same functions, so a colour the form accepts is one the server stores.

/** WCAG 2.x AA minimum contrast of normal text: white text on the accent colour must reach it. */
export const ACCENT_MIN_CONTRAST = 4.5;

/** Longest store description (one line under the store's name), in characters. */
export const STORE_DESCRIPTION_MAX_LENGTH = 160;

/** The accent colour a store has until its merchant picks one: the storefront's own blue for links. */
export const DEFAULT_ACCENT_COLOR = '#00749e';

/** Accent colours offered as one-tap choices; each reaches {@link ACCENT_MIN_CONTRAST} with white. */
export const ACCENT_PRESETS = [
  { color: '#00749e', name: 'Celeste' },
  { color: '#1d4ed8', name: 'Azul' },
  { color: '#15803d', name: 'Verde' },
  { color: '#b91c1c', name: 'Rojo' },
  { color: '#be185d', name: 'Rosa' },
  { color: '#7e22ce', name: 'Violeta' },
  { color: '#c2410c', name: 'Naranja' },
  { color: '#1c2024', name: 'Negro' },
] as const;

/** Messages of the accent-colour and description rules. */
export const STORE_LOOK_MESSAGES = {
  colorFormat: 'Escribe el color en formato hexadecimal, por ejemplo #1D4ED8.',
  colorContrast:
    'Este color es muy claro: el texto blanco no se leería bien sobre él. Elige un color más oscuro.',
  descriptionTooLong: `La descripción puede tener hasta ${STORE_DESCRIPTION_MAX_LENGTH} caracteres.`,
} as const;

/** One of the accent-colour rule's messages. */
export type AccentColorMessage =
  typeof STORE_LOOK_MESSAGES.colorFormat | typeof STORE_LOOK_MESSAGES.colorContrast;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A colour typed as `#RRGGBB` or `#RGB` (the `#` optional, any case, spaces around ignored) as lower-case
 * `#rrggbb`, or null when it is not one.
 */
export function normalizeHexColor(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return `#${full}`;
}

/** One sRGB channel (0–255) made linear, as WCAG 2.x defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance (0 black … 1 white) of a hex colour; null when it is not one. */
export function relativeLuminance(color: string): number | null {
  const hex = normalizeHexColor(color);
  if (!hex) return null;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio (1 … 21) of two hex colours; null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Checks an accent colour: a hex colour whose contrast with white text is at least 4.5:1 (buttons
 * carry white text on it, and links are it on white). Null when it is fine.
 */
export function validateAccentColor(value: string): AccentColorMessage | null {
  const ratio = contrastRatio(value, '#ffffff');
  if (ratio === null) return STORE_LOOK_MESSAGES.colorFormat;
  return ratio < ACCENT_MIN_CONTRAST ? STORE_LOOK_MESSAGES.colorContrast : null;
}

/** The description as stored: one line (every run of spaces, tabs or line breaks one space), trimmed. */
export function normalizeStoreDescription(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Checks a (normalized) description: at most 160 characters, counted in code points. */
export function validateStoreDescription(
  value: string,
): typeof STORE_LOOK_MESSAGES.descriptionTooLong | null {
  return Array.from(normalizeStoreDescription(value)).length > STORE_DESCRIPTION_MAX_LENGTH
    ? STORE_LOOK_MESSAGES.descriptionTooLong
    : null;
}

/** The greeting a customer's chat with the store starts with (the storefront footer's button). */
export function storeContactGreeting(storeName: string): string {
  return `¡Hola ${storeName}! Tengo una consulta sobre la tienda.`;
}
