// A refused code request that says how long to wait: hosts reject `onSubmitEmail`/`onResend` with an
// error carrying the server's Retry-After as `retryAfterSeconds`.
import { es } from '../i18n/es';

/** The usual wait between two codes to one browser (the spec's 2 minutes). */
const USUAL_WAIT_SECONDS = 120;

/**
 * The toast for a refusal longer than the usual 2 minutes ('podrás pedir otro código en 5 minutos'), or
 * null when the reason says no such wait.
 */
export function longWaitText(reason: unknown): string | null {
  const seconds =
    reason !== null && typeof reason === 'object' && 'retryAfterSeconds' in reason
      ? Number(reason.retryAfterSeconds)
      : NaN;
  if (!Number.isFinite(seconds) || seconds <= USUAL_WAIT_SECONDS) return null;
  return es.login.toasts.codeRequestWait(Math.ceil(seconds / 60));
}
