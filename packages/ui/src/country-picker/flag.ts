/**
 * The flag of an ISO 3166-1 alpha-2 code as an emoji (two regional-indicator letters). The picker
 * draws it with the self-hosted 'Panel Flags' font (flag-font.css), so it is a flag on every system.
 */
export function flagEmoji(iso2: string): string {
  const code = iso2.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
