// Slugs of the storefront's product pages (`{link}.{host}/…/{slug}`): derived from the name, unique in the
// store (`-2`, `-3`… when taken).
import { foldText } from '../../db/search.js';

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

/**
 * Paths of the storefront's own pages and files (storefront/index.ts): a product page there would never be
 * reached (`/carrito` is the cart), so these are always taken.
 */
export const STOREFRONT_PATHS: ReadonlySet<string> = new Set([
  'carrito',
  'pedido',
  'robots.txt',
  'sitemap.xml',
  'assets',
]);

/** `base`, or `base-n` with the smallest n ≥ 2 not in `taken` nor a storefront path. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const free = (slug: string) => !taken.has(slug) && !STOREFRONT_PATHS.has(slug);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
