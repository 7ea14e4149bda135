import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { iso3Of } from './country-iso3';

/** A country of the phone pickers and the country field. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. 'VE'. */
  iso2: string;
  /** ISO 3166-1 alpha-3 code, e.g. 'VEN'. */
  iso3: string;
  /** Calling code with its '+', e.g. '+58'. */
  callingCode: string;
  /** Spanish name, e.g. 'Venezuela'. */
  name: string;
}

// The US minor outlying islands have no phone numbering of their own (spec §3 leaves them out).
const EXCLUDED = new Set(['UM']);

let spanishNames: Intl.DisplayNames | undefined;
let cached: readonly Country[] | undefined;

/** Spanish name of a region code (any case), e.g. 'US' → 'Estados Unidos'; the code itself when unknown. */
export function countryName(iso2: string): string {
  spanishNames ??= new Intl.DisplayNames(['es'], { type: 'region' });
  const code = iso2.toUpperCase();
  try {
    return spanishNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country libphonenumber knows (without UM), with calling code, alpha-3 and Spanish name, sorted by Spanish name. */
export function listCountries(): readonly Country[] {
  cached ??= getCountries()
    .filter((iso2) => !EXCLUDED.has(iso2))
    .map((iso2) => ({
      iso2,
      iso3: iso3Of(iso2) ?? iso2,
      callingCode: `+${getCountryCallingCode(iso2)}`,
      name: countryName(iso2),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return cached;
}

/** The country of an alpha-2 or alpha-3 code (any case), or undefined. */
export function findCountry(code: string): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return listCountries().find((c) => c.iso2 === wanted || c.iso3 === wanted);
}

/** Calling code with '+' of an alpha-2 code, e.g. 'VE' → '+58', or null when unknown. */
export function callingCodeOf(iso2: string): string | null {
  return findCountry(iso2)?.callingCode ?? null;
}
