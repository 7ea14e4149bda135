import { describe, expect, it } from 'vitest';
import {
  chooseVariantMessage,
  optionNamesText,
  optionsError,
  variantLineName,
  skuError,
  skuKey,
  VARIANT_MESSAGES,
  variantCombinationCount,
  variantCombinations,
  variantLabel,
  variantsError,
  variantsToInput,
  type ProductOption,
  type ProductVariantInput,
} from './variants';

const talleColor = [
  { name: 'Talle', values: ['S', 'M', 'L'] },
  { name: 'Color', values: ['Negro', 'Blanco'] },
];

describe('variantCombinations', () => {
  it('makes one combination per pair of values, the first option varying slowest', () => {
    expect(variantCombinations(talleColor)).toEqual([
      ['S', 'Negro'],
      ['S', 'Blanco'],
      ['M', 'Negro'],
      ['M', 'Blanco'],
      ['L', 'Negro'],
      ['L', 'Blanco'],
    ]);
    expect(variantCombinationCount(talleColor)).toBe(6);
  });

  it('is the one implicit variant without options', () => {
    expect(variantCombinations([])).toEqual([[]]);
    expect(variantCombinationCount([])).toBe(1);
  });
});

describe('variantLabel', () => {
  it('names a short value by its option and writes a long one alone', () => {
    expect(variantLabel(talleColor, ['M', 'Negro'])).toBe('Talle M, Negro');
  });

  it('is empty without options', () => {
    expect(variantLabel([], [])).toBe('');
  });
});

const variant = (
  values: string[],
  extra: Partial<ProductVariantInput> = {},
): ProductVariantInput => ({
  values,
  price: null,
  quantity: null,
  sku: null,
  mediaIndex: null,
  available: true,
  ...extra,
});
const allVariants = (options: ProductOption[]) =>
  variantCombinations(options).map((v) => variant(v));
const values = (n: number, prefix = 'v') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('optionsError', () => {
  it('accepts Talle × Color and no options at all', () => {
    expect(optionsError(talleColor)).toBeNull();
    expect(optionsError([])).toBeNull();
  });

  it('refuses a fourth option', () => {
    const four = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] }));
    expect(optionsError(four)?.message).toBe(VARIANT_MESSAGES.tooManyOptions);
  });

  it('refuses two options with the same name, case and accents aside', () => {
    const error = optionsError([
      { name: 'Color', values: ['Negro'] },
      { name: ' color ', values: ['Rojo'] },
    ]);
    expect(error).toEqual({
      field: 'options',
      index: 1,
      message: 'Ya hay una opción llamada color.',
    });
  });

  it('refuses an empty name, an option without values, an empty and a repeated value', () => {
    expect(optionsError([{ name: ' ', values: ['M'] }])?.message).toBe(
      VARIANT_MESSAGES.optionNameRequired,
    );
    expect(optionsError([{ name: 'Talle', values: [] }])?.message).toBe(
      'Agrega al menos un valor a Talle.',
    );
    expect(optionsError([{ name: 'Talle', values: ['M', ' '] }])?.message).toBe(
      'Un valor de Talle está vacío.',
    );
    expect(optionsError([{ name: 'Talle', values: ['M', 'm'] }])?.message).toBe(
      'm está dos veces en Talle.',
    );
    expect(optionsError([{ name: 'Color', values: ['Limón', 'limon'] }])?.index).toBe(0);
  });

  it('refuses names and values beyond their lengths, and a 31st value', () => {
    expect(optionsError([{ name: 'x'.repeat(31), values: ['M'] }])?.message).toBe(
      VARIANT_MESSAGES.optionNameTooLong,
    );
    expect(optionsError([{ name: 'Talle', values: ['x'.repeat(41)] }])?.message).toBe(
      VARIANT_MESSAGES.valueTooLong,
    );
    expect(optionsError([{ name: 'Talle', values: values(30) }])).toBeNull();
    expect(optionsError([{ name: 'Talle', values: values(31) }])?.message).toBe(
      'Talle tiene más de 30 valores; una opción puede tener hasta 30.',
    );
  });

  it('refuses 10 × 10 × 3 = 300 combinations naming 300 and the limit of 250', () => {
    const error = optionsError([
      { name: 'A', values: values(10) },
      { name: 'B', values: values(10) },
      { name: 'C', values: values(3) },
    ]);
    expect(error).toEqual({
      field: 'options',
      index: null,
      message: 'Un producto puede tener hasta 250 variantes; con estas opciones tendrías 300.',
    });
  });

  it('accepts exactly 250 combinations (10 × 25)', () => {
    expect(
      optionsError([
        { name: 'A', values: values(10) },
        { name: 'B', values: values(25) },
      ]),
    ).toBeNull();
  });
});

describe('skuError', () => {
  it('accepts letters, digits and - _ . / up to 64 characters; empty is none', () => {
    expect(skuError('REM-OV_M.negro/01')).toBeNull();
    expect(skuError('')).toBeNull();
    expect(skuError('A'.repeat(64))).toBeNull();
  });

  it('refuses 65 characters, spaces, accents and a leading separator', () => {
    expect(skuError('A'.repeat(65))).toBe(VARIANT_MESSAGES.skuTooLong);
    expect(skuError('REM M')).toBe(VARIANT_MESSAGES.skuInvalid);
    expect(skuError('CAMIÓN')).toBe(VARIANT_MESSAGES.skuInvalid);
    expect(skuError('-A')).toBe(VARIANT_MESSAGES.skuInvalid);
  });

  it('compares SKUs case aside', () => {
    expect(skuKey(' rem-m ')).toBe(skuKey('REM-M'));
  });
});

describe('variantsError', () => {
  it('accepts every combination, or some of them', () => {
    expect(variantsError(talleColor, allVariants(talleColor))).toBeNull();
    expect(variantsError(talleColor, [variant(['M', 'Negro'])])).toBeNull();
  });

  it('accepts no variants without options (the implicit variant) and refuses some', () => {
    expect(variantsError([], [])).toBeNull();
    expect(variantsError([], [variant([])])?.message).toBe(VARIANT_MESSAGES.variantsWithoutOptions);
  });

  it('refuses options without a variant', () => {
    expect(variantsError(talleColor, [])?.message).toBe(VARIANT_MESSAGES.variantsRequired);
  });

  it('refuses a repeated combination with "Esa combinación ya existe"', () => {
    const error = variantsError(talleColor, [variant(['M', 'Negro']), variant(['m', 'negro'])]);
    expect(error).toEqual({ field: 'variants', index: 1, message: 'Esa combinación ya existe' });
  });

  it('refuses values.length different from options.length', () => {
    expect(variantsError(talleColor, [variant(['M'])])?.message).toBe(
      VARIANT_MESSAGES.valuesPerOption,
    );
    expect(variantsError(talleColor, [variant(['M', 'Negro', 'x'])])?.message).toBe(
      VARIANT_MESSAGES.valuesPerOption,
    );
  });

  it('refuses a value its option does not have', () => {
    expect(variantsError(talleColor, [variant(['XL', 'Negro'])])?.message).toBe(
      'XL no es un valor de Talle.',
    );
  });

  it('refuses a SKU repeated in the product (case aside) and a malformed one', () => {
    const twice = [
      variant(['M', 'Negro'], { sku: 'rem-m' }),
      variant(['L', 'Negro'], { sku: 'REM-M' }),
    ];
    expect(variantsError(talleColor, twice)?.message).toBe(VARIANT_MESSAGES.skuRepeated);
    expect(
      variantsError(talleColor, [variant(['M', 'Negro'], { sku: 'con espacio' })])?.message,
    ).toBe(VARIANT_MESSAGES.skuInvalid);
  });

  it('refuses a negative or unreadable price, a fractional or negative stock, a picture out of range', () => {
    const one = (extra: Partial<ProductVariantInput>) =>
      variantsError(talleColor, [variant(['M', 'Negro'], extra)], 2);
    expect(one({ price: '-1' })?.message).toBe(VARIANT_MESSAGES.priceInvalid);
    expect(one({ price: 'abc' })?.message).toBe(VARIANT_MESSAGES.priceInvalid);
    expect(one({ price: '1.234,50' })).toBeNull();
    expect(one({ quantity: 1.5 })?.message).toBe(VARIANT_MESSAGES.quantityInvalid);
    expect(one({ quantity: -1 })?.message).toBe(VARIANT_MESSAGES.quantityInvalid);
    expect(one({ quantity: 0 })).toBeNull();
    expect(one({ mediaIndex: 2 })?.message).toBe(VARIANT_MESSAGES.mediaInvalid);
    expect(one({ mediaIndex: 1 })).toBeNull();
  });

  it('refuses the same stored id twice', () => {
    const twice = [variant(['M', 'Negro'], { id: 'a' }), variant(['L', 'Negro'], { id: 'a' })];
    expect(variantsError(talleColor, twice)?.message).toBe(VARIANT_MESSAGES.idRepeated);
  });

  it('reports the options first', () => {
    expect(variantsError([{ name: 'Talle', values: ['M', 'M'] }], [variant(['M'])])?.field).toBe(
      'options',
    );
  });
});

describe('order texts', () => {
  it('asks to choose the options by name', () => {
    expect(chooseVariantMessage('Remera', talleColor)).toBe('Elige Talle y Color de Remera.');
    expect(optionNamesText([...talleColor, { name: 'Material', values: ['Algodón'] }])).toBe(
      'Talle, Color y Material',
    );
  });

  it('writes a line with its variant after a dash, and alone without one', () => {
    expect(variantLineName('Remera Oversize', 'Talle M, Negro')).toBe(
      'Remera Oversize — Talle M, Negro',
    );
    expect(variantLineName('Taza', '')).toBe('Taza');
  });
});

describe('variantsToInput', () => {
  const stored = [
    {
      id: 'v1',
      values: ['M', 'Negro'],
      price: '12.50',
      quantity: 3,
      sku: 'REM-M',
      mediaId: 'b',
      available: true,
    },
    {
      id: 'v2',
      values: ['L', 'Negro'],
      price: null,
      quantity: 0,
      sku: null,
      mediaId: 'gone',
      available: false,
    },
  ];

  it('keeps ids and SKUs to edit, pictures as positions', () => {
    expect(variantsToInput(stored, ['a', 'b'], 'edit')).toEqual([
      {
        id: 'v1',
        values: ['M', 'Negro'],
        price: '12.50',
        quantity: 3,
        sku: 'REM-M',
        mediaIndex: 1,
        available: true,
      },
      {
        id: 'v2',
        values: ['L', 'Negro'],
        price: null,
        quantity: 0,
        sku: null,
        mediaIndex: null,
        available: false,
      },
    ]);
  });

  it('drops ids and SKUs for a copy', () => {
    const copy = variantsToInput(stored, ['a', 'b'], 'copy');
    expect(copy[0]).toEqual({
      values: ['M', 'Negro'],
      price: '12.50',
      quantity: 3,
      sku: null,
      mediaIndex: 1,
      available: true,
    });
    expect(
      variantsError(
        [
          { name: 'Talle', values: ['M', 'L'] },
          { name: 'Color', values: ['Negro'] },
        ],
        copy,
        2,
      ),
    ).toBeNull();
  });
});
