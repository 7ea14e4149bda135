// A code life shorter than the 120 s request cooldown (OTP_TTL_SECONDS, as the e2e tests use): once the
// code has expired the client resends at once (spec §4), so the cooldown must not outlast the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptCookieOf,
  codeOf,
  freshIp,
  post,
  startApp,
  startSmtpSink,
  type SmtpSink,
  type TestApp,
} from './auth-helpers.js';
import { backends } from './helpers.js';

const TTL_SECONDS = 2;

describe.each(backends)('a code that lives less than the cooldown (%s)', (backend) => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink(() => false);
    t = await startApp(backend, { SMTP_URL: sink.url, OTP_TTL_SECONDS: String(TTL_SECONDS) });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('refuses a second code while the first lives, and sends one as soon as it has expired', async () => {
    const email = `short-ttl-${Date.now()}@example.com`;
    const ip = freshIp();
    const login = await post(t.app, '/auth/login', { email }, { ip });
    expect(login.statusCode).toBe(200);
    const attempt = attemptCookieOf(login);
    const first = codeOf(await sink.waitFor(email, 0));

    const early = await post(t.app, '/auth/login', { email }, { ip, attempt });
    expect([early.statusCode, early.json()]).toEqual([
      429,
      { ok: false, error: 'Too many code requests' },
    ]);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(TTL_SECONDS);

    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 200));
    const expired = await post(
      t.app,
      '/auth/submit-email-code',
      { email, otpCode: first },
      { attempt },
    );
    expect([expired.statusCode, expired.json()]).toEqual([
      400,
      { ok: false, error: 'Otp is expired' },
    ]);

    // The back-off of browsers that never signed in to the address (issue 19) shrinks with the code's
    // life as the cooldown does: its first step is over too.
    const resend = await post(t.app, '/auth/login', { email }, { ip, attempt });
    expect(attemptCookieOf(resend)).toBe(attempt);
    expect(resend.statusCode, resend.body).toBe(200);
    const second = codeOf(await sink.waitFor(email, 1));
    const signedIn = await post(
      t.app,
      '/auth/submit-email-code',
      { email, otpCode: second },
      { attempt },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  }, 60_000);
});
