// Over https (PUBLIC_URL https://…) the session cookie is `__Host-panel_session` — Secure, Path=/, no
// Domain — so a page on a store subdomain cannot plant a session the panel would read, and the attempt
// cookie is `__Secure-panel_sign_in`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken } from '../src/auth/session.js';
import { users } from '../src/db/schema.js';
import {
  codeOf,
  freshIp,
  startApp,
  startSmtpSink,
  type SmtpSink,
  type TestApp,
} from './auth-helpers.js';
import { backends, PANEL_HEADERS } from './helpers.js';

describe.each(backends)('cookies over https (%s)', (backend) => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startApp(backend, { SMTP_URL: sink.url, PUBLIC_URL: 'https://panel.example' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v2${url}`,
      payload,
      headers: {
        ...PANEL_HEADERS,
        origin: 'https://panel.example',
        ...(cookie ? { cookie } : {}),
      },
      remoteAddress: freshIp(),
    });

  it('signs in with __Secure- attempt and __Host- session cookies', async () => {
    const email = `https-${Date.now()}@example.com`;
    const login = await call('POST', '/auth/login', undefined, { email });
    expect(login.statusCode, login.body).toBe(200);
    const attempt = login.cookies.find((c) => c.name === '__Secure-panel_sign_in')!;
    expect(attempt).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v2/auth',
    });
    expect(attempt.domain).toBeUndefined();
    const code = codeOf(await sink.waitFor(email));
    // The plain attempt cookie name is not read over https.
    const plain = await call('POST', '/auth/submit-email-code', `panel_sign_in=${attempt.value}`, {
      email,
      otpCode: code,
    });
    expect(plain.json()).toEqual({ ok: false, error: 'Sign-in attempt not found' });

    const res = await call(
      'POST',
      '/auth/submit-email-code',
      `__Secure-panel_sign_in=${attempt.value}`,
      { email, otpCode: code },
    );
    expect(res.statusCode, res.body).toBe(200);
    const session = res.cookies.find((c) => c.name === '__Host-panel_session')!;
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'panel_session')).toBeUndefined();
    const verify = await call('GET', '/auth/verify', `__Host-panel_session=${session.value}`);
    expect(verify.json()).toEqual({ ok: true });

    const out = await call('POST', '/auth/logout', `__Host-panel_session=${session.value}`);
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === '__Host-panel_session')!;
    expect(cleared).toMatchObject({ value: '', path: '/', secure: true });
    expect(
      (await call('GET', '/auth/verify', `__Host-panel_session=${session.value}`)).json(),
    ).toEqual({ ok: false });
  });

  it('does not read a session from the plain cookie name a subdomain could plant', async () => {
    const [user] = await t.app.db
      .insert(users)
      .values({ email: `planted-${Date.now()}@example.com`, onboardingLevel: '3' })
      .returning();
    const token = await createSessionToken(t.app.db, user!.id);
    expect((await call('GET', '/auth/verify', `panel_session=${token}`)).json()).toEqual({
      ok: false,
    });
    expect((await call('GET', '/auth/user-info', `panel_session=${token}`)).statusCode).toBe(401);
    expect((await call('GET', '/auth/verify', `__Host-panel_session=${token}`)).json()).toEqual({
      ok: true,
    });
  });
});
