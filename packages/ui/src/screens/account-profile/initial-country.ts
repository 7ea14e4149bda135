import { findCountry, listCountries } from '@panel/domain';

/**
 * The country to show for a saved calling code: the preferred country when it has that code
 * (e.g. the user's or store's own, so +1 stays Canada for a Canadian), otherwise the first country
 * with that code, otherwise the preferred country.
 */
export function countryForCallingCode(callingCode: string, preferred: string): string {
  const own = findCountry(preferred);
  if (callingCode === '' || own?.callingCode === callingCode) return own?.iso2 ?? preferred;
  return listCountries().find((c) => c.callingCode === callingCode)?.iso2 ?? own?.iso2 ?? preferred;
}
