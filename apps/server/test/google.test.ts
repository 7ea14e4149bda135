// Google sign-in against a local key set and a local token endpoint (GOOGLE_JWKS_URL, GOOGLE_TOKEN_URL):
// valid One Tap credentials and authorization codes, account linking by sub and by verified e-mail, and
// every token the server must refuse.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { get, post, rows, sessionCookieOf, startApp, type TestApp } from './auth-helpers.js';
import { backends } from './helpers.js';

const CLIENT_ID = 'panel-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-secret';
const ISSUER = 'https://accounts.google.com';

interface GoogleStub {
  url: string;
  /** Bodies the token endpoint received. */
  tokenRequests: URLSearchParams[];
  /** id_token the token endpoint answers for an authorization code. */
  codes: Map<string, string>;
  close(): Promise<void>;
}

async function startGoogleStub(jwks: unknown): Promise<GoogleStub> {
  const tokenRequests: URLSearchParams[] = [];
  const codes = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === '/certs') {
        res.end(JSON.stringify(jwks));
        return;
      }
      if (req.method === 'POST' && req.url === '/token') {
        const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        tokenRequests.push(body);
        const idToken = codes.get(body.get('code') ?? '');
        if (!idToken || body.get('client_secret') !== CLIENT_SECRET) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        res.end(JSON.stringify({ access_token: 'at', id_token: idToken, token_type: 'Bearer' }));
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokenRequests,
    codes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let counter = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++counter}`;

describe.each(backends)('Google sign-in (%s)', (backend) => {
  let t: TestApp;
  let stub: GoogleStub;
  let key: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const other = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    otherKey = other.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
    stub = await startGoogleStub({ keys: [jwk] });
    t = await startApp(backend, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_JWKS_URL: `${stub.url}/certs`,
      GOOGLE_TOKEN_URL: `${stub.url}/token`,
      GOOGLE_ISSUER: ISSUER,
    });
  });

  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  /** A Google-like ID token; `claims` override the defaults, `header` the protected header. */
  async function idToken(
    claims: JWTPayload = {},
    options: { signer?: CryptoKey; kid?: string } = {},
  ): Promise<string> {
    const sub = typeof claims.sub === 'string' ? claims.sub : unique('sub');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: ISSUER,
      aud: CLIENT_ID,
      sub,
      iat: now,
      exp: now + 3600,
      email: `${sub}@gmail.com`,
      email_verified: true,
      name: 'Ana Google',
      picture: 'https://lh3.googleusercontent.com/a/photo',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' })
      .sign(options.signer ?? key);
  }

  const credential = (value: string) => post(t.app, '/auth/google', { type: 'credential', value });
  const expectRefused = async (value: string, label: string) => {
    const res = await credential(value);
    expect([res.statusCode, res.json()], label).toEqual([
      400,
      { ok: false, error: 'Invalid Google token' },
    ]);
    expect(res.headers['set-cookie'], label).toBeUndefined();
  };

  it('signs a new account in with a One Tap credential: name and picture from Google, level 2', async () => {
    const email = `${unique('new')}@gmail.com`;
    const token = await idToken({ email: email.toUpperCase(), sub: 'google-sub-new' });
    const res = await credential(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { isNewUser: true } });
    const session = sessionCookieOf(res)!;
    const info = (await get(t.app, '/auth/user-info', { session })).json() as {
      data: { user: Record<string, unknown>; userOnboarding: { level: string } };
    };
    expect(info.data.user).toMatchObject({
      name: 'Ana Google',
      email,
      picture: 'https://lh3.googleusercontent.com/a/photo',
      country: 'US',
    });
    expect(info.data.userOnboarding.level).toBe('2');
    const [row] = await rows<{ google_sub: string }>(
      t.app,
      sql`SELECT google_sub FROM users WHERE email = ${email}`,
    );
    expect(row!.google_sub).toBe('google-sub-new');

    // Again with the same Google account: the same user, a new session.
    const again = await credential(await idToken({ email, sub: 'google-sub-new' }));
    expect(again.statusCode).toBe(200);
    expect(sessionCookieOf(again)).not.toBe(session);
    expect(
      await rows(t.app, sql`SELECT id FROM users WHERE google_sub = 'google-sub-new'`),
    ).toHaveLength(1);
  });

  it('starts at level 1 when Google gives no name, and answers isNewUser false once onboarded', async () => {
    const sub = unique('noname');
    const res = await credential(await idToken({ sub, name: undefined }));
    expect(res.json()).toEqual({ ok: true, data: { isNewUser: true } });
    const [row] = await rows<{ onboarding_level: string; name: string | null }>(
      t.app,
      sql`SELECT onboarding_level, name FROM users WHERE google_sub = ${sub}`,
    );
    expect(row).toEqual({ onboarding_level: '1', name: null });
    await t.app.db.execute(sql`UPDATE users SET onboarding_level = '3' WHERE google_sub = ${sub}`);
    const later = await credential(await idToken({ sub }));
    expect(later.json()).toEqual({ ok: true, data: { isNewUser: false } });
  });

  it('links an existing account by its verified e-mail on the first Google sign-in', async () => {
    const email = `${unique('linked')}@example.com`;
    const [existing] = await t.app.db
      .insert(users)
      .values({ email, name: 'Cuenta Código', onboardingLevel: '3' })
      .returning({ id: users.id });
    const sub = unique('link');
    const res = await credential(
      await idToken({ sub, email: email.toUpperCase(), name: 'Otro Nombre' }),
    );
    expect(res.json()).toEqual({ ok: true, data: { isNewUser: false } });
    const [row] = await rows<{ id: string; google_sub: string; name: string }>(
      t.app,
      sql`SELECT id, google_sub, name FROM users WHERE email = ${email}`,
    );
    expect(row).toEqual({ id: existing!.id, google_sub: sub, name: 'Cuenta Código' });
    // A different Google account claiming that address later is refused.
    await expectRefused(
      await idToken({ sub: unique('intruder'), email }),
      'address of another sub',
    );
  });

  it('signs a Google account in to its own account when its e-mail now names another one', async () => {
    // A merchant changed the address of their Google account to one that has its own Panel account
    // (signed up by code). Kills `if (!user)` made `true` in signInWithGoogle (accounts.ts): the look-up
    // by e-mail then replaced the account found by `sub`, tried to link the other account to the same
    // `sub`, and the sign-in answered 500.
    const sub = unique('moved');
    const first = await credential(await idToken({ sub, email: `${unique('antes')}@example.com` }));
    expect(first.statusCode).toBe(200);
    const [own] = await rows<{ id: string }>(
      t.app,
      sql`SELECT id FROM users WHERE google_sub = ${sub}`,
    );
    const other = `${unique('otra')}@example.com`;
    await t.app.db
      .insert(users)
      .values({ email: other, name: 'Otra cuenta', onboardingLevel: '3' });
    const again = await credential(await idToken({ sub, email: other }));
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { ok: true, data: { isNewUser: true } },
    ]);
    const session = sessionCookieOf(again)!;
    const info = await get(t.app, '/auth/user-info', { session });
    expect((info.json() as { data: { user: { id: string } } }).data.user.id).toBe(own!.id);
  });

  it('exchanges an authorization code at the token endpoint, then verifies its ID token', async () => {
    const sub = unique('code');
    stub.codes.set('good-code', await idToken({ sub }));
    const res = await post(t.app, '/auth/google', { type: 'code', value: 'good-code' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { isNewUser: true } });
    expect(sessionCookieOf(res)).toBeDefined();
    const sent = stub.tokenRequests.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({
      code: 'good-code',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: 'postmessage',
      grant_type: 'authorization_code',
    });

    const refused = await post(t.app, '/auth/google', { type: 'code', value: 'bad-code' });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid Google token' },
    ]);
    // The endpoint's token is checked like a credential.
    stub.codes.set('foreign-code', await idToken({ aud: 'someone-else' }));
    const foreign = await post(t.app, '/auth/google', { type: 'code', value: 'foreign-code' });
    expect([foreign.statusCode, foreign.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid Google token' },
    ]);
  });

  it('refuses a wrong audience or issuer, an expired token, alg none, an unknown key, an unverified e-mail', async () => {
    await expectRefused(await idToken({ aud: 'another-client.apps.googleusercontent.com' }), 'aud');
    await expectRefused(await idToken({ iss: 'https://evil.example.com' }), 'iss');
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await idToken({ iat: now - 3720, exp: now - 120 }), 'expired');
    // Within the 30 s of clock skew allowed, a just-expired token still passes.
    expect((await credential(await idToken({ iat: now - 3600, exp: now - 5 }))).statusCode).toBe(
      200,
    );
    await expectRefused(await idToken({ email_verified: false }), 'email not verified');
    await expectRefused(await idToken({ email_verified: undefined }), 'email_verified missing');
    await expectRefused(await idToken({ email: undefined }), 'no email');
    // Signed by a key Google never published, under an unknown kid and under Google's kid.
    await expectRefused(await idToken({}, { signer: otherKey, kid: 'key-unknown' }), 'unknown kid');
    await expectRefused(await idToken({}, { signer: otherKey }), 'wrong key');

    // alg none: the signature stripped from a valid token.
    const valid = await idToken();
    const [, payload] = valid.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectRefused(`${none}.${payload}.`, 'alg none');
    // HS256 with a guessable secret.
    const hs = await new SignJWT({ email: 'x@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject(unique('hs'))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('secret'));
    await expectRefused(hs, 'HS256');
    await expectRefused('not-a-jwt', 'garbage');
    // A tampered payload.
    const tampered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: 'admin',
      }),
    ).toString('base64url');
    const [header, , signature] = valid.split('.');
    await expectRefused(`${header}.${tampered}.${signature}`, 'tampered');
    expect(await rows(t.app, sql`SELECT id FROM users WHERE google_sub = 'admin'`)).toHaveLength(0);
  });

  it('creates one account for parallel first sign-ins of one Google account', async () => {
    const sub = unique('parallel');
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () => idToken({ sub, email: `${sub}@gmail.com` })),
    );
    const answers = await Promise.all(tokens.map((value) => credential(value)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await rows(t.app, sql`SELECT id FROM users WHERE google_sub = ${sub}`)).toHaveLength(1);
  });
});
