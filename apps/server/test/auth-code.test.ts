// Sign-in by e-mailed code over real HTTP (app.inject) and a real SMTP server: the mail, the hashed
// storage, single use, expiry, the request cooldown and per-IP cap, the wrong-code budgets (measured),
// and parallel submissions of the right code.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_FAILURES,
  CODE_MAX_ATTEMPTS,
  codeMatches,
  purgeExpired,
} from '../src/auth/codes.js';
import {
  attemptCookieOf,
  codeOf,
  endCooldown,
  freshIp,
  get,
  post,
  rows,
  sessionCookieOf,
  signInByCode,
  startApp,
  startSmtpSink,
  type SmtpSink,
  type TestApp,
} from './auth-helpers.js';
import { clientLimitKey } from '../src/rate-limit/client-hash.js';
import { backends } from './helpers.js';

/** A code other than `code`. */
const wrong = (code: string, offset = 1) =>
  String((Number(code) + offset) % 10_000).padStart(4, '0');

let counter = 0;
const address = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

describe.each(backends)('sign-in by e-mail code (%s)', (backend) => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink((to) => to.startsWith('bounce'));
    // Every submission here comes from one client: its caps (auth-attempts.test.ts) are out of the way.
    t = await startApp(backend, {
      SMTP_URL: sink.url,
      SIGNIN_MAILS_PER_CLIENT_HOUR: '20',
      SIGNIN_FAILURES_PER_CLIENT_HOUR: '100000',
      SIGNIN_FAILURES_GLOBAL_HOUR: '100000',
    });
  });

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** The attempt id of the browser that last asked for a code, by address (one browser per address). */
  const attempts = new Map<string, string>();
  /** An attempt id no code belongs to. */
  const strangerAttempt = 'a'.repeat(43);

  /** Requests a code (fresh IP) and returns it, read from the SMTP sink. */
  async function requestCode(email: string): Promise<string> {
    const before = sink.countFor(email);
    const res = await post(
      t.app,
      '/auth/login',
      { email },
      { ip: freshIp(), attempt: attempts.get(email.toLowerCase()) },
    );
    expect(res.statusCode, res.body).toBe(200);
    attempts.set(email.toLowerCase(), attemptCookieOf(res)!);
    return codeOf(await sink.waitFor(email, before));
  }
  const readCode = async (email: string) =>
    codeOf(await sink.waitFor(email, sink.countFor(email) - 1));
  const submit = (email: string, otpCode: string) =>
    post(
      t.app,
      '/auth/submit-email-code',
      { email, otpCode },
      { attempt: attempts.get(email.toLowerCase()) ?? strangerAttempt },
    );

  it('mails a clear Spanish message with a 4-digit code through SMTP, and answers only ok', async () => {
    const email = address('mail');
    const res = await post(t.app, '/auth/login', { email }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { delivery: 'code' } });
    // The sign-in attempt: only this browser may submit the code.
    expect(res.cookies).toHaveLength(1);
    expect(res.cookies[0]).toMatchObject({
      name: 'panel_sign_in',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v2/auth',
      maxAge: 1800,
    });
    expect(res.cookies[0]!.value).toMatch(/^[\w-]{43}$/);

    const mail = await sink.waitFor(email);
    const code = codeOf(mail);
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.subject).toBe(`Tu código para ingresar a Panel: ${code}`);
    expect(mail.text).toContain(`Tu código para ingresar a Panel es: ${code}`);
    expect(mail.text).toContain('Vence en 10 minutos y solo se puede usar una vez.');
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.from?.value).toEqual([{ name: 'Panel', address: 'no-reply@localhost' }]);
    expect(sink.countFor(email)).toBe(1);
  });

  it('answers auth/login identically whether or not the address has an account', async () => {
    const known = address('known');
    await signInByCode(t.app, known, readCode);
    await endCooldown(t.app, known);
    const unknown = address('unknown');

    const a = await post(t.app, '/auth/login', { email: known }, { ip: freshIp() });
    const b = await post(t.app, '/auth/login', { email: unknown }, { ip: freshIp() });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    const shape = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => !['x-request-id', 'date'].includes(k))
        .sort();
    expect(shape(a.headers)).toEqual(shape(b.headers));
    // The account is created only once the code proves the address.
    expect(await rows(t.app, sql`SELECT id FROM users WHERE email = ${unknown}`)).toHaveLength(0);
  });

  it('stores codes only as salted hashes', async () => {
    const email = address('hash');
    const code = await requestCode(email);
    const stored = await rows<Record<string, unknown>>(
      t.app,
      sql`SELECT * FROM sign_in_codes WHERE email = ${email}`,
    );
    expect(stored).toHaveLength(1);
    const row = stored[0]!;
    expect(String(row.code_hash)).toMatch(/^scrypt\$/);
    for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
    // No field of `scrypt$salt$hash` is the code (base64 text may hold its digits by chance).
    expect(String(row.code_hash).split('$')).not.toContain(code);
    expect(await codeMatches(code, String(row.code_hash))).toBe(true);
    expect(await codeMatches(wrong(code), String(row.code_hash))).toBe(false);
    // And a second code for another address gets another salt.
    const other = address('hash');
    await requestCode(other);
    const [again] = await rows<{ code_hash: string }>(
      t.app,
      sql`SELECT code_hash FROM sign_in_codes WHERE email = ${other}`,
    );
    expect(again!.code_hash.split('$')[4]).not.toBe(String(row.code_hash).split('$')[4]);
  });

  it('signs a new address in: session cookie, isNewUser, a user at level 1 in the US', async () => {
    const email = address('new');
    const code = await requestCode(email);
    const res = await submit(email.toUpperCase(), code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { isNewUser: true } });
    const cookie = res.cookies.find((c) => c.name === 'panel_session')!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();

    const [user] = await rows<{ onboarding_level: string; country: string }>(
      t.app,
      sql`SELECT onboarding_level, country FROM users WHERE email = ${email}`,
    );
    expect(user).toEqual({ onboarding_level: '1', country: 'US' });
    const verify = await get(t.app, '/auth/verify', { session: cookie.value });
    expect(verify.json()).toEqual({ ok: true });
  });

  it('answers isNewUser false for an account that finished onboarding, with a new session', async () => {
    const email = address('old');
    const first = await signInByCode(t.app, email, readCode);
    await t.app.db.execute(sql`UPDATE users SET onboarding_level = '3' WHERE email = ${email}`);
    await endCooldown(t.app, email);
    const second = await signInByCode(t.app, email, readCode);
    expect(first.isNewUser).toBe(true);
    expect(second.isNewUser).toBe(false);
    expect(second.session).not.toBe(first.session);
    const [{ n }] = (await rows<{ n: number }>(
      t.app,
      sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('refuses a wrong code with Code not found, an unrequested or used one with Sign-in attempt not found', async () => {
    const email = address('wrong');
    const code = await requestCode(email);
    const bad = await submit(email, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ok: false, error: 'Code not found' });
    expect(bad.headers['set-cookie']).toBeUndefined();

    // No live code of this browser for the address: the answer does not say whether anyone else has one.
    const never = await submit(address('never'), '1234');
    expect([never.statusCode, never.json()]).toEqual([
      400,
      { ok: false, error: 'Sign-in attempt not found' },
    ]);

    expect((await submit(email, code)).statusCode).toBe(200);
    const reused = await submit(email, code);
    expect([reused.statusCode, reused.json()]).toEqual([
      400,
      { ok: false, error: 'Sign-in attempt not found' },
    ]);
  });

  // Mutant killed: without the address in the live-code lookup (`eq(signInCodes.email, email)` in
  // auth/codes.ts), a code mailed to oneself signs in as any address.
  it('refuses a live code submitted under another address: no user, no session, no limit of the victim moved', async () => {
    const attacker = address('thief');
    const victim = address('victim');
    const code = await requestCode(attacker);
    const res = await post(
      t.app,
      '/auth/submit-email-code',
      { email: victim, otpCode: code },
      { attempt: attempts.get(attacker) },
    );
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { ok: false, error: 'Sign-in attempt not found' },
    ]);
    expect(res.cookies.find((c) => c.name === 'panel_session')).toBeUndefined();
    const victims = await rows<{ n: number }>(
      t.app,
      sql`SELECT count(*)::int AS n FROM users WHERE email = ${victim}`,
    );
    expect(victims[0]?.n).toBe(0);
    const counters = await rows<{ scope: string }>(
      t.app,
      sql`SELECT scope FROM rate_limits WHERE key LIKE ${`%${victim}%`}`,
    );
    expect(counters).toEqual([]);
    // The code is still the attacker's own, unspent.
    expect((await submit(attacker, code)).statusCode).toBe(200);
  });

  it('voids the previous code when a new one is sent to the same browser', async () => {
    const email = address('void');
    let first = await requestCode(email);
    await endCooldown(t.app, email);
    let second = await requestCode(email);
    while (second === first) {
      // 1 in 10 000: ask again so the two codes differ.
      await endCooldown(t.app, email);
      first = second;
      second = await requestCode(email);
    }
    const old = await submit(email, first);
    expect([old.statusCode, old.json()]).toEqual([400, { ok: false, error: 'Code not found' }]);
    expect((await submit(email, second)).statusCode).toBe(200);
  });

  it('gives a code 10 minutes at most and refuses it afterwards with Otp is expired', async () => {
    const email = address('expired');
    const code = await requestCode(email);
    const [life] = await rows<{ seconds: number }>(
      t.app,
      sql`SELECT extract(epoch from expires_at - created_at)::int AS seconds FROM sign_in_codes WHERE email = ${email}`,
    );
    expect(life!.seconds).toBe(600);
    await t.app.db.execute(
      sql`UPDATE sign_in_codes SET created_at = created_at - interval '601 seconds',
          expires_at = expires_at - interval '601 seconds' WHERE email = ${email}`,
    );
    const res = await submit(email, code);
    expect([res.statusCode, res.json()]).toEqual([400, { ok: false, error: 'Otp is expired' }]);
  });

  it('sends one code per address and browser per 120 s: 429 Too many code requests with Retry-After', async () => {
    const email = address('cooldown');
    await requestCode(email);
    const again = await post(
      t.app,
      '/auth/login',
      { email: email.toUpperCase() },
      { ip: freshIp(), attempt: attempts.get(email) },
    );
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ ok: false, error: 'Too many code requests' });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(sink.countFor(email)).toBe(1);
    // Once the 120 s have passed, a new code goes out.
    await endCooldown(t.app, email);
    await requestCode(email);
    expect(sink.countFor(email)).toBe(2);
  });

  it('mails at most SIGNIN_MAILS_PER_CLIENT_HOUR codes per IP address an hour, in a token bucket', async () => {
    const ip = freshIp();
    expect(t.app.config.signInLimits.mailsPerClientHour).toBe(20);
    for (let i = 0; i < 20; i++) {
      const res = await post(t.app, '/auth/login', { email: address('ip') }, { ip });
      expect(res.statusCode, `mail ${i + 1}`).toBe(200);
    }
    const email = address('ip');
    const refused = await post(t.app, '/auth/login', { email }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, error: 'Too many code requests' });
    // One mail back every 3600 / 20 = 180 s (a fixed window would have said "in an hour", then handed
    // out 20 more at once).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(120);
    expect(retryAfter).toBeLessThanOrEqual(180);
    expect(sink.countFor(email)).toBe(0);
    // The refused request did not start that address's cooldown: from another network it goes through.
    expect((await post(t.app, '/auth/login', { email }, { ip: freshIp() })).statusCode).toBe(200);
    // 180 s later: one more mail, not a new hour's worth.
    await t.app.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '180 seconds'
          WHERE scope = 'code-request:ip' AND key = ${await clientLimitKey(t.app.db, ip)}`,
    );
    expect((await post(t.app, '/auth/login', { email: address('ip') }, { ip })).statusCode).toBe(
      200,
    );
    expect((await post(t.app, '/auth/login', { email: address('ip') }, { ip })).statusCode).toBe(
      429,
    );
  });

  // Mutant killed: a server that trusts X-Forwarded-For without TRUST_PROXY (`trustProxy: true` in
  // app.ts) lets one client pose as twenty-one.
  it('without TRUST_PROXY, a forged X-Forwarded-For does not escape the per-client mail cap', async () => {
    expect(t.app.config.trustProxyHops).toBe(0);
    const ip = freshIp();
    const asked = (i: number) =>
      post(
        t.app,
        '/auth/login',
        { email: address('forged') },
        { ip, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
      );
    for (let i = 0; i < 20; i++) expect((await asked(i)).statusCode, `mail ${i + 1}`).toBe(200);
    expect((await asked(20)).statusCode).toBe(429);
  });

  it('allows 5 wrong tries per code; then even the right code is refused with 429 Too many attempts', async () => {
    const email = address('per-code');
    const code = await requestCode(email);
    let wrongAllowed = 0;
    for (let i = 1; i <= 20; i++) {
      const res = await submit(email, wrong(code, i));
      if (res.statusCode !== 400) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ ok: false, error: 'Too many attempts' });
        break;
      }
      expect(res.json()).toEqual({ ok: false, error: 'Code not found' });
      wrongAllowed += 1;
    }
    expect(wrongAllowed).toBe(CODE_MAX_ATTEMPTS);
    expect(wrongAllowed).toBe(5);
    const right = await submit(email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ ok: false, error: 'Too many attempts' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(right.headers['set-cookie']).toBeUndefined();
    // A new code gives new tries.
    await endCooldown(t.app, email);
    expect((await submit(email, await requestCode(email))).statusCode).toBe(200);
  });

  it('allows 10 wrong codes per address across resends; the next mail then carries a link, not a code', async () => {
    const email = address('per-address');
    let wrongAllowed = 0;
    let codesRequested = 0;
    let lastCode = '';
    // Request codes and spend wrong tries until the address's budget is spent.
    for (;;) {
      await endCooldown(t.app, email);
      const res = await post(
        t.app,
        '/auth/login',
        { email },
        { ip: freshIp(), attempt: attempts.get(email) },
      );
      expect(res.statusCode).toBe(200);
      if ((res.json() as { data: { delivery: string } }).data.delivery === 'link') break;
      attempts.set(email, attemptCookieOf(res)!);
      lastCode = await readCode(email);
      codesRequested += 1;
      for (let i = 1; i <= 10; i++) {
        const wrongOne = await submit(email, wrong(lastCode, i));
        if (wrongOne.statusCode === 429) {
          expect(wrongOne.json()).toEqual({ ok: false, error: 'Too many attempts' });
          break;
        }
        expect(wrongOne.statusCode).toBe(400);
        wrongAllowed += 1;
      }
      expect(codesRequested).toBeLessThan(10);
    }
    expect(wrongAllowed).toBe(ADDRESS_MAX_FAILURES);
    expect(wrongAllowed).toBe(10);
    expect(codesRequested).toBe(2);

    // The mail of that request carries a link, not a code; the last code no longer works: the address's
    // budget refuses even the right one.
    const mail = await sink.waitFor(email, codesRequested);
    expect(mail.subject).toBe('Tu enlace para ingresar a Panel');
    expect(mail.text).not.toMatch(/Panel es: \d{4}/);
    const right = await submit(email, lastCode);
    expect([right.statusCode, right.json()]).toEqual([
      429,
      { ok: false, error: 'Too many attempts' },
    ]);
    expect(right.headers['set-cookie']).toBeUndefined();

    // The budget refills at 10 per 30 days: 3 days later one wrong code is allowed again, and the mail
    // is a code again.
    await t.app.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '3 days'
          WHERE scope = 'code-failure:address' AND key = ${email}`,
    );
    await endCooldown(t.app, email);
    const code = await requestCode(email);
    expect((await submit(email, wrong(code))).statusCode).toBe(400);
    expect((await submit(email, code)).statusCode).toBe(429);
  });

  it('gives exactly one session to 20 parallel submissions of the right code', async () => {
    const email = address('race');
    const code = await requestCode(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(email, code)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const r of answers.filter((a) => a.statusCode === 400)) {
      expect(r.json()).toEqual({ ok: false, error: 'Sign-in attempt not found' });
    }
    expect(answers.filter((r) => sessionCookieOf(r))).toHaveLength(1);
    const [{ n }] = (await rows<{ n: number }>(
      t.app,
      sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    expect(await rows(t.app, sql`SELECT id FROM users WHERE email = ${email}`)).toHaveLength(1);
  });

  it('answers 500 when the mail server refuses the message, and lets the user ask again at once', async () => {
    const email = address('bounce');
    const res = await post(t.app, '/auth/login', { email }, { ip: freshIp() });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ ok: false, error: 'Internal error' });
    // The cooldown was lifted and the stored code voided.
    const again = await post(t.app, '/auth/login', { email }, { ip: freshIp() });
    expect(again.statusCode).toBe(500);
    const live = await rows(
      t.app,
      sql`SELECT id FROM sign_in_codes WHERE email = ${email} AND used_at IS NULL`,
    );
    expect(live).toHaveLength(0);
  });

  it('purges codes, counters and sessions no rule needs any more, and keeps the live ones', async () => {
    const email = address('purge');
    await signInByCode(t.app, email, readCode);
    await signInByCode(t.app, address('purge-kept'), readCode);
    await requestCode(address('purge-live'));
    await t.app.db.execute(
      sql`UPDATE sign_in_codes SET created_at = now() - interval '3 days', expires_at = now() - interval '2 days'
          WHERE email = ${email}`,
    );
    await t.app.db.execute(
      sql`INSERT INTO rate_limits (scope, key, count, window_start)
          VALUES ('code-failure:address', ${email}, 3, now() - interval '40 days')
          ON CONFLICT (scope, key) DO UPDATE SET window_start = excluded.window_start`,
    );
    await t.app.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '2 days'
          WHERE user_id = (SELECT id FROM users WHERE email = ${email})`,
    );
    const count = async (query: ReturnType<typeof sql>) =>
      ((await rows<{ n: number }>(t.app, query))[0] as { n: number }).n;
    await purgeExpired(t.app.db);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM sign_in_codes WHERE email = ${email}`),
    ).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = ${email} AND scope = 'code-failure:address'`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`,
      ),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM sign_in_codes WHERE expires_at > now()`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM sessions WHERE expires_at > now()`),
    ).toBeGreaterThan(0);
  });

  it('refuses unsafe calls without the CSRF header, and invalid bodies', async () => {
    const email = address('csrf');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email },
      headers: { origin: 'https://evil.example' },
    });
    expect([forged.statusCode, forged.json()]).toEqual([403, { ok: false, error: 'Forbidden' }]);
    expect(sink.countFor(email)).toBe(0);

    for (const [url, body] of [
      ['/auth/login', { email: 'not-an-address' }],
      ['/auth/login', {}],
      ['/auth/submit-email-code', { email, otpCode: '12a4' }],
      ['/auth/submit-email-code', { email, otpCode: '123' }],
      ['/auth/submit-email-code', { email, otpCode: '1234', extra: 1 }],
    ] as const) {
      const res = await post(t.app, url, body, { ip: freshIp() });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { error: string }).error).toMatch(/^Invalid request/);
    }
  });
});
