// The cart as a cookie on the store host, read by the server (cart page, no-JS posts) and written by the
// server (form posts) and by the script (which mirrors it in localStorage). Product ids and quantities
// only: names and prices always come from the database.

/** Cookie name; host-only, so each store host has its own cart. */
export const CART_COOKIE = 'carrito';
/** Kept 30 days. */
export const CART_MAX_AGE = 30 * 24 * 60 * 60;
/** Largest quantity of one line. */
export const MAX_QUANTITY = 999;
/** Most lines a cart keeps (a cookie holds about 4 KB: 50 lines of a UUID and a quantity fit). */
export const MAX_LINES = 50;

/** One line: a product id and a quantity (1–999). */
export interface CartEntry {
  productId: string;
  quantity: number;
}

const ID = /^[0-9a-f-]{1,64}$/i;

/** Quantity clamped to 1–999 (anything unreadable is 1). */
export function clampQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(n)));
}

/** `id:qty|id:qty` → lines; malformed parts are dropped, repeated ids merged, at most 50 lines. */
export function parseCart(value: string | null | undefined): CartEntry[] {
  const lines: CartEntry[] = [];
  for (const part of (value ?? '').split('|')) {
    const [productId = '', quantity = ''] = part.split(':');
    if (!ID.test(productId) || !/^\d{1,4}$/.test(quantity)) continue;
    const existing = lines.find((line) => line.productId === productId);
    if (existing) existing.quantity = clampQuantity(existing.quantity + Number(quantity));
    else if (lines.length < MAX_LINES && Number(quantity) > 0) {
      lines.push({ productId, quantity: clampQuantity(quantity) });
    }
  }
  return lines;
}

/** Lines → the cookie's value (characters allowed in a cookie without encoding). */
export function serializeCart(lines: readonly CartEntry[]): string {
  return lines
    .slice(0, MAX_LINES)
    .map((line) => `${line.productId}:${clampQuantity(line.quantity)}`)
    .join('|');
}

/** The cart after adding `quantity` of a product (a new line goes last). */
export function addToCart(lines: readonly CartEntry[], productId: string, quantity: number) {
  const existing = lines.find((line) => line.productId === productId);
  if (existing) {
    return lines.map((line) =>
      line.productId === productId
        ? { productId, quantity: clampQuantity(line.quantity + quantity) }
        : line,
    );
  }
  return [...lines, { productId, quantity: clampQuantity(quantity) }].slice(0, MAX_LINES);
}

/** The cart with a line's quantity set (0 removes it). */
export function setInCart(lines: readonly CartEntry[], productId: string, quantity: number) {
  if (quantity <= 0) return lines.filter((line) => line.productId !== productId);
  return lines.map((line) =>
    line.productId === productId ? { productId, quantity: clampQuantity(quantity) } : line,
  );
}

/** Units in the cart (the header's count). */
export const cartCount = (lines: readonly CartEntry[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
