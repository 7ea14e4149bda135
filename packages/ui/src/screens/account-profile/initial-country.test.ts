import { describe, expect, it } from 'vitest';
import { countryForCallingCode } from './initial-country';

describe('countryForCallingCode', () => {
  it('keeps the preferred country when it has the saved calling code', () => {
    expect(countryForCallingCode('+1', 'CA')).toBe('CA');
    expect(countryForCallingCode('+58', 've')).toBe('VE');
  });
  it('uses a country of the saved calling code otherwise', () => {
    expect(countryForCallingCode('+57', 'VE')).toBe('CO');
  });
  it('falls back to the preferred country without a calling code', () => {
    expect(countryForCallingCode('', 'AR')).toBe('AR');
    expect(countryForCallingCode('+999', 'AR')).toBe('AR');
  });
});
