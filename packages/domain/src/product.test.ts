import { describe, expect, it } from 'vitest';
import {
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_NAME_MAX,
  firstPrice,
  isSoldOut,
  productAvailability,
  productCopyName,
  productQuantityText,
  productStatus,
} from './product';

describe('product status', () => {
  it('has draft, published and hidden with their Spanish labels', () => {
    expect(PRODUCT_STATUSES).toEqual(['draft', 'published', 'hidden']);
    expect(PRODUCT_STATUS_LABELS.draft).toBe('Borrador');
    expect(PRODUCT_STATUS_LABELS.published).toBe('Publicado');
    expect(PRODUCT_STATUS_LABELS.hidden).toBe('Oculto');
  });

  it('defaults to draft', () => {
    expect(productStatus('published')).toBe('published');
    expect(productStatus('hidden')).toBe('hidden');
    expect(productStatus(undefined)).toBe('draft');
    expect(productStatus(null)).toBe('draft');
    expect(productStatus('archived')).toBe('draft');
  });
});

describe('listed product values', () => {
  it("shows quantity '0' when missing", () => {
    expect(productQuantityText(undefined)).toBe('0');
    expect(productQuantityText(null)).toBe('0');
    expect(productQuantityText('')).toBe('0');
    expect(productQuantityText(0)).toBe('0');
    expect(productQuantityText(12)).toBe('12');
  });

  it('takes the first price', () => {
    expect(firstPrice([{ price: 10 }, { price: 8 }])).toBe(10);
    expect(firstPrice([{ price: '9.50' }])).toBe('9.50');
    expect(firstPrice([])).toBeNull();
    expect(firstPrice([{}])).toBeNull();
    expect(firstPrice(undefined)).toBeNull();
  });
});

describe("isSoldOut (the storefront's 'Agotado')", () => {
  const stock = { manageStock: true, sellWithoutStock: false };
  it('is sold out when stock is managed, none is left and it does not sell without stock', () => {
    expect(isSoldOut({ ...stock, quantity: 0 })).toBe(true);
    expect(isSoldOut({ ...stock, quantity: '0' })).toBe(true);
    expect(isSoldOut({ ...stock, quantity: '' })).toBe(true);
    expect(isSoldOut({ ...stock, quantity: -2 })).toBe(true);
  });

  it('is not with stock left, without stock management, or selling without stock', () => {
    expect(isSoldOut({ ...stock, quantity: 1 })).toBe(false);
    expect(isSoldOut({ ...stock, quantity: '3' })).toBe(false);
    expect(isSoldOut({ manageStock: false, sellWithoutStock: false, quantity: 0 })).toBe(false);
    expect(isSoldOut({ manageStock: true, sellWithoutStock: true, quantity: 0 })).toBe(false);
  });
});

describe('productAvailability', () => {
  const inStock = { manageStock: true, sellWithoutStock: false, quantity: 5 };
  it('sells a published product with stock', () => {
    expect(productAvailability({ ...inStock, status: 'published' })).toBe('onSale');
  });

  it('hides drafts and hidden products, whatever their stock', () => {
    expect(productAvailability({ ...inStock, status: 'draft' })).toBe('draft');
    expect(productAvailability({ ...inStock, status: 'hidden', quantity: 0 })).toBe('hidden');
    expect(productAvailability({ ...inStock, status: null })).toBe('draft');
  });

  it('shows a published product without stock as sold out', () => {
    expect(productAvailability({ ...inStock, status: 'published', quantity: 0 })).toBe('soldOut');
  });
});

describe('productCopyName', () => {
  it("adds ' (copia)'", () => {
    expect(productCopyName(' Torta de chocolate ')).toBe('Torta de chocolate (copia)');
  });

  it('shortens a long name so the copy keeps within the limit', () => {
    // Cut right after a space: the space goes too, never '… (copia)' with two spaces.
    expect(productCopyName(`${'a'.repeat(111)} bbbb`)).toBe(`${'a'.repeat(111)} (copia)`);
    const copy = productCopyName('á'.repeat(PRODUCT_NAME_MAX));
    expect(Array.from(copy)).toHaveLength(PRODUCT_NAME_MAX);
    expect(copy.endsWith('á (copia)')).toBe(true);
  });
});
