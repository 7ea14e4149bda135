// Two server instances on one PostgreSQL, as behind a load balancer: a session made on one is honoured
// (and revoked) on the other, and the code cooldown, the attempt budgets and the races hold across both.
// Needs a PostgreSQL URL (TEST_DATABASE_URL or DATABASE_URL); skipped otherwise.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken } from '../src/auth/session.js';
import { users } from '../src/db/schema.js';
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
import { freshDatabase, postgresUrl, type TestDatabase } from './helpers.js';

let counter = 0;
const address = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;
const wrong = (code: string, offset = 1) =>
  String((Number(code) + offset) % 10_000).padStart(4, '0');

describe.skipIf(!postgresUrl)('two server instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let one: TestApp;
  let two: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase('postgres', { empty: true });
    sink = await startSmtpSink();
    // Started together, as a deployment would: their migrations serialise on the advisory lock.
    [one, two] = await Promise.all([
      startApp(
        'postgres',
        { SMTP_URL: sink.url, SIGNIN_MAILS_PER_CLIENT_HOUR: '20' },
        { database },
      ),
      startApp(
        'postgres',
        { SMTP_URL: sink.url, SIGNIN_MAILS_PER_CLIENT_HOUR: '20' },
        { database },
      ),
    ]);
    a = one.app;
    b = two.app;
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await sink?.close();
    await database?.cleanup();
  });

  const readCode = async (email: string) =>
    codeOf(await sink.waitFor(email, sink.countFor(email) - 1));
  /** The attempt id of the browser that asked for each address's code (the attempt cookie). */
  const attempts = new Map<string, string>();
  async function requestCode(app: FastifyInstance, email: string): Promise<string> {
    const before = sink.countFor(email);
    const res = await post(app, '/auth/login', { email }, { ip: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { delivery: 'code' } });
    attempts.set(email, attemptCookieOf(res)!);
    return codeOf(await sink.waitFor(email, before));
  }
  const submit = (app: FastifyInstance, email: string, otpCode: string) =>
    post(app, '/auth/submit-email-code', { email, otpCode }, { attempt: attempts.get(email) });

  it('honours on one instance the session made on the other, and its logout', async () => {
    const { session } = await signInByCode(a, address('session'), readCode);
    expect((await get(b, '/auth/verify', { session })).json()).toEqual({ ok: true });
    expect((await get(b, '/auth/user-info', { session })).statusCode).toBe(200);
    expect((await post(b, '/auth/logout', undefined, { session })).json()).toEqual({ ok: true });
    expect((await get(a, '/auth/verify', { session })).json()).toEqual({ ok: false });
    expect((await get(a, '/auth/user-info', { session })).statusCode).toBe(401);
  });

  it('keeps a browser’s 120 s cooldown across instances, and a code asked on one works on the other', async () => {
    const email = address('cooldown');
    const code = await requestCode(a, email);
    const refused = await post(
      b,
      '/auth/login',
      { email },
      { ip: freshIp(), attempt: attempts.get(email) },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, error: 'Too many code requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(100);
    expect(sink.countFor(email)).toBe(1);
    const res = await submit(b, email, code);
    expect(res.statusCode).toBe(200);
    expect((await get(a, '/auth/verify', { session: sessionCookieOf(res) })).json()).toEqual({
      ok: true,
    });
  });

  it('keeps one per-IP cap for both instances', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await post(i % 2 ? a : b, '/auth/login', { email: address('ip') }, { ip });
      expect(res.statusCode).toBe(200);
    }
    expect((await post(a, '/auth/login', { email: address('ip') }, { ip })).statusCode).toBe(429);
    expect((await post(b, '/auth/login', { email: address('ip') }, { ip })).statusCode).toBe(429);
  });

  it('counts wrong codes across instances: 5 per code, 10 per address', async () => {
    const email = address('budget');
    let wrongAllowed = 0;
    let lastCode = '';
    let turn = 0;
    for (let round = 0; round < 5; round++) {
      await endCooldown(a, email);
      // Once the budget is spent the mail carries a sign-in link instead of a code.
      const login = await post(round % 2 ? a : b, '/auth/login', { email }, { ip: freshIp() });
      if ((login.json() as { data: { delivery: string } }).data.delivery === 'link') break;
      attempts.set(email, attemptCookieOf(login)!);
      lastCode = await readCode(email);
      let perCode = 0;
      let refused = false;
      for (let i = 1; i <= 8; i++) {
        const res = await submit(turn++ % 2 ? a : b, email, wrong(lastCode, i));
        if (res.statusCode === 429) {
          expect(res.json()).toEqual({ ok: false, error: 'Too many attempts' });
          refused = true;
          break;
        }
        expect(res.statusCode).toBe(400);
        perCode += 1;
      }
      expect(refused).toBe(true);
      wrongAllowed += perCode;
      if (perCode === 0) break;
      expect(perCode).toBe(5);
    }
    expect(wrongAllowed).toBe(10);
    // The budget refuses even the last code, on either instance.
    expect((await submit(a, email, lastCode)).statusCode).toBe(429);
    expect((await submit(b, email, lastCode)).statusCode).toBe(429);
  });

  it('gives one session to 20 parallel submissions of the right code spread over both', async () => {
    const email = address('race');
    const code = await requestCode(a, email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(i % 2 ? a : b, email, code)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(19);
    const [{ n }] = (await rows<{ n: number }>(
      a,
      sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('gives a link claimed through both instances at once to exactly one store', async () => {
    const claimants = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const [user] = await a.db
          .insert(users)
          .values({ email: address('claim'), name: 'Ana', onboardingLevel: '2' })
          .returning({ id: users.id });
        return createSessionToken(a.db, user!.id);
      }),
    );
    const link = `escala-${Date.now().toString(36)}`;
    const answers = await Promise.all(
      claimants.map((session, i) =>
        post(
          i % 2 ? a : b,
          '/auth/submit-store-info',
          { storeName: 'Escala', storeLink: link },
          { session },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(29);
    expect(await rows(b, sql`SELECT id FROM stores WHERE link = ${link}`)).toHaveLength(1);
  });
});
