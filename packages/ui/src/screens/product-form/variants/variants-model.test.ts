import { describe, expect, it } from 'vitest';
import type { ProductOption, ProductVariantInput } from '@panel/domain';
import { es } from '../../../i18n/es';
import {
  droppedCount,
  optionNameError,
  skuError,
  reconcileVariants,
  validateVariants,
  valueError,
  variantCount,
} from './variants-model';

const t = es.productForm.variants;

const talle: ProductOption = { name: 'Talle', values: ['S', 'M'] };
const color: ProductOption = { name: 'Color', values: ['Negro', 'Blanco'] };

const stored = (values: string[], id: string, extra: Partial<ProductVariantInput> = {}) => ({
  id,
  values,
  price: '10,00',
  quantity: 3,
  sku: `SKU-${id}`,
  mediaIndex: 0,
  available: true,
  ...extra,
});

describe('reconcileVariants', () => {
  const before = [
    stored(['S', 'Negro'], 'a'),
    stored(['S', 'Blanco'], 'b'),
    stored(['M', 'Negro'], 'c'),
    stored(['M', 'Blanco'], 'd'),
  ];

  it('generates one variant per combination, the first option slowest', () => {
    const next = reconcileVariants([], [], [talle, color]);
    expect(next.map((v) => v.values)).toEqual([
      ['S', 'Negro'],
      ['S', 'Blanco'],
      ['M', 'Negro'],
      ['M', 'Blanco'],
    ]);
    expect(next[0]).toEqual({
      values: ['S', 'Negro'],
      price: null,
      quantity: 0,
      sku: null,
      mediaIndex: null,
      available: true,
    });
  });

  it('keeps the stored id and data of the combinations that survive a new value', () => {
    const next = reconcileVariants([talle, color], before, [
      { ...talle, values: ['S', 'M', 'L'] },
      color,
    ]);
    expect(next).toHaveLength(6);
    expect(next.slice(0, 4)).toEqual(before);
    expect(next[4]).toMatchObject({ values: ['L', 'Negro'], sku: null });
    expect(next[4]).not.toHaveProperty('id');
  });

  it('drops the variants of a removed value and keeps the others', () => {
    const next = reconcileVariants([talle, color], before, [{ ...talle, values: ['M'] }, color]);
    expect(next.map((v) => v.id)).toEqual(['c', 'd']);
    expect(droppedCount(before, next)).toBe(2);
  });

  it('keeps every variant when values are reordered', () => {
    const next = reconcileVariants([talle, color], before, [
      { ...talle, values: ['M', 'S'] },
      color,
    ]);
    expect(next.map((v) => v.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('carries the variants on with the first value of an option that gets one', () => {
    const prev = [stored(['S'], 'a'), stored(['M'], 'b')];
    const empty = { name: 'Color', values: [] };
    expect(reconcileVariants([talle], prev, [talle, empty])).toEqual(prev);
    const next = reconcileVariants([talle, empty], prev, [
      talle,
      { name: 'Color', values: ['Negro'] },
    ]);
    expect(next.map((v) => [v.id, v.values])).toEqual([
      ['a', ['S', 'Negro']],
      ['b', ['M', 'Negro']],
    ]);
  });

  it('keeps the first variant of each combination left when an option goes', () => {
    const next = reconcileVariants([talle, color], before, [color], [1]);
    expect(next.map((v) => [v.id, v.values])).toEqual([
      ['a', ['Negro']],
      ['b', ['Blanco']],
    ]);
    expect(droppedCount(before, next)).toBe(2);
  });

  it('makes no variant without a value', () => {
    expect(reconcileVariants([talle], [stored(['S'], 'a')], [])).toEqual([]);
    expect(variantCount([{ name: 'Talle', values: [] }])).toBe(0);
  });
});

describe('the checks', () => {
  it('refuses a value past 250 combinations, naming the count and the limit', () => {
    const ten = (name: string) => ({
      name,
      values: Array.from({ length: 10 }, (_, i) => `${name}${i}`),
    });
    const options = [ten('A'), ten('B'), { name: 'C', values: ['x', 'y'] }];
    expect(valueError('z', options, 2)).toBe(
      'Un producto puede tener hasta 250 variantes; con estas opciones tendrías 300.',
    );
    expect(valueError('z', [ten('A'), ten('B')], 1)).toBe(null);
  });

  it('refuses a repeated value and a 31st value', () => {
    expect(valueError('s', [talle], 0)).toBe(t.errors.valueTaken('s'));
    const full = { name: 'N', values: Array.from({ length: 30 }, (_, i) => String(i)) };
    expect(valueError('x', [full], 0)).toBe(t.errors.valuesFull(30));
  });

  it('compares values and names as a person reads them: case and accents aside', () => {
    expect(valueError('négro', [color], 0)).toBe(t.errors.valueTaken('négro'));
    expect(optionNameError('COLÓR', [talle, color], 0)).toBe(t.errors.nameTaken('COLÓR'));
  });

  it('wants a SKU to start with a letter or digit, as the server does', () => {
    expect(skuError('-R1')).toBe(t.errors.skuCharacters);
    expect(skuError('R1-S/2.a_b')).toBe(null);
    expect(skuError('x'.repeat(65))).toBe(t.errors.skuTooLong(64));
  });

  it('wants option names, unique', () => {
    expect(optionNameError(' ', [talle], 0)).toBe(t.errors.nameRequired);
    expect(optionNameError('talle', [talle, color], 1)).toBe(t.errors.nameTaken('talle'));
    expect(optionNameError('Talle', [talle, color], 0)).toBe(null);
  });

  it('points at unreadable prices, bad and repeated SKUs, and options without values', () => {
    const variants = [
      stored(['S'], 'a', { price: 'doce', sku: 'AB-1' }),
      stored(['M'], 'b', { price: null, sku: 'ab-1' }),
      stored(['L'], 'c', { price: '12,5', sku: 'con espacio' }),
    ];
    const errors = validateVariants(
      [
        { name: 'Talle', values: ['S', 'M', 'L'] },
        { name: 'Color', values: [] },
      ],
      variants,
    );
    expect(errors).toEqual({
      options: { 1: { values: t.errors.valuesRequired('Color') } },
      variants: {
        0: { price: t.errors.price },
        1: { sku: t.errors.skuTaken },
        2: { sku: t.errors.skuCharacters },
      },
    });
  });
});
