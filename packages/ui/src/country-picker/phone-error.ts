import { countryName, nationalDigits, validatePhonePair } from '@panel/domain';
import { es } from '../i18n/es';

/**
 * The message of a phone field whose number @panel/domain's phone rule (the server's too) refuses for
 * the chosen country, e.g. 'Este número no es válido para Venezuela.'; undefined when it can be saved.
 */
export function phoneError(typed: string, phoneArea: string, country: string): string | undefined {
  return validatePhonePair(nationalDigits(typed, phoneArea), phoneArea)
    ? es.countryPicker.phoneInvalid(countryName(country))
    : undefined;
}
