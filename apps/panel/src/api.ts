// The app's single API client and query cache (spec §7 cache policy lives in @panel/api).
import { createPanelClient, createPanelQueryClient, isApiError } from '@panel/api';

// No window on the server (entry-server.tsx), whose renders make their own client over this base URL.
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/** Where /api/v2 lives: the panel is served by the API's own server. */
export const API_BASE_URL = `${origin}/api/v2`;

export const client = createPanelClient({ baseUrl: API_BASE_URL });
export const queryClient = createPanelQueryClient();

/**
 * Screens reject with the server's error text ('Code not found', 'LINK_IS_TAKEN'…) and map it to the
 * spec's Spanish toasts; this turns whatever a call threw into that text, with the answer's Retry-After
 * as `retryAfterSeconds` when it had one.
 */
export function asServerError(err: unknown): Error {
  if (isApiError(err)) {
    const error = new Error(err.error || err.message);
    return err.retryAfter === null
      ? error
      : Object.assign(error, { retryAfterSeconds: err.retryAfter });
  }
  return err instanceof Error ? err : new Error(String(err));
}
