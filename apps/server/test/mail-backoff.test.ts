// Mail-bombing an address (issue 19): browsers that never signed in to an address get its sign-in mails
// 2, 5, 15, then 60 minutes apart, while a browser that signed in to it before (its HttpOnly 'known browser'
// cookie) is served at the usual 120 s cooldown — whoever keeps asking cannot stop the owner's own mails.
// The clock is moved by moving the address's rate-limit rows into the past. Before the fix a bot got a mail
// at every request from a new browser, about 35 an hour (seen failing).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_BROWSER_COOKIE } from '../src/auth/known-browsers.js';
import { ATTEMPT_COOKIE } from '../src/routes/auth/index.js';
import {
  attemptCookieOf,
  codeOf,
  countersOf,
  freshIp,
  post,
  startApp,
  startSmtpSink,
  type SmtpSink,
  type TestApp,
} from './auth-helpers.js';
import { backends } from './helpers.js';

let counter = 0;
const address = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

const knownCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE && c.value !== '');

describe.each(backends)('sign-in mails to one address (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await startApp(backend, { SMTP_URL: sink.url });
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await sink?.close();
  });

  /** Moves every counter of `email` `seconds` into the past: the clock moves on for this address. */
  const elapse = (email: string, seconds: number) =>
    app.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - make_interval(secs => ${seconds})
          WHERE ${countersOf(email)}`,
    );

  /** A browser: its cookies (attempt, known browser) kept between its calls, as a browser would. */
  function browser() {
    const jar = new Map<string, string>();
    const ip = freshIp();
    const keep = (res: LightMyRequestResponse) => {
      for (const c of res.cookies) {
        if (c.value === '') jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
      return res;
    };
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      jar,
      async ask(email: string) {
        const before = sink.countFor(email);
        const res = keep(
          await post(app, '/auth/login', { email }, { ip, headers: { cookie: cookie() } }),
        );
        return { res, mailed: res.statusCode === 200 && sink.countFor(email) > before };
      },
      async signIn(email: string) {
        const before = sink.countFor(email);
        const asked = await this.ask(email);
        expect(asked.res.statusCode, asked.res.body).toBe(200);
        const code = codeOf(await sink.waitFor(email, before));
        const res = keep(
          await post(
            app,
            '/auth/submit-email-code',
            { email, otpCode: code },
            { ip, headers: { cookie: cookie() } },
          ),
        );
        expect(res.statusCode, res.body).toBe(200);
        return res;
      },
    };
  }

  /** A bot: every request from a new browser (no cookie at all) and a new address. */
  const bot = async (email: string) => {
    const before = sink.countFor(email);
    const res = await post(app, '/auth/login', { email }, { ip: freshIp() });
    // Mails are sent before the answer: a count that did not move is a mail not sent.
    return { res, mailed: res.statusCode === 200 && sink.countFor(email) > before };
  };

  it('sets a long-lived HttpOnly cookie bound to the account at sign-in', async () => {
    const owner = browser();
    const res = await owner.signIn(address('cookie'));
    const cookie = knownCookieOf(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v2/auth',
      maxAge: 400 * 24 * 60 * 60,
    });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    // Stored only as a hash.
    const rows = (await app.db.execute(
      sql`SELECT token_hash FROM known_browsers WHERE token_hash = ${cookie?.value ?? ''}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });

  it('spaces a bot’s mails 2, 5, 15, then 60 minutes apart; the owner’s browser keeps the usual cooldown', async () => {
    const email = address('bombardeada');
    const owner = browser();
    await owner.signIn(email);

    expect((await bot(email)).mailed).toBe(true);
    for (const minutes of [2, 5, 15, 60, 60]) {
      // Just before the gap: refused with when to come back, and nothing mailed.
      await elapse(email, minutes * 60 - 2);
      const early = await bot(email);
      expect([early.res.statusCode, early.res.json(), early.mailed], `${minutes} min`).toEqual([
        429,
        { ok: false, error: 'Too many code requests' },
        false,
      ]);
      expect(Number(early.res.headers['retry-after'])).toBeLessThanOrEqual(2);
      // At the gap: mailed.
      await elapse(email, 2);
      const due = await bot(email);
      expect([due.res.statusCode, due.mailed], `${minutes} min`).toEqual([200, true]);
    }

    // Meanwhile the owner's browser asks as usual: a mail now, the next after the 120 s cooldown.
    const first = await owner.ask(email);
    expect([first.res.statusCode, first.mailed]).toEqual([200, true]);
    const again = await owner.ask(email);
    expect(again.res.statusCode).toBe(429);
    expect(Number(again.res.headers['retry-after'])).toBeGreaterThan(60);
    await elapse(email, 120);
    const second = await owner.ask(email);
    expect([second.res.statusCode, second.mailed]).toEqual([200, true]);
    // …while the bot still waits for its hour.
    expect((await bot(email)).res.statusCode).toBe(429);
  });

  it('does not let a browser known to another account past the back-off', async () => {
    const email = address('victima');
    const attacker = browser();
    await attacker.signIn(address('atacante'));
    expect(attacker.jar.has(KNOWN_BROWSER_COOKIE)).toBe(true);
    attacker.jar.delete(ATTEMPT_COOKIE);
    expect((await attacker.ask(email)).mailed).toBe(true);
    // A new attempt (no attempt cookie), the known-browser cookie of its own account kept.
    attacker.jar.delete(ATTEMPT_COOKIE);
    const second = await attacker.ask(email);
    expect([second.res.statusCode, second.mailed]).toEqual([429, false]);
  });

  it('starts a new streak after the owner signs in', async () => {
    const email = address('reinicio');
    expect((await bot(email)).mailed).toBe(true);
    expect((await bot(email)).mailed).toBe(false);
    // The owner on a new phone waits the first step, signs in, and the next browser is served at once.
    await elapse(email, 120);
    const phone = browser();
    await phone.signIn(email);
    const laptop = await bot(email);
    expect(laptop.mailed).toBe(true);
    const attempt = attemptCookieOf(laptop.res);
    expect(attempt).toBeDefined();
  });
});
