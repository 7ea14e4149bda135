import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/min';
import { iso2Of, iso3Of } from './country-iso3';

/** A phone number read as a valid mobile number: E.164 number, its country and calling code. */
export interface ValidPhone {
  isValid: true;
  /** E.164, with '+', e.g. '+584141234567'. */
  phoneNumber: string;
  countryIso2: string;
  countryIso3: string;
  /** Calling code with '+', e.g. '+58'. */
  countryCode: string;
}

/** A phone number that could not be read as a valid mobile number. */
export interface InvalidPhone {
  isValid: false;
  phoneNumber: null;
  countryIso2: null;
  countryIso3: null;
  countryCode: null;
}

/** Phone parse result (spec §3). */
export type PhoneParseResult = ValidPhone | InvalidPhone;

const INVALID: InvalidPhone = Object.freeze({
  isValid: false,
  phoneNumber: null,
  countryIso2: null,
  countryIso3: null,
  countryCode: null,
});

// Countries whose national numbers begin with 0, so a leading 0 is not a trunk prefix. The spec
// names Côte d'Ivoire and Congo; Benin and Gabon have since moved to numbers beginning with 0 too
// (libphonenumber's metadata; the test over every country's example number keeps this list honest).
const KEEP_LEADING_ZEROS = new Set<string>(['CI', 'CG', 'BJ', 'GA']);

// Types a WhatsApp number may have. The min metadata knows types for a few countries only (NANP, GB
// and its crown dependencies, AU, IT, the French overseas departments…): there a fixed line, toll
// free or premium number is refused; elsewhere getType() is undefined and only length and the
// country's general number pattern are checked.
const MOBILE_TYPES = new Set<string>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

function isMobileValid(phone: PhoneNumber): boolean {
  if (!phone.isValid()) return false;
  const type = phone.getType();
  return type === undefined || MOBILE_TYPES.has(type);
}

function valid(phone: PhoneNumber, country: CountryCode): ValidPhone {
  return {
    isValid: true,
    phoneNumber: phone.number,
    countryIso2: country,
    countryIso3: iso3Of(country) ?? country,
    countryCode: `+${phone.countryCallingCode}`,
  };
}

function parseForCountry(digits: string, hasPlus: boolean, country: CountryCode): PhoneParseResult {
  let national = digits;
  if (!KEEP_LEADING_ZEROS.has(country)) national = national.replace(/^0+/, '');
  if (country === 'RU' && national.length === 11 && national.startsWith('89')) {
    national = national.slice(1);
  }
  if (national === '') return INVALID;
  // libphonenumber also recognises a national number typed with the calling code but no '+'.
  const phone = parsePhoneNumberFromString(hasPlus ? `+${national}` : national, country);
  if (!phone || phone.countryCallingCode !== getCountryCallingCode(country)) return INVALID;
  return isMobileValid(phone) ? valid(phone, country) : INVALID;
}

/**
 * Reads a phone number as a mobile number (spec §3/§5, on libphonenumber-js/min).
 * - Non-digits are dropped; a leading '+' means the number carries its calling code.
 * - With a country (alpha-2 or alpha-3): leading zeros are removed except for CI and CG (and BJ,
 *   GA: see KEEP_LEADING_ZEROS), a Russian 11-digit number starting with 89 loses the 8, and the
 *   number must be a valid mobile under that country's calling code. The chosen country is kept in
 *   the result: the min metadata cannot tell countries sharing a calling code apart reliably (it
 *   files Åland numbers under Finland), and the E.164 number and calling code are the same anyway.
 * - With '+' and no country: the country is detected from the calling code (and leading digits).
 * - Without '+' and without a country: a 10-digit number (or 11 digits starting with 1) is read as
 *   +1, United States first, then Canada; anything else is invalid.
 * "Valid mobile" is libphonenumber's isValid() (length and general pattern with min metadata) plus a
 * type check where min metadata has types (see MOBILE_TYPES).
 */
export function parsePhone(input: string, country?: string | null): PhoneParseResult {
  const trimmed = input.trim();
  const hasPlus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return INVALID;

  if (country) {
    const code = country.trim().toUpperCase();
    const iso2 = code.length === 3 ? iso2Of(code) : code;
    if (iso2 === null || !isSupportedCountry(iso2)) return INVALID;
    return parseForCountry(digits, hasPlus, iso2);
  }

  if (hasPlus) {
    const phone = parsePhoneNumberFromString(`+${digits}`);
    if (!phone?.country || !isMobileValid(phone)) return INVALID;
    return valid(phone, phone.country);
  }

  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return INVALID;
  for (const nanp of ['US', 'CA'] as const) {
    const phone = parsePhoneNumberFromString(national, nanp);
    if (phone?.country === nanp && isMobileValid(phone)) return valid(phone, nanp);
  }
  return INVALID;
}

/** True when the input reads as a valid mobile number (see {@link parsePhone}). */
export function isValidPhone(input: string, country?: string | null): boolean {
  return parsePhone(input, country).isValid;
}

// Venezuelan mobile operator codes (Movilnet 416, Movistar 414/424, Digitel 412).
const VENEZUELAN_MOBILE = /^0?(?:414|424|412|416)/;

/**
 * Country to preselect while the user types in the profile phone field (spec §5): a number
 * beginning with 414, 424, 412 or 416, with or without a leading 0, is Venezuela (+58) — even though
 * these are also US/Canadian area codes, as the spec says; otherwise the country of a valid parse
 * (without a chosen country); otherwise null (leave the picker alone). The Venezuelan rule only
 * applies to numbers typed without '+', where a '+' starts a calling code (e.g. +41 Switzerland).
 */
export function detectProfilePhoneCountry(
  input: string,
): { countryIso2: string; countryCode: string } | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+') && VENEZUELAN_MOBILE.test(digits)) {
    return { countryIso2: 'VE', countryCode: '+58' };
  }
  const parsed = parsePhone(trimmed);
  return parsed.isValid
    ? { countryIso2: parsed.countryIso2, countryCode: parsed.countryCode }
    : null;
}

/**
 * The contract's `phone` for what was typed in a phone field: digits only, and without the calling
 * code when the number was typed in international form ('+58 414-1234567' with '+58' → '4141234567').
 */
export function nationalDigits(typed: string, phoneArea: string): string {
  const digits = typed.replace(/\D/g, '');
  const area = phoneArea.replace(/\D/g, '');
  return typed.trim().startsWith('+') && area !== '' && digits.startsWith(area)
    ? digits.slice(area.length)
    : digits;
}

/** Why a phone pair cannot be saved: a number without its calling code, or a number that is not valid. */
export type PhonePairProblem = 'missingPhoneArea' | 'invalidPhone';

/**
 * The rule of the account's and the checkout's phone pair (national digits, calling code), the same
 * in the panel before sending and in the server: both may be empty; a number needs its calling code
 * and must read as a valid mobile number of it. A trunk '0' typed before the national number is
 * dropped, except where numbers really begin with 0 (see {@link parsePhone}).
 */
export function validatePhonePair(phone: string, phoneArea: string): PhonePairProblem | null {
  if (phone === '') return null;
  if (phoneArea === '') return 'missingPhoneArea';
  const valid = [phone, phone.replace(/^0+/, '')].some((digits) => {
    const parsed = parsePhone(`${phoneArea}${digits}`);
    return parsed.isValid && parsed.countryCode === phoneArea;
  });
  return valid ? null : 'invalidPhone';
}

/**
 * The country of a saved WhatsApp number (calling code with '+' and national digits), e.g. '+52' +
 * '5512345678' → 'MX'; null when it does not read as a valid number. A store whose merchant has not
 * chosen a country follows it.
 */
export function countryOfPhone(phoneArea: string, phone: string): string | null {
  if (phone.trim() === '' || phoneArea.trim() === '') return null;
  const parsed = parsePhone(`${phoneArea}${phone.replace(/^0+/, '')}`);
  return parsed.isValid ? parsed.countryIso2 : null;
}
