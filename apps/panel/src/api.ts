// The app's single API client and query cache (spec §7 cache policy lives in @panel/api).
import { createPanelClient, createPanelQueryClient, isApiError } from '@panel/api';
import { PERSONAL_NAME_MESSAGES } from '@panel/domain';
import type { FieldRefusal } from '@panel/ui';

// No window in the build's prerender of /login (prerender.tsx), which renders without calling the API.
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/** Where /api/v2 lives: the panel is served by the API's own server. */
export const API_BASE_URL = `${origin}/api/v2`;

export const client = createPanelClient({ baseUrl: API_BASE_URL });
export const queryClient = createPanelQueryClient();

/**
 * Screens reject with the server's error text ('Code not found', 'LINK_IS_TAKEN'…) and map it to the
 * spec's Spanish toasts; this turns whatever a call threw into that text.
 */
export function asServerError(err: unknown): Error {
  if (isApiError(err)) return new Error(err.error || err.message);
  return err instanceof Error ? err : new Error(String(err));
}

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
