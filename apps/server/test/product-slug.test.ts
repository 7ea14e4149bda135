// Product slugs (routes/products/slug.ts): a slug is a storefront path, so the store's own pages are taken.
import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from '../src/routes/products/slug.js';

describe('uniqueSlug', () => {
  it('numbers a slug the store already uses', () => {
    expect(uniqueSlug('torta', new Set())).toBe('torta');
    expect(uniqueSlug('torta', new Set(['torta', 'torta-2']))).toBe('torta-3');
  });

  it('never gives a product the path of a storefront page or file', () => {
    for (const path of ['carrito', 'pedido', 'robots.txt', 'sitemap.xml', 'assets']) {
      expect(uniqueSlug(path, new Set())).toBe(`${path}-2`);
    }
    expect(uniqueSlug(slugify('Carrito'), new Set(['carrito-2']))).toBe('carrito-3');
    expect(uniqueSlug(slugify('Pedido especial'), new Set())).toBe('pedido-especial');
  });
});
