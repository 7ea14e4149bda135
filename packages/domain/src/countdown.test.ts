import { describe, expect, it } from 'vitest';
import { canResendCode, codeSecondsLeft, formatCountdown } from './countdown';

const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('codeSecondsLeft', () => {
  it('counts down 120 seconds from the last request', () => {
    expect(codeSecondsLeft(t0, t0)).toBe(120);
    expect(codeSecondsLeft(t0, t0 + 500)).toBe(120);
    expect(codeSecondsLeft(t0, t0 + 1000)).toBe(119);
    expect(codeSecondsLeft(t0, t0 + 60_000)).toBe(60);
    expect(codeSecondsLeft(t0, t0 + 119_001)).toBe(1);
    expect(codeSecondsLeft(t0, t0 + 120_000)).toBe(0);
  });

  it('is clamped to [0, 120]', () => {
    expect(codeSecondsLeft(t0, t0 + 3_600_000)).toBe(0);
    expect(codeSecondsLeft(t0 + 30_000, t0)).toBe(120);
  });

  it('is 0 without a previous request', () => {
    expect(codeSecondsLeft(null, t0)).toBe(0);
    expect(codeSecondsLeft(undefined, t0)).toBe(0);
    expect(codeSecondsLeft(Number.NaN, t0)).toBe(0);
  });

  it('allows a resend only at zero', () => {
    expect(canResendCode(t0, t0 + 119_999)).toBe(false);
    expect(canResendCode(t0, t0 + 120_000)).toBe(true);
  });
});

describe('formatCountdown', () => {
  it('writes mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(119)).toBe('01:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
