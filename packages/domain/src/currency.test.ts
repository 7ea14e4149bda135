import { describe, expect, it } from 'vitest';
import { currencyOf } from './currency';

describe('currencyOf', () => {
  it('gives the ISO 4217 code of a country, in any case', () => {
    expect(currencyOf('AR')).toBe('ARS');
    expect(currencyOf('mx')).toBe('MXN');
    expect(currencyOf(' US ')).toBe('USD');
    expect(currencyOf('EC')).toBe('USD');
  });

  it('knows the currency of every country it covers (ISO 4217)', () => {
    // Written from ISO 4217, not from the table: a typo or a lost entry in the table shows here.
    const expected: Record<string, string> = {
      AR: 'ARS',
      BO: 'BOB',
      BR: 'BRL',
      BZ: 'BZD',
      CA: 'CAD',
      CL: 'CLP',
      CO: 'COP',
      CR: 'CRC',
      CU: 'CUP',
      DO: 'DOP',
      EC: 'USD',
      ES: 'EUR',
      GQ: 'XAF',
      GT: 'GTQ',
      GY: 'GYD',
      HN: 'HNL',
      HT: 'HTG',
      JM: 'JMD',
      MX: 'MXN',
      NI: 'NIO',
      PA: 'USD',
      PE: 'PEN',
      PR: 'USD',
      PT: 'EUR',
      PY: 'PYG',
      SR: 'SRD',
      SV: 'USD',
      TT: 'TTD',
      US: 'USD',
      UY: 'UYU',
      VE: 'VES',
    };
    for (const [country, currency] of Object.entries(expected)) {
      expect(currencyOf(country), country).toBe(currency);
    }
  });

  it('is null for a country it does not know', () => {
    expect(currencyOf('ZZ')).toBeNull();
    expect(currencyOf('')).toBeNull();
  });
});
