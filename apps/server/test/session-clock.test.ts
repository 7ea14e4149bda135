// A session's clock, to the millisecond: over at its absolute expiry and after a week unused, its last use
// written at most once a minute, and the cookie's life the session's. Each case says the mutant of
// src/auth/session.ts it kills (pnpm mutate --only=server --group=session: they survived the HTTP tests,
// which stand a minute or a day away from each boundary).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABSOLUTE_TIMEOUT_MS,
  createSessionToken,
  hashToken,
  IDLE_TIMEOUT_MS,
  liveSession,
  sessionColumns,
} from '../src/auth/session.js';
import { sessions, users } from '../src/db/schema.js';
import {
  attemptCookieOf,
  codeOf,
  freshIp,
  post,
  readOutbox,
  startApp,
  type TestApp,
} from './auth-helpers.js';
import { backends } from './helpers.js';

const MINUTE = 60_000;

describe.each(backends)("a session's clock (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(backend, {}, { background: false });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  /** A session signed in at `at`, as its row reads back from the database. */
  async function sessionAt(at: Date) {
    const [user] = await t.app.db
      .insert(users)
      .values({ email: `reloj-${Date.now()}-${Math.random()}@example.com` })
      .returning();
    const token = await createSessionToken(t.app.db, user!.id, at);
    const [row] = await t.app.db
      .select(sessionColumns)
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row!;
  }

  const lastSeen = async (id: string) => {
    const [row] = await t.app.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.id, id));
    return row!.at.getTime();
  };

  it('is over at its absolute expiry and after a week unused, to the millisecond', async () => {
    // Kills `row.expiresAt < now` and `… > IDLE_TIMEOUT_MS` (the boundary moved by one millisecond).
    const signedIn = new Date('2026-11-01T12:00:00Z');
    const row = await sessionAt(signedIn);
    expect(row.expiresAt.getTime()).toBe(signedIn.getTime() + ABSOLUTE_TIMEOUT_MS);
    const weekOn = new Date(signedIn.getTime() + IDLE_TIMEOUT_MS);
    expect(await liveSession(t.app.db, row, new Date(weekOn.getTime() - 1))).not.toBeNull();
    expect(await liveSession(t.app.db, { ...row, lastSeenAt: signedIn }, weekOn)).toBeNull();

    const used = { ...row, lastSeenAt: new Date(row.expiresAt.getTime() - MINUTE) };
    expect(await liveSession(t.app.db, used, new Date(row.expiresAt.getTime() - 1))).toEqual({
      sessionId: row.id,
      userId: row.userId,
    });
    expect(await liveSession(t.app.db, used, row.expiresAt)).toBeNull();
  });

  it('writes its last use at most once a minute, and then the time of the use', async () => {
    // Kills TOUCH_EVERY_MS as `60 / 1000` and the touch condition as `true` or `+` (a write on every
    // read), `>` (no write at exactly a minute) and the update's `{}` (nothing written).
    const signedIn = new Date('2026-11-02T12:00:00Z');
    const row = await sessionAt(signedIn);
    await liveSession(t.app.db, row, new Date(signedIn.getTime() + MINUTE - 1));
    expect(await lastSeen(row.id)).toBe(signedIn.getTime());
    const minuteOn = new Date(signedIn.getTime() + MINUTE);
    await liveSession(t.app.db, row, minuteOn);
    expect(await lastSeen(row.id)).toBe(minuteOn.getTime());
  });

  it("gives the sign-in cookie the session's life: 30 days", async () => {
    // Kills Max-Age as `ABSOLUTE_TIMEOUT_MS * 1000`.
    const email = `cookie-${Date.now()}@example.com`;
    const login = await post(t.app, '/auth/login', { email }, { ip: freshIp() });
    expect(login.statusCode).toBe(200);
    const mails = await readOutbox(t.app.config.outboxDir);
    const mail = mails.find((m) => (Array.isArray(m.to) ? m.to : [m.to])[0]?.text === email)!;
    const res = await post(
      t.app,
      '/auth/submit-email-code',
      { email, otpCode: codeOf(mail) },
      { attempt: attemptCookieOf(login) },
    );
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'panel_session')!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.maxAge).toBe(ABSOLUTE_TIMEOUT_MS / 1000);
    // And the session it carries is the one stored, alive.
    const [stored] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.value)));
    expect(stored!.n).toBe(1);
  });
});
