// A one-click sign-in link against login CSRF (issue 19): its page learns the (masked) address the link
// signs into without spending it, and a browser holding a session of another account is refused (409) and
// the link kept until it signs out. Before the fix there was no way to see the account and the link signed
// whoever pressed it into the sender's account (seen failing: 404 for the account call, 200 for the link).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecret, sha256 } from '../src/auth/codes.js';
import { signInLinks } from '../src/db/schema.js';
import { post, rows, sessionCookieOf, startApp, type TestApp } from './auth-helpers.js';
import { backends, createMerchant } from './helpers.js';

let counter = 0;

describe.each(backends)('the page of a sign-in link (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startApp(backend);
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  /** A live link to a new address `ana…@gmail.test`, as auth/login stores one. */
  async function link(email = `ana${Date.now()}${++counter}@gmail.test`) {
    const token = newSecret(16);
    await app.db.insert(signInLinks).values({
      email,
      tokenHash: sha256(token),
      createdAt: sql`now()`,
      expiresAt: sql`now() + interval '10 minutes'`,
    });
    return { email, token };
  }
  const spent = async (token: string) =>
    (
      await rows<{ used: boolean }>(
        app,
        sql`SELECT used_at IS NOT NULL AS used FROM sign_in_links WHERE token_hash = ${sha256(token)}`,
      )
    )[0]?.used;

  it('answers the masked address without spending the link', async () => {
    const { token } = await link();
    for (let i = 0; i < 2; i++) {
      const res = await post(app, '/auth/email-link-account', { token });
      expect([res.statusCode, res.json()]).toEqual([
        200,
        { ok: true, data: { email: 'a•••@gmail.test', signedInElsewhere: false } },
      ]);
    }
    expect(await spent(token)).toBe(false);
    const signIn = await post(app, '/auth/submit-email-link', { token });
    expect(signIn.statusCode).toBe(200);
    expect(await spent(token)).toBe(true);
    const after = await post(app, '/auth/email-link-account', { token });
    expect([after.statusCode, after.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid sign-in link' },
    ]);
  });

  it('refuses an unknown token with 400', async () => {
    const res = await post(app, '/auth/email-link-account', { token: newSecret(16) });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid sign-in link' },
    ]);
  });

  it('refuses the link in a browser signed in to another account, and keeps it for after sign-out', async () => {
    const { token } = await link();
    const merchant = await createMerchant(app.db);
    const session = merchant.cookie.split('=')[1]!;
    const account = await post(app, '/auth/email-link-account', { token }, { session });
    expect(account.json()).toEqual({
      ok: true,
      data: { email: 'a•••@gmail.test', signedInElsewhere: true },
    });
    const refused = await post(app, '/auth/submit-email-link', { token }, { session });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { ok: false, error: 'Signed in to another account' },
    ]);
    expect(sessionCookieOf(refused)).toBeUndefined();
    expect(await spent(token)).toBe(false);
    // The merchant is still signed in to their own account.
    const verify = await app.inject({
      method: 'GET',
      url: '/api/v2/auth/verify',
      headers: { cookie: merchant.cookie },
    });
    expect(verify.json()).toEqual({ ok: true });
    // Signed out, the link signs in.
    expect((await post(app, '/auth/logout', {}, { session })).statusCode).toBe(200);
    const signIn = await post(app, '/auth/submit-email-link', { token }, { session });
    expect(signIn.statusCode).toBe(200);
  });

  it('signs in a browser already signed in to the same account', async () => {
    const merchant = await createMerchant(app.db, { email: `ana-misma${++counter}@gmail.test` });
    const rowsOfUser = await rows<{ email: string }>(
      app,
      sql`SELECT email FROM users WHERE id = ${merchant.userId}`,
    );
    const { token } = await link(rowsOfUser[0]!.email);
    const session = merchant.cookie.split('=')[1]!;
    const account = await post(app, '/auth/email-link-account', { token }, { session });
    expect(account.json()).toMatchObject({ data: { signedInElsewhere: false } });
    const signIn = await post(app, '/auth/submit-email-link', { token }, { session });
    expect(signIn.statusCode).toBe(200);
  });
});
