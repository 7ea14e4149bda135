import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { listCountries } from './countries';
import {
  detectProfilePhoneCountry,
  isValidPhone,
  nationalDigits,
  parsePhone,
  validatePhonePair,
} from './phone';

const INVALID = {
  isValid: false,
  phoneNumber: null,
  countryIso2: null,
  countryIso3: null,
  countryCode: null,
};

describe('parsePhone with a country', () => {
  it('reads a national number, dropping formatting and the leading 0', () => {
    expect(parsePhone('0414-123.45.67', 'VE')).toEqual({
      isValid: true,
      phoneNumber: '+584141234567',
      countryIso2: 'VE',
      countryIso3: 'VEN',
      countryCode: '+58',
    });
    expect(parsePhone('(201) 555-0123', 'US')).toMatchObject({
      phoneNumber: '+12015550123',
      countryIso2: 'US',
      countryIso3: 'USA',
      countryCode: '+1',
    });
  });

  it('drops a 0 typed by habit where the country has no trunk prefix', () => {
    // Spanish numbers never begin with 0; the rule removes it before libphonenumber reads the number.
    expect(parsePhone('0612 34 56 78', 'ES').phoneNumber).toBe('+34612345678');
  });

  it('accepts alpha-3 and lower-case country codes', () => {
    expect(parsePhone('4141234567', ' ve ').phoneNumber).toBe('+584141234567');
    expect(parsePhone('4141234567', 'ven').phoneNumber).toBe('+584141234567');
    expect(parsePhone('612 34 56 78', 'ESP')).toMatchObject({
      phoneNumber: '+34612345678',
      countryIso2: 'ES',
    });
  });

  it('accepts the number typed with its calling code, with or without +', () => {
    expect(parsePhone('+58 414 1234567', 'VE').phoneNumber).toBe('+584141234567');
    expect(parsePhone('58 414 1234567', 'VE').phoneNumber).toBe('+584141234567');
    expect(parsePhone('0058 414 1234567', 'VE').phoneNumber).toBe('+584141234567');
    // The leading zeros go even after a '+' (an exit code typed out of habit).
    expect(parsePhone('+00 58 414 1234567', 'VE').phoneNumber).toBe('+584141234567');
  });

  it('keeps the leading 0 for Côte d’Ivoire and Congo (and Benin, Gabon)', () => {
    expect(parsePhone('07 01 23 45 67', 'CI')).toMatchObject({
      phoneNumber: '+2250701234567',
      countryIso3: 'CIV',
      countryCode: '+225',
    });
    expect(parsePhone('06 123 4567', 'CG')).toMatchObject({
      phoneNumber: '+242061234567',
      countryIso3: 'COG',
      countryCode: '+242',
    });
    expect(parsePhone('01 95 12 34 56', 'BJ').phoneNumber).toBe('+2290195123456');
    expect(parsePhone('06 03 12 34', 'GA').phoneNumber).toBe('+24106031234');
  });

  it('drops the 8 of an 11-digit Russian number starting with 89', () => {
    expect(parsePhone('8 916 123-45-67', 'RU')).toMatchObject({
      phoneNumber: '+79161234567',
      countryIso2: 'RU',
      countryIso3: 'RUS',
      countryCode: '+7',
    });
  });

  it('refuses a number of another calling code, a wrong length, or a non-mobile type', () => {
    expect(parsePhone('+1 201 555 0123', 'VE')).toEqual(INVALID);
    expect(parsePhone('0414 123', 'VE')).toEqual(INVALID);
    expect(parsePhone('0414 1234 5678 9', 'VE')).toEqual(INVALID);
    // toll-free and UK fixed line: the min metadata knows these types
    expect(parsePhone('800 555 0123', 'US')).toEqual(INVALID);
    expect(parsePhone('020 7946 0000', 'GB')).toEqual(INVALID);
    expect(parsePhone('07400 123456', 'GB').isValid).toBe(true);
  });

  it('refuses empty input and unknown countries', () => {
    expect(parsePhone('', 'VE')).toEqual(INVALID);
    expect(parsePhone('---', 'VE')).toEqual(INVALID);
    expect(parsePhone('000', 'VE')).toEqual(INVALID);
    expect(parsePhone('4141234567', 'ZZ')).toEqual(INVALID);
    // An unknown country is refused even when the number carries a calling code of its own.
    expect(parsePhone('+58 414 1234567', 'ZZ')).toEqual(INVALID);
    expect(parsePhone('+58 414 1234567', 'ZZZ')).toEqual(INVALID);
  });

  it("accepts every country's example mobile number and keeps the chosen country", () => {
    const mobiles = examples as Partial<Record<string, string>>;
    for (const { iso2, iso3, callingCode } of listCountries()) {
      const example = mobiles[iso2];
      if (example === undefined) continue;
      expect(parsePhone(example, iso2), iso2).toEqual({
        isValid: true,
        phoneNumber: `${callingCode}${example}`,
        countryIso2: iso2,
        countryIso3: iso3,
        countryCode: callingCode,
      });
    }
  });
});

describe('parsePhone without a country', () => {
  it('detects the country of a + number by its calling code', () => {
    expect(parsePhone('+58 414-1234567')).toEqual({
      isValid: true,
      phoneNumber: '+584141234567',
      countryIso2: 'VE',
      countryIso3: 'VEN',
      countryCode: '+58',
    });
    expect(parsePhone('+52 55 1234 5678')).toMatchObject({ countryIso2: 'MX', countryCode: '+52' });
    expect(parsePhone('+1 809 555 1234')).toMatchObject({ countryIso2: 'DO', countryCode: '+1' });
    expect(parsePhone('+7 916 123 45 67')).toMatchObject({ countryIso2: 'RU', countryCode: '+7' });
    // Spaces before the '+' (pasted text) do not hide it.
    expect(parsePhone('  +58 414 1234567')).toMatchObject({
      countryIso2: 'VE',
      countryCode: '+58',
    });
  });

  it('drops a trunk 0 typed after the calling code', () => {
    expect(parsePhone('+58 0414 1234567').phoneNumber).toBe('+584141234567');
  });

  it('refuses non-geographic and unknown calling codes', () => {
    expect(parsePhone('+800 1234 5678')).toEqual(INVALID);
    expect(parsePhone('+999 123456789')).toEqual(INVALID);
  });

  it('reads a 10-digit number as US, then Canada', () => {
    expect(parsePhone('(201) 555-0123')).toMatchObject({
      phoneNumber: '+12015550123',
      countryIso2: 'US',
      countryIso3: 'USA',
      countryCode: '+1',
    });
    expect(parsePhone('613 555 0123')).toMatchObject({
      phoneNumber: '+16135550123',
      countryIso2: 'CA',
      countryIso3: 'CAN',
      countryCode: '+1',
    });
    expect(parsePhone('1 201 555 0123').phoneNumber).toBe('+12015550123');
  });

  it('refuses other lengths and other +1 countries without a +', () => {
    expect(parsePhone('4141234567890')).toEqual(INVALID);
    expect(parsePhone('584141234567')).toEqual(INVALID);
    expect(parsePhone('809 555 1234')).toEqual(INVALID);
    // 11 digits are +1 only when the first is the 1; a US exit code (011) is not dialled for the user.
    expect(parsePhone('2 201 555 0123')).toEqual(INVALID);
    expect(parsePhone('011 1 201 555 0123')).toEqual(INVALID);
    expect(isValidPhone('201 555 0123')).toBe(true);
    expect(isValidPhone('201 555')).toBe(false);
  });

  it('the example numbers with + are valid and land on their calling code', () => {
    const mobiles = examples as Partial<Record<string, string>>;
    for (const iso2 of [
      'VE',
      'CO',
      'MX',
      'AR',
      'ES',
      'PE',
      'CL',
      'EC',
      'BR',
      'FR',
    ] as CountryCode[]) {
      const example = mobiles[iso2] ?? '';
      const result = parsePhone(`+${getCountryCallingCode(iso2)}${example}`);
      expect(result, iso2).toMatchObject({ isValid: true, countryIso2: iso2 });
    }
  });
});

describe('detectProfilePhoneCountry', () => {
  it('reads 414, 424, 412 and 416 as Venezuela, with or without 0', () => {
    for (const input of ['414', '0424 555', '412-1234567', '04161234567', '(414) 123-4567']) {
      expect(detectProfilePhoneCountry(input), input).toEqual({
        countryIso2: 'VE',
        countryCode: '+58',
      });
    }
  });

  it('otherwise takes the country of a valid parse', () => {
    // 414 later in the number is no Venezuelan operator code: 212 is New York.
    expect(detectProfilePhoneCountry('212 414 1234')).toEqual({
      countryIso2: 'US',
      countryCode: '+1',
    });
    expect(detectProfilePhoneCountry('+57 300 1234567')).toEqual({
      countryIso2: 'CO',
      countryCode: '+57',
    });
    expect(detectProfilePhoneCountry('201 555 0123')).toEqual({
      countryIso2: 'US',
      countryCode: '+1',
    });
    // a '+' starts a calling code: +41 is Switzerland, not a Venezuelan 414…
    expect(detectProfilePhoneCountry('+41 78 123 45 67')).toEqual({
      countryIso2: 'CH',
      countryCode: '+41',
    });
    // +41 44 is Zürich: its digits start 414, but the '+' (even after a space) says calling code.
    expect(detectProfilePhoneCountry(' +41 44 668 18 00')).toEqual({
      countryIso2: 'CH',
      countryCode: '+41',
    });
  });

  it('is null while nothing valid is typed', () => {
    expect(detectProfilePhoneCountry('')).toBeNull();
    expect(detectProfilePhoneCountry('30')).toBeNull();
  });
});

describe('nationalDigits', () => {
  it('keeps only the digits of a national number as people type it', () => {
    expect(nationalDigits('(201) 555-0123', '+1')).toBe('2015550123');
    expect(nationalDigits(' 0414 123 45 67 ', '+58')).toBe('04141234567');
  });

  it('drops the calling code of a number typed in international form', () => {
    expect(nationalDigits('+58 414-1234567', '+58')).toBe('4141234567');
    expect(nationalDigits('+1 (201) 555-0123', '+1')).toBe('2015550123');
    expect(nationalDigits(' +58 414 1234567', '+58')).toBe('4141234567');
  });

  it('leaves a national number that happens to start like the calling code', () => {
    expect(nationalDigits('5812345678', '+58')).toBe('5812345678');
  });

  it('keeps an international number whose code differs from the chosen one (the rule judges it)', () => {
    expect(nationalDigits('+34 612 345 678', '+58')).toBe('34612345678');
  });

  it('is empty for an empty field', () => {
    expect(nationalDigits('', '+58')).toBe('');
    expect(nationalDigits('  ', '')).toBe('');
  });
});

describe('validatePhonePair', () => {
  it('accepts no number at all, with or without a calling code', () => {
    expect(validatePhonePair('', '')).toBeNull();
    expect(validatePhonePair('', '+58')).toBeNull();
  });

  it('accepts a valid mobile number of the calling code, with or without a trunk 0', () => {
    expect(validatePhonePair('4141234567', '+58')).toBeNull();
    expect(validatePhonePair('04141234567', '+58')).toBeNull();
    expect(validatePhonePair('2015550123', '+1')).toBeNull();
  });

  it('keeps the 0 where numbers really begin with it (Côte d’Ivoire)', () => {
    expect(validatePhonePair('0701234567', '+225')).toBeNull();
  });

  it('refuses a number without its calling code', () => {
    expect(validatePhonePair('4141234567', '')).toBe('missingPhoneArea');
  });

  it('refuses a number that is not a valid mobile number of that calling code', () => {
    expect(validatePhonePair('12', '+58')).toBe('invalidPhone');
    expect(validatePhonePair('4141234567', '+1')).toBe('invalidPhone');
    expect(validatePhonePair('414123', '+58')).toBe('invalidPhone');
    expect(validatePhonePair('2015550123', '+12345')).toBe('invalidPhone');
    // '+5' and '84141234567' spell a valid +58 number, but not one of the calling code chosen.
    expect(validatePhonePair('84141234567', '+5')).toBe('invalidPhone');
    // Only a leading trunk 0 is dropped, never a 0 inside the number.
    expect(validatePhonePair('41401234567', '+58')).toBe('invalidPhone');
  });
});
