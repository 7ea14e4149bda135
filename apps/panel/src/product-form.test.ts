// The variants' two multipart fields of the product form's body (issue 22).
import { createProductForm } from '@panel/domain';
import type { ProductFormValues } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { toCopyValues, toFormValues, toProductInput } from './product-form';
import type { Product } from '@panel/api';

const form = (patch: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...createProductForm(),
  name: 'Remera',
  prices: { cost: '', price: '15', utility: '' },
  wholesalePrices: { cost: '', price: '', utility: '' },
  wholesaleMinQuantity: '',
  categoryId: '',
  options: [],
  variants: [],
  ...patch,
});

describe('toProductInput', () => {
  it('sends no variant fields for a product without options (the request of before)', () => {
    const input = toProductInput(form(), []);
    expect(input).not.toHaveProperty('options');
    expect(input).not.toHaveProperty('variants');
  });

  it('sends the options and variants as JSON text, prices as the contract writes them', () => {
    const input = toProductInput(
      form({
        options: [{ name: ' Talle ', values: ['S', 'M'] }],
        variants: [
          {
            id: 'v1',
            values: ['S'],
            price: '12,5',
            quantity: 2,
            sku: ' R-S ',
            mediaIndex: 0,
            available: true,
          },
          {
            values: ['M'],
            price: null,
            quantity: null,
            sku: '',
            mediaIndex: null,
            available: false,
          },
        ],
      }),
      [],
    );
    expect(JSON.parse(input.options!)).toEqual([{ name: 'Talle', values: ['S', 'M'] }]);
    expect(JSON.parse(input.variants!)).toEqual([
      {
        id: 'v1',
        values: ['S'],
        price: '12.50',
        quantity: 2,
        sku: 'R-S',
        mediaIndex: 0,
        available: true,
      },
      { values: ['M'], price: null, quantity: 0, sku: null, mediaIndex: null, available: false },
    ]);
  });

  it('sends empty lists when the options of a saved product were all removed', () => {
    const input = toProductInput(form(), [], true);
    expect(input.options).toBe('[]');
    expect(input.variants).toBe('[]');
  });

  it('sends no stock per variant when the product does not count it', () => {
    const input = toProductInput(
      form({
        manageStock: false,
        options: [{ name: 'Talle', values: ['S'] }],
        variants: [
          { values: ['S'], price: null, quantity: 4, sku: null, mediaIndex: null, available: true },
        ],
      }),
      [],
    );
    expect(JSON.parse(input.variants!)[0].quantity).toBeNull();
  });
});

describe('toFormValues and toCopyValues', () => {
  const product = {
    name: 'Remera',
    description: '',
    categoryId: null,
    type: 'product',
    quantity: 0,
    prices: { cost: '0', price: '15', utility: '0' },
    wholesalePrices: { cost: '0', price: '0', utility: '0' },
    status: 'published',
    dynamicPrice: false,
    manageStock: true,
    sellWithoutStock: false,
    wholesaleAllowed: false,
    wholesaleMinQuantity: null,
    media: [
      { id: 'm1', url: '/api/v2/media/m1.webp', kind: 'image' },
      { id: 'm2', url: '/api/v2/media/m2.webp', kind: 'image' },
    ],
    options: [{ name: 'Talle', values: ['S', 'M'] }],
    variants: [
      {
        id: 'v1',
        values: ['S'],
        price: null,
        quantity: 1,
        sku: 'R-S',
        mediaId: 'm2',
        available: true,
      },
      {
        id: 'v2',
        values: ['M'],
        price: '16.00',
        quantity: 0,
        sku: null,
        mediaId: null,
        available: true,
      },
    ],
  } as unknown as Product;

  it("finds a variant's stored picture by its id, as a position in the product's media", () => {
    expect(toFormValues(product).variants?.map((v) => [v.id, v.mediaIndex])).toEqual([
      ['v1', 1],
      ['v2', null],
    ]);
  });

  it('copies the variants without their stored ids and SKUs', () => {
    expect(toCopyValues(product).variants).toEqual([
      { values: ['S'], price: null, quantity: 1, sku: null, mediaIndex: 1, available: true },
      { values: ['M'], price: '16.00', quantity: 0, sku: null, mediaIndex: null, available: true },
    ]);
  });

  it('starts a product without options without variants', () => {
    const plain = { ...product, options: undefined, variants: undefined } as unknown as Product;
    expect(toFormValues(plain)).toMatchObject({ options: [], variants: [] });
  });
});
