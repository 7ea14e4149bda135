// The phone pair of the account and checkout forms: national digits plus the calling code, both possibly
// empty. A number, when given, must read as a valid mobile number of that calling code (@panel/domain).
import { parsePhone } from '@panel/domain';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';

/** Checks `phone` (digits, per the contract) with its calling code `phoneArea` (`+58`). */
export function checkPhone(phone: string, phoneArea: string): void {
  if (phone === '') return;
  if (phoneArea === '') {
    throw new HttpError(400, `${INVALID_REQUEST}: body/phoneArea is required with a phone number`);
  }
  // A trunk '0' typed before the national number is dropped, except where numbers really begin with 0.
  const candidates = [phone, phone.replace(/^0+/, '')];
  const valid = candidates.some((digits) => {
    const parsed = parsePhone(`${phoneArea}${digits}`);
    return parsed.isValid && parsed.countryCode === phoneArea;
  });
  if (!valid)
    throw new HttpError(400, `${INVALID_REQUEST}: body/phone is not a valid phone number`);
}
