// The cart as a cookie on the store host, read by the server (cart page, no-JS posts) and written by the
// server (form posts) and by the script (which mirrors it in localStorage). Product ids and quantities
// only: names and prices always come from the database.
import { MAX_ORDER_LINES } from '@panel/domain';

/** Cookie name; host-only, so each store host has its own cart. */
export const CART_COOKIE = 'carrito';
/** Kept 30 days. */
export const CART_MAX_AGE = 30 * 24 * 60 * 60;
/** Largest quantity of one line. */
export const MAX_QUANTITY = 999;
/**
 * Most lines a cart keeps: as many as an order takes (issue 21: the cart stopped at 50 without a word).
 * A browser keeps a cookie of about 4 KB: the ids travel without their dashes (32 hex digits), and a
 * line of a variant carries the variant's id alone (the server finds its product), so 100 lines of an
 * id and a quantity up to 999 make at most 3,799 characters (`~` marks a variant).
 */
export const MAX_LINES = MAX_ORDER_LINES;

/**
 * One line: a product id, its variant's for a product with options (issue 22), and a quantity (1–999).
 * In the cookie a variant's line carries only the variant's id, `~vid:qty` (a variant id names its
 * product), so a line of a variant takes no more room than one without: with `pid.vid:qty` a cart
 * outgrew a browser's 4 KB cookie at about 58 lines of variants. A line read from the cookie by its
 * variant has `productId` '' until the server finds it (readCartLines).
 */
export interface CartEntry {
  productId: string;
  variantId?: string;
  quantity: number;
}

/** Whether a line is of this product and variant (a variant's id alone names its line). */
export const isLine = (line: CartEntry, productId: string, variantId?: string | null): boolean =>
  line.variantId !== undefined || (variantId ?? null) !== null
    ? line.variantId === (variantId ?? undefined)
    : line.productId === productId;

/** A line's key: its variant's id, else its product's (what the cookie carries). */
export const lineKey = (line: Pick<CartEntry, 'productId' | 'variantId'>): string =>
  line.variantId ?? line.productId;

const ID = /^[0-9a-f-]{1,64}$/i;
const COMPACT_UUID = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i;

/** A product id as the cookie carries it: a UUID without its dashes. */
const compact = (id: string) => (/^[0-9a-f-]{36}$/i.test(id) ? id.replace(/-/g, '') : id);

/** A product id read from the cookie: a dashless UUID gets its dashes back (older cookies have them). */
const expand = (id: string) => id.replace(COMPACT_UUID, '$1-$2-$3-$4-$5').toLowerCase();

/** Quantity clamped to 1–999 (anything unreadable is 1). */
export function clampQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(n)));
}

/**
 * `id:qty|id:qty` → lines; malformed parts are dropped, repeated ids merged, at most {@link MAX_LINES}
 * lines (a longer cookie was not written by this store).
 */
export function parseCart(value: string | null | undefined): CartEntry[] {
  const lines: CartEntry[] = [];
  for (const part of (value ?? '').split('|')) {
    const [ids = '', quantity = ''] = part.split(':');
    // `~vid` (a variant alone), `pid.vid` (cookies written before it) or `pid`.
    const [id = '', variant] = ids.startsWith('~') ? ['', ids.slice(1)] : ids.split('.');
    if ((id !== '' || variant === undefined) && !ID.test(id)) continue;
    if (!/^\d{1,4}$/.test(quantity)) continue;
    if (variant !== undefined && !ID.test(variant)) continue;
    const productId = id === '' ? '' : expand(id);
    const variantId = variant === undefined ? undefined : expand(variant);
    const existing = lines.find((line) => isLine(line, productId, variantId));
    if (existing) existing.quantity = clampQuantity(existing.quantity + Number(quantity));
    else if (lines.length < MAX_LINES && Number(quantity) > 0) {
      lines.push({
        productId,
        ...(variantId === undefined ? {} : { variantId }),
        quantity: clampQuantity(quantity),
      });
    }
  }
  return lines;
}

/** Lines → the cookie's value (characters allowed in a cookie without encoding). */
export function serializeCart(lines: readonly CartEntry[]): string {
  return lines
    .slice(0, MAX_LINES)
    .map(
      (line) =>
        `${line.variantId ? `~${compact(line.variantId)}` : compact(line.productId)}:${clampQuantity(line.quantity)}`,
    )
    .join('|');
}

/** True when the cart holds {@link MAX_LINES} lines and the product (variant) is not one of them. */
export function isCartFull(
  lines: readonly CartEntry[],
  productId: string,
  variantId?: string | null,
): boolean {
  return lines.length >= MAX_LINES && !lines.some((line) => isLine(line, productId, variantId));
}

/**
 * The cart after adding `quantity` of a product (a new line goes last); unchanged when it is full (see
 * {@link isCartFull}: the caller says so).
 */
export function addToCart(
  lines: readonly CartEntry[],
  productId: string,
  quantity: number,
  variantId?: string | null,
): CartEntry[] {
  const existing = lines.find((line) => isLine(line, productId, variantId));
  if (existing) {
    return lines.map((line) =>
      line === existing ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
    );
  }
  const entry: CartEntry = variantId
    ? { productId, variantId, quantity: clampQuantity(quantity) }
    : { productId, quantity: clampQuantity(quantity) };
  return [...lines, entry].slice(0, MAX_LINES);
}

/** The cart with a line's quantity set (0 removes it). */
export function setInCart(
  lines: readonly CartEntry[],
  productId: string,
  quantity: number,
  variantId?: string | null,
): CartEntry[] {
  if (quantity <= 0) return lines.filter((line) => !isLine(line, productId, variantId));
  return lines.map((line) =>
    isLine(line, productId, variantId) ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

/** Units in the cart (the header's count). */
export const cartCount = (lines: readonly CartEntry[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
