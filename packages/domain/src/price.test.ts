import { describe, expect, it } from 'vitest';
import {
  dynamicPrice,
  dynamicPriceFromInput,
  dynamicPriceHelperText,
  formatPrice,
  parseAmount,
  roundMoney,
  toCents,
} from './price';

describe('money rounding', () => {
  it('removes float noise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
  });
});

describe('dynamicPrice', () => {
  it('is cost × (1 + utility/100)', () => {
    expect(dynamicPrice(100, 25)).toBe(125);
    expect(dynamicPrice(10, 15)).toBe(11.5);
    expect(dynamicPrice(50, 0)).toBe(50);
    expect(dynamicPrice(0.1 + 0.2, 0)).toBe(0.3);
    expect(dynamicPrice(0.1, 200)).toBe(0.3);
  });

  it('rounds to cents', () => {
    expect(dynamicPrice(19.99, 33.33)).toBe(26.65); // 26.652667
    expect(dynamicPrice(10.01, 50)).toBe(15.02); // 15.015
    expect(dynamicPrice(3, 12.5)).toBe(3.38); // 3.375
  });

  it('reads the form strings', () => {
    expect(dynamicPriceFromInput('10,5', '10')).toBe(11.55);
    expect(dynamicPriceFromInput('20', '')).toBe(20);
    expect(dynamicPriceFromInput('', '10')).toBeNull();
    expect(dynamicPriceFromInput('abc', '10')).toBeNull();
    expect(parseAmount(' 7 ')).toBe(7);
    // The form shows saved amounts back the Spanish way (spec §9: '$1.234,50'); they read back the same.
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1.234.567')).toBe(1234567);
    expect(parseAmount('1.234.567,8')).toBe(1234567.8);
    expect(parseAmount('12,')).toBe(12);
    // The first group of thousands has one to three digits; every later group exactly three.
    expect(parseAmount('12.345,5')).toBe(12345.5);
    expect(parseAmount('12.345.678')).toBe(12345678);
    expect(parseAmount('12345.678,9')).toBeNull();
    expect(parseAmount('1.234.56,7')).toBeNull();
    // A decimal point with no units, as a keypad types it.
    expect(parseAmount('.25')).toBe(0.25);
    expect(parseAmount('1,2,3')).toBeNull();
    expect(parseAmount('1.23,4')).toBeNull();
    expect(parseAmount('12abc')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });
});

describe('formatPrice', () => {
  it('writes Spanish amounts with a fixed $', () => {
    expect(formatPrice(1234.5)).toBe('$1.234,50');
    expect(formatPrice(0)).toBe('$0,00');
    expect(formatPrice(5)).toBe('$5,00');
    expect(formatPrice(999.999)).toBe('$1.000,00');
    expect(formatPrice(1234567.891)).toBe('$1.234.567,89');
    expect(formatPrice(0.1 + 0.2)).toBe('$0,30');
    expect(formatPrice(-12.3)).toBe('-$12,30');
  });

  it('builds the dynamic price helper text', () => {
    expect(dynamicPriceHelperText('1000', '23.45')).toBe('Precio: $1.234,50');
    expect(dynamicPriceHelperText('', '')).toBe('Precio: $0,00');
  });
});
