import { RESEND_COOLDOWN_SECONDS } from './constants';

/**
 * Seconds left before a new code may be requested, from the time of the last request (ms since
 * epoch) and now: 120 right after a request, 0 from 120 s on, clamped to [0, 120] (a future
 * timestamp from a skewed clock gives 120). No previous request gives 0.
 */
export function codeSecondsLeft(lastRequestMs: number | null | undefined, nowMs: number): number {
  if (lastRequestMs === null || lastRequestMs === undefined || !Number.isFinite(lastRequestMs)) {
    return 0;
  }
  const left = Math.ceil((RESEND_COOLDOWN_SECONDS * 1000 - (nowMs - lastRequestMs)) / 1000);
  return Math.min(Math.max(left, 0), RESEND_COOLDOWN_SECONDS);
}

/** True when the countdown has reached zero (the resend link shows). */
export function canResendCode(lastRequestMs: number | null | undefined, nowMs: number): boolean {
  return codeSecondsLeft(lastRequestMs, nowMs) === 0;
}

/** Formats seconds as mm:ss, e.g. 120 → '02:00', 5 → '00:05'. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(total / 60)
    .toString()
    .padStart(2, '0');
  const ss = (total % 60).toString().padStart(2, '0');
  return `${mm}:${ss}`;
}
