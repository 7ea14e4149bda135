// The server's refusal of one field of the account or the checkout, for their screens.
import { isApiError } from '@panel/api';
import { PERSONAL_NAME_MESSAGES } from '@panel/domain';
import type { FieldRefusal } from '@panel/ui';
import { asServerError } from './api';

/**
 * What a save of the account or the checkout rejects with: the field the server refused (a 400 naming
 * `body/phone` or `body/phoneArea`, or the name rule's message), for the screen to show at that field;
 * else the server's error text (see {@link asServerError}).
 */
export function asFieldRefusal(err: unknown): FieldRefusal<'phone' | 'name'> | Error {
  if (isApiError(err) && err.status === 400) {
    if (/^Invalid request: body\/phone(Area)?\b/.test(err.error)) return { field: 'phone' };
    if (err.error === PERSONAL_NAME_MESSAGES.required) return { field: 'name' };
  }
  return asServerError(err);
}
