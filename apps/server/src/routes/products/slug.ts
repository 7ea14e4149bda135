// Slugs of the storefront's product pages (`{link}.{host}/…/{slug}`): derived from the name, unique in the
// store (`-2`, `-3`… when taken).
import { foldText } from './search.js';

/** Longest slug before its `-n` suffix (the contract allows 160 characters). */
const SLUG_BASE_MAX = 150;

/** `Café con Leche (1 kg)` → `cafe-con-leche-1-kg`; `producto` when nothing is left. */
export function slugify(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_BASE_MAX)
    .replace(/-+$/, '');
  return slug || 'producto';
}

/** `base`, or `base-n` with the smallest n ≥ 2 not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
