import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY } from './constants';
import { callingCodeOf, countryName, findCountry, listCountries } from './countries';
import { ISO3_BY_ISO2, iso2Of, iso3Of } from './country-iso3';

describe('listCountries', () => {
  const countries = listCountries();

  it('holds every libphonenumber country except the US minor outlying islands', () => {
    const expected = getCountries().filter((c: string) => c !== 'UM');
    expect(countries.map((c) => c.iso2).sort()).toEqual([...expected].sort());
    expect(countries.find((c) => c.iso2 === 'UM')).toBeUndefined();
  });

  it('gives each an alpha-3 code, a calling code with + and a Spanish name', () => {
    expect(findCountry('VE')).toEqual({
      iso2: 'VE',
      iso3: 'VEN',
      callingCode: '+58',
      name: 'Venezuela',
    });
    expect(findCountry('es')).toMatchObject({ iso3: 'ESP', callingCode: '+34', name: 'España' });
    expect(findCountry('MX')?.name).toBe('México');
    for (const c of countries) {
      expect(c.iso3).toMatch(/^[A-Z]{3}$/);
      expect(c.callingCode).toMatch(/^\+\d{1,4}$/);
      expect(c.name).not.toBe(c.iso2);
    }
  });

  it('is sorted by Spanish name', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    // 'Ñ' sorts after 'N' in Spanish, 'É' with 'E'
    const i = names.indexOf.bind(names);
    expect(i('Nicaragua')).toBeLessThan(i('Noruega'));
    expect(i('Egipto')).toBeLessThan(i('El Salvador'));
  });

  it('is computed once', () => {
    expect(listCountries()).toBe(countries);
  });

  it('has the spec default US / +1', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(DEFAULT_CALLING_CODE).toBe('+1');
    expect(callingCodeOf(DEFAULT_COUNTRY)).toBe(DEFAULT_CALLING_CODE);
    expect(countryName(DEFAULT_COUNTRY)).toBe('Estados Unidos');
  });

  it('finds by alpha-3 too and answers null/undefined for unknown codes', () => {
    expect(findCountry('can')?.iso2).toBe('CA');
    expect(findCountry('ZZZ')).toBeUndefined();
    expect(callingCodeOf('ZZ')).toBeNull();
    expect(findCountry(' ve ')?.iso2).toBe('VE');
  });

  it('names a code Intl cannot read by the code itself', () => {
    expect(countryName('x')).toBe('X');
  });
});

describe('alpha-2 → alpha-3 table', () => {
  it('maps both ways', () => {
    expect(iso3Of('us')).toBe('USA');
    expect(iso3Of('CI')).toBe('CIV');
    expect(iso3Of('CG')).toBe('COG');
    expect(iso3Of('ZZ')).toBeNull();
    expect(iso2Of('ven')).toBe('VE');
    expect(iso2Of('XXX')).toBeNull();
  });

  it('covers ISO 3166-1 plus AC, TA and XK with unique codes', () => {
    const codes = Object.values(ISO3_BY_ISO2);
    expect(codes).toHaveLength(252);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
