import { MAX_ORDER_LINES } from '@panel/domain';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_COOKIE,
  isCartFull,
  MAX_LINES,
  parseCart,
  serializeCart,
  setInCart,
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

describe('lines of variants (issue 22)', () => {
  const product = '0b5f2d4e-8c1a-4f3b-9a7e-1d2c3b4a5e6f';
  const negro = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
  const blanco = '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c';

  it('keeps one line per variant of a product, through the cookie', () => {
    let cart = addToCart([], product, 1, negro);
    cart = addToCart(cart, product, 2, blanco);
    cart = addToCart(cart, product, 1, negro);
    expect(cart).toEqual([
      { productId: product, variantId: negro, quantity: 2 },
      { productId: product, variantId: blanco, quantity: 2 },
    ]);
    // The cookie carries the variant alone; the server finds its product (readCartLines).
    expect(serializeCart(cart)).toBe(
      `~${negro.replace(/-/g, '')}:2|~${blanco.replace(/-/g, '')}:2`,
    );
    expect(parseCart(serializeCart(cart))).toEqual(
      cart.map((line) => ({ ...line, productId: '' })),
    );
  });

  it('adds to a line read back from the cookie by its variant alone', () => {
    const read = parseCart(serializeCart(addToCart([], product, 1, negro)));
    expect(addToCart(read, product, 2, negro)).toEqual([
      { productId: '', variantId: negro, quantity: 3 },
    ]);
    expect(isCartFull(read, product, negro)).toBe(false);
    expect(setInCart(read, product, 0, negro)).toEqual([]);
  });

  it('still reads an older cookie’s `product.variant` lines', () => {
    expect(parseCart(`${product.replace(/-/g, '')}.${negro.replace(/-/g, '')}:2`)).toEqual([
      { productId: product, variantId: negro, quantity: 2 },
    ]);
  });

  // Failed before: a line of a variant was `pid.vid:qty` (about 69 characters), and 100 of them made
  // a 7,008-character cookie; a browser keeps about 4 KB, so only about 58 lines were kept.
  it('fits 100 lines of variants in a 4 KB cookie', () => {
    const variants = Array.from({ length: MAX_LINES }, (_, i) => ({
      productId: id(i),
      variantId: id(5000 + i),
      quantity: 999,
    }));
    const value = serializeCart(variants);
    expect(`${CART_COOKIE}=${value}`.length).toBeLessThanOrEqual(4096);
    expect(parseCart(value)).toEqual(variants.map((line) => ({ ...line, productId: '' })));
  });

  it('sets and removes a variant line without touching the product’s others', () => {
    const cart = addToCart(addToCart([], product, 1, negro), product, 1, blanco);
    expect(setInCart(cart, product, 0, negro)).toEqual([
      { productId: product, variantId: blanco, quantity: 1 },
    ]);
    expect(setInCart(cart, product, 5, blanco)[1]).toEqual({
      productId: product,
      variantId: blanco,
      quantity: 5,
    });
  });

  it('drops a malformed variant part', () => {
    expect(parseCart(`${product}.zz!:1`)).toEqual([]);
    expect(parseCart(`~zz!:1|~:1`)).toEqual([]);
  });
});
