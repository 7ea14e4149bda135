import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';
import { currencyName, formatMoney, moneyFormatOf } from './money';
import { countryOfPhone } from './phone';
import { storeCountries, storeTimeZoneFor, storeTimeZones } from './store-country';

describe('the store country table (issue 21)', () => {
  it('offers Latin America, Spain and the United States by Spanish name', () => {
    const names = storeCountries().map((c) => c.name);
    expect(names).toContain('México');
    expect(names).toContain('Argentina');
    expect(names).toContain('España');
    expect(names).toContain('Estados Unidos');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('gives each country its currency', () => {
    expect(moneyFormatOf('AR').currency).toBe('ARS');
    expect(moneyFormatOf('mx').currency).toBe('MXN');
    expect(moneyFormatOf('BR').currency).toBe('BRL');
    expect(moneyFormatOf('ES').currency).toBe('EUR');
    expect(moneyFormatOf('EC').currency).toBe('USD');
    expect(moneyFormatOf('US').currency).toBe('USD');
    // Outside the table: currency.ts's currency, the default format.
    expect(moneyFormatOf('CA').currency).toBe('CAD');
    expect(currencyName('MXN')).toBe('peso mexicano');
  });

  it('writes money the way each country does', () => {
    expect(formatMoney(12500, 'AR')).toBe('$12.500,00');
    expect(formatMoney(12500, 'AR')).toBe(formatPrice(12500));
    expect(formatMoney(12500, 'MX')).toBe('$12,500.00');
    expect(formatMoney(12500.4, 'CL')).toBe('$12.500');
    expect(formatMoney(1234567.5, 'BR')).toBe('R$ 1.234.567,50');
    expect(formatMoney(12500, 'ES')).toBe('12.500,00 €');
    expect(formatMoney(-5.5, 'PE')).toBe('-S/ 5.50');
    expect(formatMoney(0.1 + 0.2, 'US')).toBe('$0.30');
  });

  it('knows the time zones: one for most countries, a choice for the large ones', () => {
    expect(storeTimeZones('AR').map((z) => z.id)).toEqual(['America/Argentina/Buenos_Aires']);
    expect(storeTimeZones('MX')[0]?.id).toBe('America/Mexico_City');
    expect(storeTimeZones('MX').length).toBeGreaterThan(1);
    expect(storeTimeZones('BR').length).toBeGreaterThan(1);
    expect(storeTimeZones('CL').length).toBeGreaterThan(1);
    expect(storeTimeZones('US').length).toBeGreaterThan(1);
    // A zone of the country is kept; another country's falls back to the country's default.
    expect(storeTimeZoneFor('MX', 'America/Tijuana')).toBe('America/Tijuana');
    expect(storeTimeZoneFor('AR', 'America/Tijuana')).toBe('America/Argentina/Buenos_Aires');
    expect(storeTimeZoneFor('US', null)).toBe('America/New_York');
    // Every zone is one the platform knows.
    for (const { iso2 } of storeCountries()) {
      for (const zone of storeTimeZones(iso2)) {
        expect(() => new Intl.DateTimeFormat('es', { timeZone: zone.id })).not.toThrow();
      }
    }
  });

  it('tells the country of a saved WhatsApp number', () => {
    expect(countryOfPhone('+52', '5512345678')).toBe('MX');
    expect(countryOfPhone('+54', '91123456789')).toBe('AR');
    expect(countryOfPhone('+1', '2015550123')).toBe('US');
    expect(countryOfPhone('+52', '')).toBeNull();
    expect(countryOfPhone('+52', '12')).toBeNull();
  });
});
