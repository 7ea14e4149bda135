// Sessions and the signed-in calls over an app without SMTP_URL: the code goes to $DATA_DIR/outbox (and
// never to the log); auth/verify, auth/user-info, auth/logout (POST, and GET for same-origin
// navigations only), idle and absolute expiry, Google not configured.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, hashToken, IDLE_TIMEOUT_MS } from '../src/auth/session.js';
import {
  attemptCookieOf,
  codeOf,
  freshIp,
  get,
  post,
  readOutbox,
  rows,
  sessionCookieOf,
  signInByCode,
  startApp,
  type TestApp,
} from './auth-helpers.js';
import { backends } from './helpers.js';

let counter = 0;
const address = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

describe.each(backends)('sessions and the outbox (%s)', (backend) => {
  let t: TestApp;
  let outboxDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString('utf8'));
        callback();
      },
    });
    t = await startApp(backend, { OTP_TTL_SECONDS: '300' }, { logger: { level: 'info', stream } });
    outboxDir = t.app.config.outboxDir;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  /** The code of the newest outbox mail to `email`. */
  async function outboxCode(email: string): Promise<string> {
    const mails = (await readOutbox(outboxDir)).filter((m) =>
      (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text === email),
    );
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no outbox mail for ${email}`);
    return codeOf(mail);
  }
  const signIn = (email = address('user')) => signInByCode(t.app, email, outboxCode);

  it('writes the code mail to $DATA_DIR/outbox as an .eml file and logs where, never the code, without SMTP_URL', async () => {
    const email = address('outbox');
    const res = await post(t.app, '/auth/login', { email }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { delivery: 'code' } });
    const mails = (await readOutbox(outboxDir)).filter((m) => m.text?.includes('Panel es:'));
    const mail = mails.find((m) => (Array.isArray(m.to) ? m.to : [m.to])[0]?.text === email)!;
    const code = codeOf(mail);
    expect(mail.subject).toBe(`Tu código para ingresar a Panel: ${code}`);
    // OTP_TTL_SECONDS shortens the code's life, and the mail says so.
    expect(mail.text).toContain('Vence en 5 minutos');
    const [life] = await rows<{ seconds: number }>(
      t.app,
      sql`SELECT extract(epoch from expires_at - created_at)::int AS seconds FROM sign_in_codes WHERE email = ${email}`,
    );
    expect(life!.seconds).toBe(300);
    const line = logLines.find((l) => l.includes(email) && l.includes('outbox'));
    expect(line).toBeDefined();
    expect(line).toContain('.eml');
    // No log line carries the code (whoever reads the logs must not be able to sign in).
    // (As a number of its own: a 13-digit timestamp holds any 4 digits now and then.)
    const codeAsNumber = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    for (const l of logLines) {
      expect(l).not.toMatch(codeAsNumber);
      expect(l).not.toContain('Tu código');
    }
    // The code from the outbox signs in.
    const signedIn = await post(
      t.app,
      '/auth/submit-email-code',
      { email, otpCode: code },
      { attempt: attemptCookieOf(res) },
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('auth/verify answers ok true only with a live session, status 200 either way', async () => {
    const none = await get(t.app, '/auth/verify');
    expect([none.statusCode, none.json()]).toEqual([200, { ok: false }]);
    const forged = await get(t.app, '/auth/verify', { session: 'x'.repeat(43) });
    expect([forged.statusCode, forged.json()]).toEqual([200, { ok: false }]);
    const { session } = await signIn();
    const live = await get(t.app, '/auth/verify', { session });
    expect([live.statusCode, live.json()]).toEqual([200, { ok: true }]);
  });

  it('auth/user-info answers the user, no store yet and the onboarding level; 401 without a session', async () => {
    const anonymous = await get(t.app, '/auth/user-info');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { ok: false, error: 'Not authenticated' },
    ]);
    const email = address('info');
    const { session } = await signIn(email);
    const res = await get(t.app, '/auth/user-info', { session });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { user: { id: string } } };
    expect(body).toEqual({
      ok: true,
      data: {
        user: {
          id: body.data.user.id,
          name: '',
          email,
          picture: null,
          country: 'US',
          phone: null,
          phoneArea: null,
        },
        store: null,
        storeConfiguration: null,
        userOnboarding: { level: '1' },
      },
    });
  });

  it('auth/logout revokes the session and clears the cookie; the old cookie then gets 401', async () => {
    const { session } = await signIn();
    const out = await post(t.app, '/auth/logout', undefined, { session });
    expect([out.statusCode, out.json()]).toEqual([200, { ok: true }]);
    const cleared = out.cookies.find((c) => c.name === 'panel_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);
    expect(cleared.path).toBe('/');

    expect((await get(t.app, '/auth/verify', { session })).json()).toEqual({ ok: false });
    const info = await get(t.app, '/auth/user-info', { session });
    expect([info.statusCode, info.json()]).toEqual([
      401,
      { ok: false, error: 'Not authenticated' },
    ]);
    const [row] = await rows<{ revoked: boolean }>(
      t.app,
      sql`SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE token_hash = ${hashToken(session)}`,
    );
    expect(row!.revoked).toBe(true);
    // Idempotent: without (or with a dead) session it still answers ok.
    expect((await post(t.app, '/auth/logout', undefined)).json()).toEqual({ ok: true });
    expect((await post(t.app, '/auth/logout', undefined, { session })).json()).toEqual({
      ok: true,
    });
    // POST is an unsafe call: without the panel's header it is refused.
    const other = await signIn();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      headers: { cookie: `panel_session=${other.session}` },
    });
    expect(forged.statusCode).toBe(403);
    expect((await get(t.app, '/auth/verify', { session: other.session })).json()).toEqual({
      ok: true,
    });
    // It takes no body; a malformed one is refused with the declared 400 and the session stays.
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      headers: {
        cookie: `panel_session=${other.session}`,
        'x-panel-request': '1',
        'content-type': 'application/json',
      },
      payload: '{"',
    });
    expect([malformed.statusCode, malformed.json().ok]).toEqual([400, false]);
    expect((await get(t.app, '/auth/verify', { session: other.session })).json()).toEqual({
      ok: true,
    });
  });

  it('GET auth/logout signs out only same-origin navigations; a link or image elsewhere changes nothing', async () => {
    const { session } = await signIn();
    const viaGet = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v2/auth/logout',
        headers: { cookie: `panel_session=${session}`, ...headers },
      });
    for (const headers of [
      {} as Record<string, string>,
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
    ]) {
      const res = await viaGet(headers);
      expect([res.statusCode, res.json()], JSON.stringify(headers)).toEqual([
        403,
        { ok: false, error: 'Forbidden' },
      ]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await get(t.app, '/auth/verify', { session })).json()).toEqual({ ok: true });

    const same = await viaGet({ 'sec-fetch-site': 'same-origin' });
    expect([same.statusCode, same.json()]).toEqual([200, { ok: true }]);
    expect((await get(t.app, '/auth/verify', { session })).json()).toEqual({ ok: false });
    // Typed in the address bar, or an old browser sending the panel's own Origin.
    expect((await viaGet({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await viaGet({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });

  it('a sign-in replaces the session the browser already had', async () => {
    const email = address('replace');
    const first = await signIn(email);
    await t.app.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '1 day' WHERE key = ${email}`,
    );
    const login = await post(t.app, '/auth/login', { email }, { ip: freshIp() });
    const res = await post(
      t.app,
      '/auth/submit-email-code',
      { email, otpCode: await outboxCode(email) },
      { session: first.session, attempt: attemptCookieOf(login) },
    );
    const second = sessionCookieOf(res)!;
    expect(second).toBeDefined();
    expect((await get(t.app, '/auth/verify', { session: first.session })).json()).toEqual({
      ok: false,
    });
    expect((await get(t.app, '/auth/verify', { session: second })).json()).toEqual({ ok: true });
  });

  it('ends a session idle for 7 days, and keeps one in use alive', async () => {
    const idle = await signIn();
    const used = await signIn();
    const idleDays = IDLE_TIMEOUT_MS / 86_400_000;
    expect(idleDays).toBe(7);
    await t.app.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - make_interval(days => ${idleDays}, secs => 1)
          WHERE token_hash = ${hashToken(idle.session)}`,
    );
    await t.app.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - make_interval(days => ${idleDays - 1})
          WHERE token_hash = ${hashToken(used.session)}`,
    );
    expect((await get(t.app, '/auth/verify', { session: idle.session })).json()).toEqual({
      ok: false,
    });
    expect((await get(t.app, '/auth/user-info', { session: idle.session })).statusCode).toBe(401);
    // Used 6 days after its last use: alive, and its idle clock starts again.
    expect((await get(t.app, '/auth/verify', { session: used.session })).json()).toEqual({
      ok: true,
    });
    const [seen] = await rows<{ age: number }>(
      t.app,
      sql`SELECT extract(epoch from now() - last_seen_at)::int AS age FROM sessions WHERE token_hash = ${hashToken(used.session)}`,
    );
    expect(seen!.age).toBeLessThan(60);
  });

  it('ends a session 30 days after sign-in however much it is used', async () => {
    const { session } = await signIn();
    expect(ABSOLUTE_TIMEOUT_MS / 86_400_000).toBe(30);
    const [row] = await rows<{ days: number }>(
      t.app,
      sql`SELECT round(extract(epoch from expires_at - created_at) / 86400)::int AS days FROM sessions WHERE token_hash = ${hashToken(session)}`,
    );
    expect(row!.days).toBe(30);
    await t.app.db.execute(
      sql`UPDATE sessions SET created_at = created_at - interval '30 days', expires_at = now() - interval '1 second',
          last_seen_at = now() WHERE token_hash = ${hashToken(session)}`,
    );
    expect((await get(t.app, '/auth/verify', { session })).json()).toEqual({ ok: false });
    expect((await get(t.app, '/auth/user-info', { session })).statusCode).toBe(401);
  });

  it('answers 400 Google sign-in is not configured without GOOGLE_CLIENT_ID', async () => {
    for (const type of ['credential', 'code']) {
      const res = await post(t.app, '/auth/google', { type, value: 'anything' });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { ok: false, error: 'Google sign-in is not configured' },
      ]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
