// The phone pair of the account and checkout forms: national digits plus the calling code, both possibly
// empty. The rule is @panel/domain's validatePhonePair, the one the panel checks before sending.
import { validatePhonePair } from '@panel/domain';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';

const REFUSALS = {
  missingPhoneArea: `${INVALID_REQUEST}: body/phoneArea is required with a phone number`,
  invalidPhone: `${INVALID_REQUEST}: body/phone is not a valid phone number`,
} as const;

/** Checks `phone` (digits, per the contract) with its calling code `phoneArea` (`+58`). */
export function checkPhone(phone: string, phoneArea: string): void {
  const problem = validatePhonePair(phone, phoneArea);
  if (problem) throw new HttpError(400, REFUSALS[problem]);
}
