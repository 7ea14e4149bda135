import { describe, expect, it } from 'vitest';
import {
  CATEGORY_NAME_MAX,
  categoryKey,
  categoryName,
  findCategoryByName,
  validateCategoryName,
} from './category';

describe('category names', () => {
  it('tidies spaces and composes accents', () => {
    expect(categoryName('  Ropa   de  niños ')).toBe('Ropa de niños');
    expect(categoryName('Cafe\u0301')).toBe('Café');
  });

  it('matches names case-insensitively, but not across accents', () => {
    expect(categoryKey(' ÑANDÚ ')).toBe(categoryKey('ñandú'));
    expect(categoryKey('Cafe')).not.toBe(categoryKey('Café'));
    const list = [
      { id: '1', name: 'Ropa' },
      { id: '2', name: 'Zapatos' },
    ];
    expect(findCategoryByName(list, 'zapatos ')?.id).toBe('2');
    expect(findCategoryByName(list, 'Zapato')).toBeUndefined();
  });

  it('requires a name of at most 80 characters, counting an emoji as one', () => {
    expect(validateCategoryName('   ')).toBe('required');
    expect(validateCategoryName('a'.repeat(CATEGORY_NAME_MAX))).toBeNull();
    expect(validateCategoryName('🌮'.repeat(CATEGORY_NAME_MAX))).toBeNull();
    expect(validateCategoryName('a'.repeat(CATEGORY_NAME_MAX + 1))).toBe('tooLong');
  });
});

describe('categoryKey', () => {
  it('is the lower-cased name: the stored name_key of existing categories has that form', () => {
    expect(categoryKey('  Ropa   de  VERANO ')).toBe('ropa de verano');
  });
});
