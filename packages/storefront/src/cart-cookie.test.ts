import { MAX_ORDER_LINES } from '@panel/domain';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_COOKIE,
  isCartFull,
  MAX_LINES,
  parseCart,
  serializeCart,
} from './cart-cookie';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const full = Array.from({ length: MAX_LINES }, (_, i) => ({ productId: id(i), quantity: 999 }));

// Issue 21: the cart kept 50 lines and dropped the 51st without a word; these tests failed on it.
describe('the cart cookie', () => {
  it('keeps as many lines as an order takes', () => {
    expect(MAX_LINES).toBe(MAX_ORDER_LINES);
    expect(parseCart(serializeCart(full))).toEqual(full);
  });

  it('fits a full cart in a 4 KB cookie: the ids travel without their dashes', () => {
    const value = serializeCart(full);
    expect(`${CART_COOKIE}=${value}`.length).toBeLessThanOrEqual(4096);
    expect(value.split('|')[0]).toBe(`${id(0).replace(/-/g, '')}:999`);
  });

  it('still reads the ids of an older cookie, with their dashes', () => {
    expect(parseCart(`${id(1)}:2|${id(1).replace(/-/g, '')}:3`)).toEqual([
      { productId: id(1), quantity: 5 },
    ]);
  });

  it('is full at the limit for a new product only, and adding one then changes nothing', () => {
    expect(isCartFull(full, id(1000))).toBe(true);
    expect(isCartFull(full, id(3))).toBe(false);
    expect(isCartFull(full.slice(1), id(1000))).toBe(false);
    expect(addToCart(full, id(1000), 1)).toEqual(full);
  });
});
