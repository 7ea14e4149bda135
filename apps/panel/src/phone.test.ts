import { describe, expect, it } from 'vitest';
import { nationalDigits } from './phone';

describe('nationalDigits', () => {
  it('keeps only the digits of a national number as people type it', () => {
    expect(nationalDigits('(201) 555-0123', '+1')).toBe('2015550123');
    expect(nationalDigits(' 0414 123 45 67 ', '+58')).toBe('04141234567');
  });

  it('drops the calling code of a number typed in international form', () => {
    expect(nationalDigits('+58 414-1234567', '+58')).toBe('4141234567');
    expect(nationalDigits('+1 (201) 555-0123', '+1')).toBe('2015550123');
  });

  it('leaves a national number that happens to start like the calling code', () => {
    expect(nationalDigits('5812345678', '+58')).toBe('5812345678');
  });

  it('keeps an international number whose code differs from the chosen one (the server judges it)', () => {
    expect(nationalDigits('+34 612 345 678', '+58')).toBe('34612345678');
  });

  it('is empty for an empty field', () => {
    expect(nationalDigits('', '+58')).toBe('');
    expect(nationalDigits('  ', '')).toBe('');
  });
});
