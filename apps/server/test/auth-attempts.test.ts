// Who can spend a merchant's guesses, and who can keep the merchant out (issue 11, "Sign-in by code"),
// over app.inject and a real SMTP sink:
// - a code belongs to the browser that asked for it (the attempt cookie); anyone else is refused, with one
//   answer whether or not someone is signing in, before any budget of the address moves;
// - asking for codes from another browser neither holds the owner's countdown nor voids the owner's code,
//   and once codes go unused too often the mails carry one-click links: no lockout without the mailbox;
// - once an address's budget is spent, its mail carries a one-click link;
// - failed submissions per client (IPv6 by /64) and wrong codes platform-wide, in token buckets: no window
//   boundary doubles a budget, and the platform's ceiling never refuses a right code;
// - the request limits are looked at before any transaction; the per-client mail cap is a setting.
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  failuresPerClient,
  issueCode,
  newSecret,
  submitCode,
  type CodeSignIn,
} from '../src/auth/codes.js';
import { loadConfig } from '../src/config.js';
import { clientLimitKey } from '../src/rate-limit/client-hash.js';
import { take } from '../src/rate-limit/index.js';
import {
  attemptCookieOf,
  codeOf,
  countersOf,
  endCooldown,
  endBackoff,
  freshIp,
  get,
  knownCookieOf,
  post,
  rows,
  sessionCookieOf,
  startApp,
  startSmtpSink,
  type SmtpSink,
  type TestApp,
} from './auth-helpers.js';
import { backends } from './helpers.js';

const wrong = (code: string, offset = 1) =>
  String((Number(code) + offset) % 10_000).padStart(4, '0');

let counter = 0;
const address = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;
/** A well-formed attempt id that no code belongs to. */
const forgedAttempt = () => `${'b'.repeat(40)}${String(++counter).padStart(3, '0')}`;

/** The token of a sign-in link mail (from the URL in its text). */
function linkTokenOf(mail: ParsedMail): string {
  const match = /\/login\/enlace#token=([\w-]{22})\b/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no link in the mail: ${mail.text ?? ''}`);
  return match[1];
}

describe.each(backends)('who can spend the guesses of a sign-in code (%s)', (backend) => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startApp(backend, {
      SMTP_URL: sink.url,
      SIGNIN_FAILURES_PER_CLIENT_HOUR: '6',
      SIGNIN_FAILURES_GLOBAL_HOUR: '100000',
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** A browser: keeps its attempt cookie across calls, and has its own client address. */
  function browser(ip = freshIp()) {
    let attempt: string | undefined;
    let known: string | undefined;
    return {
      ip,
      get attempt() {
        return attempt;
      },
      async login(email: string) {
        const res = await post(t.app, '/auth/login', { email }, { ip, attempt, known });
        attempt = attemptCookieOf(res) ?? attempt;
        return res;
      },
      /** Keeps the known-browser cookie a sign-in of this browser set (issue 19). */
      signedIn(res: LightMyRequestResponse) {
        known = knownCookieOf(res) ?? known;
        attempt = undefined;
      },
      /** Requests a code and reads it from the sink. */
      async code(email: string) {
        const before = sink.countFor(email);
        const res = await this.login(email);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ok: true, data: { delivery: 'code' } });
        return codeOf(await sink.waitFor(email, before));
      },
      submit(email: string, otpCode: string) {
        return post(t.app, '/auth/submit-email-code', { email, otpCode }, { ip, attempt });
      },
    };
  }

  /**
   * Spends wrong codes of `email` until the address's budget refuses (the next request is then a link)
   * or `max` are spent; answers how many wrong codes were taken (answered 400). Each code is asked for
   * from a browser on another network, so the per-client cap (6 here) does not get in the way.
   */
  async function spendWrongCodes(email: string, max = 100): Promise<number> {
    let spent = 0;
    for (let round = 0; spent < max; round++) {
      if (round > 30) throw new Error('the budget never ran out');
      const b = browser();
      await endCooldown(t.app, email);
      const before = sink.countFor(email);
      const res = await b.login(email);
      expect(res.statusCode, res.body).toBe(200);
      if ((res.json() as { data: { delivery: string } }).data.delivery === 'link') return spent;
      const code = codeOf(await sink.waitFor(email, before));
      for (let i = 1; spent < max; i++) {
        const answer = await b.submit(email, wrong(code, i));
        if (answer.statusCode === 429) break;
        expect(answer.statusCode, answer.body).toBe(400);
        spent += 1;
      }
    }
    return spent;
  }

  const counters = (email: string) =>
    rows<{ scope: string }>(t.app, sql`SELECT scope FROM rate_limits WHERE ${countersOf(email)}`);

  it('refuses a code from a browser that did not ask for it, before any budget moves', async () => {
    const email = address('bound');
    const owner = browser();
    const code = await owner.code(email);
    const attacker = browser();
    // Every counter but the attacker's own (its failures are its client's to pay), keyed by its address's
    // hash (issue 21).
    const attackerKey = await clientLimitKey(t.app.db, attacker.ip);
    const others = async () =>
      rows(
        t.app,
        sql`SELECT scope, key, count, window_start FROM rate_limits
            WHERE key <> ${attackerKey} ORDER BY scope, key`,
      );
    const before = await others();

    // No attempt cookie, or someone else's: 400, whatever the code (even the right one).
    for (const attempt of [undefined, forgedAttempt()]) {
      for (const otpCode of [wrong(code), code]) {
        const res = await post(
          t.app,
          '/auth/submit-email-code',
          { email, otpCode },
          { ip: attacker.ip, attempt },
        );
        expect([res.statusCode, res.json()]).toEqual([
          400,
          { ok: false, error: 'Sign-in attempt not found' },
        ]);
        expect(sessionCookieOf(res)).toBeUndefined();
      }
    }
    // 100 more guesses change nothing either.
    for (let i = 0; i < 100; i++) {
      const res = await post(
        t.app,
        '/auth/submit-email-code',
        { email, otpCode: wrong(code, i + 1) },
        { ip: attacker.ip },
      );
      expect(res.statusCode).toBe(400);
    }
    const [live] = await rows<{ attempts: number }>(
      t.app,
      sql`SELECT attempts FROM sign_in_codes WHERE email = ${email} AND used_at IS NULL`,
    );
    expect(live!.attempts).toBe(0);
    expect((await counters(email)).map((c) => c.scope).sort()).toEqual([
      'code-request:address',
      'code-request:attempt',
      'mail-backoff:address',
    ]);
    expect(await others()).toEqual(before);

    // The owner's browser still signs in with its code, and the attempt cookie is then cleared.
    const res = await owner.submit(email, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).toBeDefined();
    expect(res.cookies.find((c) => c.name === 'panel_sign_in')).toMatchObject({ value: '' });
  });

  it('keeps the attempt across a resend from the same browser, and binds only the newest code', async () => {
    const email = address('resend');
    const b = browser();
    const first = await b.code(email);
    const attempt = b.attempt;
    await endCooldown(t.app, email);
    let second = await b.code(email);
    while (second === first) {
      await endCooldown(t.app, email);
      second = await b.code(email);
    }
    expect(b.attempt).toBe(attempt);
    expect((await b.submit(email, first)).json()).toEqual({ ok: false, error: 'Code not found' });
    // Stored as a hash: the attempt id itself is nowhere in the row.
    const [row] = await rows<Record<string, unknown>>(
      t.app,
      sql`SELECT * FROM sign_in_codes WHERE email = ${email} AND used_at IS NULL`,
    );
    expect(String(row!.attempt_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row!).map(String)).not.toContain(attempt);
    expect((await b.submit(email, second)).statusCode).toBe(200);
  });

  it('cannot lock an address out: after the budget is spent the owner gets a one-click link', async () => {
    const email = address('lockout');
    // What locked an address for 30 days before: codes requested and guessed wrong by a stranger.
    expect(await spendWrongCodes(email)).toBe(10);

    // The owner asks for a code: the mail carries a link instead, and says what happened.
    await endCooldown(t.app, email);
    const owner = browser();
    const before = sink.countFor(email);
    const res = await owner.login(email);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true, data: { delivery: 'link' } }]);
    const mail = await sink.waitFor(email, before);
    expect(mail.subject).toBe('Tu enlace para ingresar a Panel');
    expect(mail.text).toContain('Alguien intentó ingresar a Panel con tu correo');
    expect(mail.text).toContain('vence en 10 minutos y solo se puede usar una vez');
    expect(mail.text).toContain('http://localhost:3000/login/enlace#token=');
    expect(mail.html).toContain('Ingresar a Panel</a>');
    const token = linkTokenOf(mail);
    // 128 random bits, stored only as a hash.
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    const [stored] = await rows<{ token_hash: string }>(
      t.app,
      sql`SELECT token_hash FROM sign_in_links WHERE email = ${email}`,
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);

    // The attacker keeps asking: more links go to the mailbox, and none voids the owner's.
    await endCooldown(t.app, email);
    expect((await browser().login(email)).json()).toEqual({
      ok: true,
      data: { delivery: 'link' },
    });
    const bogus = await post(t.app, '/auth/submit-email-link', { token: 'A'.repeat(22) });
    expect([bogus.statusCode, bogus.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid sign-in link' },
    ]);

    // The link signs the owner in, from any browser (the mail may be opened on a phone), once.
    const signedIn = await post(t.app, '/auth/submit-email-link', { token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ ok: true, data: { isNewUser: true } });
    const session = sessionCookieOf(signedIn)!;
    expect((await get(t.app, '/auth/verify', { session })).json()).toEqual({ ok: true });
    const again = await post(t.app, '/auth/submit-email-link', { token });
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid sign-in link' },
    ]);
  });

  it('lets a sign-in link live 10 minutes', async () => {
    const email = address('link-ttl');
    expect(await spendWrongCodes(email)).toBe(10);
    await endCooldown(t.app, email);
    const before = sink.countFor(email);
    await browser().login(email);
    const token = linkTokenOf(await sink.waitFor(email, before));
    const [life] = await rows<{ seconds: number }>(
      t.app,
      sql`SELECT extract(epoch from expires_at - created_at)::int AS seconds FROM sign_in_links WHERE email = ${email}`,
    );
    expect(life!.seconds).toBe(600);
    await t.app.db.execute(
      sql`UPDATE sign_in_links SET expires_at = now() - interval '1 second' WHERE email = ${email}`,
    );
    const res = await post(t.app, '/auth/submit-email-link', { token });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid sign-in link' },
    ]);
  });

  it('does not let a window boundary double the wrong codes of an address', async () => {
    const email = address('boundary');
    expect(await spendWrongCodes(email, 1)).toBe(1);
    // 30 days less 5 minutes later: with a 30-day fixed window from the first failure, its end is 5
    // minutes away. Only the address's failure counter travels in time.
    const travel = (interval: string) =>
      t.app.db.execute(
        sql`UPDATE rate_limits SET window_start = window_start - ${interval}::interval
            WHERE scope = 'code-failure:address' AND key = ${email}`,
      );
    await travel('30 days - 5 minutes');
    const before = await spendWrongCodes(email);
    // 10 minutes later, past where that window would have ended.
    await travel('10 minutes');
    const after = await spendWrongCodes(email);
    // A fixed window allowed 9 + 10 = 19 within these ten minutes; the bucket allows its 10.
    expect(before + after).toBeLessThanOrEqual(10);
    expect(before).toBe(10);
    expect(after).toBe(0);
  });

  // Mutants killed (pnpm mutate --group=codes): the client's token kept for a submission that costs it
  // nothing (auth/codes.ts:545 `outcome.charge === 'none'` → false or `''`, and :590 'none' → ''): a
  // browser resubmitting its expired code would lock itself out of the per-client cap (6 here).
  it('does not charge the client for an expired code', async () => {
    const b = browser();
    const email = address('expired-free');
    const code = await b.code(email);
    await t.app.db.execute(
      sql`UPDATE sign_in_codes SET expires_at = now() - interval '1 second' WHERE email = ${email}`,
    );
    for (let i = 0; i < 8; i++) {
      const res = await b.submit(email, code);
      expect([res.statusCode, res.json()], `submission ${i + 1}`).toEqual([
        400,
        { ok: false, error: 'Otp is expired' },
      ]);
    }
  });

  // Mutant killed (pnpm mutate --group=codes): auth/codes.ts:601 'none' → '', a code's spent attempts
  // charged to the client: five wrong codes (the code's own limit) and three more tries of it must leave
  // the browser its sixth token, for a submission to another address.
  it('does not charge the client for tries of a code whose attempts are spent', async () => {
    const b = browser();
    const email = address('spent-attempts');
    const code = await b.code(email);
    for (let i = 1; i <= 5; i++) {
      expect((await b.submit(email, wrong(code, i))).statusCode).toBe(400);
    }
    for (let i = 0; i < 3; i++) {
      const res = await b.submit(email, code);
      expect([res.statusCode, res.json()]).toEqual([
        429,
        { ok: false, error: 'Too many attempts' },
      ]);
    }
    const elsewhere = await b.submit(address('spent-elsewhere'), '1234');
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([
      400,
      { ok: false, error: 'Sign-in attempt not found' },
    ]);
  });

  it('submitCode without an attempt looks nothing up and spends no budget', async () => {
    // The route refuses a submission without the attempt cookie before it calls submitCode; this guards
    // the function itself. Kills `if (!attemptId)` made `false` (codes.ts): the submission then took a
    // token of the client's failures bucket, whose row appeared.
    const client = await clientLimitKey(t.app.db, freshIp());
    const submission = { email: address('no-attempt'), code: '1234', attemptId: '', client };
    await expect(submitCode(t.app.db, submission, t.app.config.signInLimits)).rejects.toMatchObject(
      { statusCode: 400, message: 'Sign-in attempt not found' },
    );
    const [spent] = await rows<{ n: number }>(
      t.app,
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = ${client}`,
    );
    expect(spent!.n).toBe(0);
  });

  it("gives the client's token back when judging the code fails", async () => {
    // A NUL byte cannot be stored in PostgreSQL text: the code's lookup fails inside judge (the route's
    // schema refuses such an address; this guards the function). Kills the refund's catch block emptied
    // (codes.ts): the failure was swallowed and the client's token kept.
    const client = await clientLimitKey(t.app.db, freshIp());
    const submission = { email: 'nul\u0000@example.com', code: '1234', attemptId: 'x', client };
    const limits = t.app.config.signInLimits;
    await expect(submitCode(t.app.db, submission, limits)).rejects.toThrow(/0x00|null|nul/i);
    const perClient = failuresPerClient(limits);
    for (let i = 0; i < perClient.max; i++) {
      expect((await take(t.app.db, perClient, client)).allowed, `token ${i + 1}`).toBe(true);
    }
  });

  it('does not charge the client for tries at an address whose budget is spent', async () => {
    // Kills `charge: 'none'` made '' in judge's branch for a spent address budget (codes.ts): each
    // refused try then cost the client one of its 6 guesses, and its next wrong code elsewhere got 429.
    const email = address('spent-address');
    const a = browser();
    await endCooldown(t.app, email);
    const code = await a.code(email);
    await endCooldown(t.app, email);
    expect(await spendWrongCodes(email)).toBeGreaterThan(0);
    for (let i = 0; i < 8; i++) {
      const res = await a.submit(email, code);
      expect([res.statusCode, res.json()], `try ${i + 1}`).toEqual([
        429,
        { ok: false, error: 'Too many attempts' },
      ]);
    }
    const other = address('spent-address-other');
    const elsewhere = await a.code(other);
    const wrongOne = await a.submit(other, wrong(elsewhere));
    expect([wrongOne.statusCode, wrongOne.json()]).toEqual([
      400,
      { ok: false, error: 'Code not found' },
    ]);
  });

  it('caps failed submissions per client, counting guesses at addresses with no live code', async () => {
    const ip = freshIp();
    const attempt = forgedAttempt();
    const guess = () =>
      post(
        t.app,
        '/auth/submit-email-code',
        { email: address('nobody'), otpCode: '1234' },
        { ip, attempt },
      );
    for (let i = 0; i < 6; i++) {
      expect((await guess()).json(), `guess ${i + 1}`).toEqual({
        ok: false,
        error: 'Sign-in attempt not found',
      });
    }
    const refused = await guess();
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { ok: false, error: 'Too many attempts' },
    ]);
    // One guess back every 3600 / 6 = 600 s.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another client is not affected.
    const other = await post(
      t.app,
      '/auth/submit-email-code',
      { email: address('nobody'), otpCode: '1234' },
      { ip: freshIp(), attempt },
    );
    expect(other.statusCode).toBe(400);
  });

  it('counts an IPv6 client by its /64', async () => {
    const prefix = `2001:db8:${(++counter).toString(16)}:1`;
    const attempt = forgedAttempt();
    const guessFrom = (ip: string) =>
      post(
        t.app,
        '/auth/submit-email-code',
        { email: address('v6'), otpCode: '1234' },
        { ip, attempt },
      );
    // Six guesses, each from another address of one /64.
    for (let i = 1; i <= 6; i++) expect((await guessFrom(`${prefix}::${i}`)).statusCode).toBe(400);
    expect((await guessFrom(`${prefix}:ffff:ffff:ffff:ffff`)).statusCode).toBe(429);
    expect((await guessFrom(`2001:db8:${counter.toString(16)}:2::1`)).statusCode).toBe(400);
  });

  it('measures the default per-client cap: 30 failures at once, then one every 2 minutes', async () => {
    const limit = failuresPerClient(loadConfig({}).signInLimits);
    const client = `measure-${++counter}`;
    const burst = async () => {
      let allowed = 0;
      while ((await take(t.app.db, limit, client)).allowed) allowed += 1;
      return allowed;
    };
    expect(await burst()).toBe(30);
    const refused = await take(t.app.db, limit, client);
    expect(refused.retryAfterSeconds).toBeGreaterThan(110);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(120);
    const travel = (interval: string) =>
      t.app.db.execute(
        sql`UPDATE rate_limits SET window_start = window_start - ${interval}::interval
            WHERE scope = ${limit.scope} AND key = ${client}`,
      );
    // Ten minutes later: five more. An hour later: the whole budget again (at most 30 + 29 = 59 in the
    // first hour of a flood, 30 an hour after that).
    await travel('10 minutes');
    expect(await burst()).toBe(5);
    await travel('1 hour');
    expect(await burst()).toBe(30);
  });

  it('caps wrong codes platform-wide: guesses are refused (429) and new mails carry links meanwhile', async () => {
    const limits = { mailsPerClientHour: 200, failuresPerClientHour: 1000, failuresGlobalHour: 3 };
    const globalRows = () =>
      rows(t.app, sql`SELECT key FROM rate_limits WHERE scope = 'code-failure:global'`);
    await t.app.db.execute(sql`DELETE FROM rate_limits WHERE scope = 'code-failure:global'`);
    try {
      /** A code of a new sign-in (no mail: the functions are called directly). */
      const request = async () => {
        const attemptId = newSecret(32);
        const email = address('global');
        const issued = await issueCode(
          t.app.db,
          { email, client: freshIp(), attemptId },
          600,
          limits,
        );
        return { email, attemptId, issued };
      };
      const submit = (email: string, code: string, attemptId: string): Promise<CodeSignIn> =>
        submitCode(t.app.db, { email, code, attemptId, client: freshIp() }, limits);

      // Guesses at addresses nobody is signing in to cost the platform nothing.
      for (let i = 0; i < 5; i++) {
        await expect(submit(address('global'), '1234', forgedAttempt())).rejects.toMatchObject({
          statusCode: 400,
        });
      }
      expect(await globalRows()).toEqual([]);

      const owner = await request();
      if (owner.issued.kind !== 'code') throw new Error('expected a code');
      // Three wrong codes against live codes spend the ceiling…
      for (let i = 0; i < 3; i++) {
        const { email, attemptId, issued } = await request();
        if (issued.kind !== 'code') throw new Error('expected a code');
        await expect(submit(email, wrong(issued.code), attemptId)).rejects.toThrow(
          'Code not found',
        );
      }
      // …after which every guess is refused before the code is compared (issue 19), a right code
      // included: it cannot be told from a guess without comparing it…
      await expect(
        submit(owner.email, wrong(owner.issued.code), owner.attemptId),
      ).rejects.toMatchObject({ statusCode: 429, message: 'Too many attempts' });
      await expect(submit(owner.email, owner.issued.code, owner.attemptId)).rejects.toMatchObject({
        statusCode: 429,
        message: 'Too many attempts',
      });
      // …and no new code can be guessed: every mail carries a link, saying why, which signs in.
      const { issued } = await request();
      expect(issued).toMatchObject({ kind: 'link', reason: 'platform' });
    } finally {
      await t.app.db.execute(sql`DELETE FROM rate_limits WHERE scope = 'code-failure:global'`);
    }
  });

  it('answers a forged attempt the same whether or not someone is signing in to the address', async () => {
    const signingIn = address('forged');
    await browser().code(signingIn);
    const nobody = address('forged');
    const attacker = browser();
    const answers = [];
    for (const email of [signingIn, nobody]) {
      const res = await post(
        t.app,
        '/auth/submit-email-code',
        { email, otpCode: '1234' },
        { ip: attacker.ip, attempt: forgedAttempt() },
      );
      answers.push([res.statusCode, res.json()]);
    }
    expect(answers).toEqual([
      [400, { ok: false, error: 'Sign-in attempt not found' }],
      [400, { ok: false, error: 'Sign-in attempt not found' }],
    ]);
  });

  /** Moves every clock of `email`'s sign-in (counters, codes, links) `seconds` into the past. */
  async function pass(email: string, seconds: number) {
    const by = sql`make_interval(secs => ${seconds})`;
    await t.app.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - ${by} WHERE ${countersOf(email)}`,
    );
    for (const table of [sql`sign_in_codes`, sql`sign_in_links`]) {
      await t.app.db.execute(
        sql`UPDATE ${table} SET created_at = created_at - ${by}, expires_at = expires_at - ${by}
            WHERE email = ${email}`,
      );
    }
  }

  /** The newest mail of `email`: signs in with its code from `b`, or with its link. */
  async function signInWithNewestMail(email: string, b: ReturnType<typeof browser>) {
    const mail = await sink.waitFor(email, sink.countFor(email) - 1);
    return mail.subject === 'Tu enlace para ingresar a Panel'
      ? post(t.app, '/auth/submit-email-link', { token: linkTokenOf(mail) })
      : b.submit(email, codeOf(mail));
  }

  it('keeps the owner’s code and countdown when another browser asks for codes', async () => {
    const email = address('bystander');
    const owner = browser();
    const code = await owner.code(email);
    // Another browser asks right away (once the back-off of unknown browsers, issue 19, lets it), and
    // again 120 s later: neither waits for the owner's countdown nor voids the owner's code.
    const attacker = browser();
    await endBackoff(t.app, email);
    await attacker.code(email);
    await pass(email, 120);
    await attacker.code(email);
    const res = await owner.submit(email, code);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('cannot hold the owner out by asking for a code every 120 s from its own browser', async () => {
    const email = address('holder');
    // The owner signed in on this browser before (issue 19: it is then served at the usual cooldown).
    const owner = browser();
    const first = await owner.submit(email, await owner.code(email));
    expect(first.statusCode, first.body).toBe(200);
    owner.signedIn(first);
    const attacker = browser();
    const before = sink.countFor(email);
    // Half an hour of a bot asking as soon as its countdown ends: mails 2, 5, 15 minutes apart.
    const answers: number[] = [];
    for (let round = 0; round < 15; round++) {
      const res = await attacker.login(email);
      answers.push(res.statusCode);
      await pass(email, round === 14 ? 60 : 120);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(4);
    expect(answers.filter((s) => s === 429)).toHaveLength(11);
    expect(sink.countFor(email) - before).toBe(4);

    // The owner, 60 s after the bot's last request: a usable mail, and in.
    const res = await owner.login(email);
    expect(res.statusCode, res.body).toBe(200);
    const signedIn = await signInWithNewestMail(email, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(sessionCookieOf(signedIn)).toBeDefined();
    // Signing in shows the codes were used: the next one is a code again.
    await endCooldown(t.app, email);
    expect(await browser().code(email)).toMatch(/^\d{4}$/);
  });

  it('mails one message to an address however many unknown browsers ask at once', async () => {
    const email = address('flood');
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser().login(email)));
    // The back-off of browsers unknown to the address (issue 19) is one atomic statement.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(19);
    await sink.waitFor(email, 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.countFor(email)).toBe(1);
  });

  it('refuses code requests over a limit before any hash or transaction', async () => {
    const email = address('early');
    const b = browser();
    await b.code(email);
    const transaction = vi.spyOn(t.app.db, 'transaction');
    try {
      for (let i = 0; i < 5; i++) {
        const res = await b.login(email);
        expect([res.statusCode, res.json()]).toEqual([
          429,
          { ok: false, error: 'Too many code requests' },
        ]);
      }
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
  });

  it('mails codes to many merchants behind one carrier-grade NAT address', async () => {
    // 25 merchants sharing one public IPv4 address: the old fixed cap of 20 an hour refused the 21st.
    const ip = freshIp();
    for (let i = 0; i < 25; i++) {
      const res = await post(t.app, '/auth/login', { email: address('cgnat') }, { ip });
      expect(res.statusCode, `merchant ${i + 1}`).toBe(200);
    }
  });
});
