import { describe, expect, it } from 'vitest';
import { variantCombinationCount, variantCombinations, variantLabel } from './variants';

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
