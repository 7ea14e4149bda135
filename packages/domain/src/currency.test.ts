import { describe, expect, it } from 'vitest';
import { currencyOf } from './currency';

describe('currencyOf', () => {
  it('gives the ISO 4217 code of a country, in any case', () => {
    expect(currencyOf('AR')).toBe('ARS');
    expect(currencyOf('mx')).toBe('MXN');
    expect(currencyOf(' US ')).toBe('USD');
    expect(currencyOf('EC')).toBe('USD');
  });

  it('is null for a country it does not know', () => {
    expect(currencyOf('ZZ')).toBeNull();
    expect(currencyOf('')).toBeNull();
  });
});
