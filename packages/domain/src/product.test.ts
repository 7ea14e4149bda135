import { describe, expect, it } from 'vitest';
import {
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  firstPrice,
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
