// Sign-in by e-mailed code (spec §2.3–§2.4, §8, §9). Every rule is kept in the database, so any number of
// server processes sharing one PostgreSQL enforce the same budgets:
// - a code is 4 digits from crypto.randomInt, stored only as a salted scrypt hash, lives at most 10 minutes
//   (OTP_TTL_SECONDS may shorten it), is used once, and a new code voids the previous ones;
// - a code belongs to its sign-in attempt: a random id that only the browser which asked for it holds (a
//   cookie, see routes/auth). A submission without that attempt is refused before it can spend anything,
//   so nobody but the person at that browser can spend the guesses of a code;
// - one mail per address per 120 s (per code life, if shorter); code mails per client per hour are a
//   setting (SIGNIN_MAILS_PER_CLIENT_HOUR), generous enough for a carrier-grade NAT: the per-address
//   rules carry the security;
// - 5 wrong tries per code, and a budget of 10 wrong codes per address that refills at 10 per 30 days
//   (a token bucket: no window boundary hands out a second budget). Once it is spent the address is not
//   locked out: its next mail carries a one-click sign-in link instead of a code (submitLink);
// - wrong codes, and codes for an address with no live code, count against the client (an IPv4 address
//   or an IPv6 /64) and against a platform-wide ceiling, both token buckets set by configuration.
// The request limits are looked at before any hash is computed or transaction opened. Submissions of one
// address serialise on the row lock of its live code, so parallel submissions of the right code give
// exactly one session.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '@panel/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SignInLimits } from '../config.js';
import type { Db } from '../db/client.js';
import { sessions, signInCodes, signInLinks, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { hit, look, peek, purgeOlderThan, reset, take, type Limit } from '../rate-limit/index.js';
import type { Executor } from './db-errors.js';
import { createSessionToken } from './session.js';

/** Longest life of a code, whatever OTP_TTL_SECONDS says. */
export const CODE_TTL_MAX_SECONDS = 600;
/** Life of a sign-in link. */
export const LINK_TTL_SECONDS = 600;
/** Wrong tries one code allows. */
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong codes one address may spend at once; the budget refills at this many per 30 days. */
export const ADDRESS_MAX_FAILURES = 10;
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const HOUR = 60 * 60;

/** The answer to a code submitted without the attempt its code belongs to. */
export const ATTEMPT_NOT_FOUND = 'Sign-in attempt not found';
/** The answer to an unknown, used or expired sign-in link. */
export const INVALID_LINK = 'Invalid sign-in link';

/** One mail per address per 120 s (the client's countdown): a fixed window from the mail. */
export const CODE_REQUESTS_PER_ADDRESS: Limit = {
  scope: 'code-request:email',
  max: 1,
  windowSeconds: RESEND_COOLDOWN_SECONDS,
};
/** Code mails per client per hour (fixed window): one client cannot mail-bomb many addresses. */
export const codeRequestsPerClient = (limits: SignInLimits): Limit => ({
  scope: 'code-request:ip',
  max: limits.mailsPerClientHour,
  windowSeconds: HOUR,
});
/** Wrong codes per address (token bucket): 10 at once, refilled at 10 per 30 days. */
export const CODE_FAILURES: Limit = {
  scope: 'code-failure:address',
  max: ADDRESS_MAX_FAILURES,
  windowSeconds: THIRTY_DAYS,
};
/** Failed submissions per client (token bucket). */
export const failuresPerClient = (limits: SignInLimits): Limit => ({
  scope: 'code-failure:client',
  max: limits.failuresPerClientHour,
  windowSeconds: HOUR,
});
/** Failed submissions of the whole platform (token bucket, key `*`). */
export const failuresGlobal = (limits: SignInLimits): Limit => ({
  scope: 'code-failure:global',
  max: limits.failuresGlobalHour,
  windowSeconds: HOUR,
});
const GLOBAL = '*';

/** The contract bounds Retry-After to a day; a later end is announced as a day (the client asks again). */
const MAX_RETRY_AFTER = 86_400;

/** A 4xx that tells the client when to try again (`Retry-After`). */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(statusCode: number, message: string, retryAfterSeconds: number) {
    super(statusCode, message);
    this.retryAfterSeconds = Math.min(MAX_RETRY_AFTER, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/** SHA-256 (hex) of a random secret: sign-in attempt ids and link tokens are stored only this way. */
export const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new random secret of 256 bits (attempt ids) or 128 bits (link tokens), base64url. */
export const newSecret = (bytes: 32 | 16) => randomBytes(bytes).toString('base64url');

// ---------------------------------------------------------------------------------------------------------
// Hashing. A 4-digit code has 10 000 values, so no hash makes a stolen row unguessable offline; the salted
// scrypt hash keeps codes out of dumps, logs and backups and makes each guess cost real work (about
// 25 ms: minutes of CPU for the whole space, beside a 10-minute life), while the short life and the
// attempt budgets are what protect the account online. A costlier hash would mostly slow sign-in down.

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

const SCRYPT = { N: 1 << 12, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (base64url) of a code. */
export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(code, salt, KEY_LENGTH, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `code` matches a hash made by {@link hashCode} (constant-time comparison). */
export async function codeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(code, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A new random code of {@link CODE_LENGTH} digits. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

// ---------------------------------------------------------------------------------------------------------
// Requesting a code (or, once the address's budget is spent, a link).

/** What {@link issueCode} stored; the caller mails the code or the link. */
export type Issued =
  | { kind: 'code'; id: string; code: string; ttlSeconds: number }
  | { kind: 'link'; id: string; token: string; ttlSeconds: number };

/** Who asks for a code: the address, the client's rate-limit key and the attempt id of the browser. */
export interface CodeRequest {
  email: string;
  client: string;
  attemptId: string;
}

/**
 * Checks the request budgets and stores a new code for `email` bound to the request's attempt (voiding
 * the previous codes) — or a sign-in link when the address's wrong-code budget is spent. The caller
 * mails it, and calls {@link withdrawCode} when the mail fails so the user may ask again at once.
 * @throws {RetryLaterError} 429 `Too many code requests` (per address or per client).
 */
export async function issueCode(
  db: Db,
  { email, client, attemptId }: CodeRequest,
  otpTtlSeconds: number,
  limits: SignInLimits,
): Promise<Issued> {
  const ttlSeconds = Math.min(otpTtlSeconds, CODE_TTL_MAX_SECONDS);
  // A code that has expired can always be replaced (spec §4: an expired code is resent at once), so
  // the cooldown never outlasts a code's life when OTP_TTL_SECONDS is shorter than 120 s.
  const perAddress: Limit = {
    ...CODE_REQUESTS_PER_ADDRESS,
    windowSeconds: Math.min(CODE_REQUESTS_PER_ADDRESS.windowSeconds, ttlSeconds),
  };
  const perClient = codeRequestsPerClient(limits);
  // First a look (two indexed reads): a flood of refused requests costs no hash and no transaction.
  for (const [limit, key] of [
    [perAddress, email],
    [perClient, client],
  ] as const) {
    const state = await peek(db, limit, key);
    if (!state.allowed) {
      throw new RetryLaterError(429, 'Too many code requests', state.retryAfterSeconds);
    }
  }
  const budget = await look(db, CODE_FAILURES, email);
  const secret = budget.allowed
    ? ({ kind: 'code', code: newCode() } as const)
    : ({ kind: 'link', token: newSecret(16) } as const);
  const codeHash = secret.kind === 'code' ? await hashCode(secret.code) : sha256(secret.token);
  // A refusal throws inside the transaction: its own hit is rolled back, so a refused request neither
  // counts against the client nor moves any window. These hits are the authority (the looks above may
  // race with other processes).
  const id = await db.transaction(async (tx) => {
    const address = await hit(tx, perAddress, email);
    if (!address.allowed) {
      throw new RetryLaterError(429, 'Too many code requests', address.retryAfterSeconds);
    }
    const byClient = await hit(tx, perClient, client);
    if (!byClient.allowed) {
      throw new RetryLaterError(429, 'Too many code requests', byClient.retryAfterSeconds);
    }
    await voidLiveCodes(tx, email);
    const [row] =
      secret.kind === 'code'
        ? await tx
            .insert(signInCodes)
            .values({
              email,
              codeHash,
              attemptHash: sha256(attemptId),
              createdAt: sql`now()`,
              expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
            })
            .returning({ id: signInCodes.id })
        : await tx
            .insert(signInLinks)
            .values({
              email,
              tokenHash: codeHash,
              createdAt: sql`now()`,
              expiresAt: sql`now() + make_interval(secs => ${LINK_TTL_SECONDS})`,
            })
            .returning({ id: signInLinks.id });
    if (!row) throw new Error('sign-in code insert returned no row');
    return row.id;
  });
  return secret.kind === 'code'
    ? { kind: 'code', id, code: secret.code, ttlSeconds }
    : { kind: 'link', id, token: secret.token, ttlSeconds: LINK_TTL_SECONDS };
}

async function voidLiveCodes(db: Executor, email: string): Promise<void> {
  await db
    .update(signInCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.usedAt)));
}

/** Undoes {@link issueCode} after the mail could not be sent: voids the code and lifts the cooldown. */
export async function withdrawCode(db: Db, email: string, issued: Issued): Promise<void> {
  await db.transaction(async (tx) => {
    if (issued.kind === 'code') {
      await tx
        .update(signInCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInCodes.id, issued.id), isNull(signInCodes.usedAt)));
    } else {
      await tx
        .update(signInLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInLinks.id, issued.id), isNull(signInLinks.usedAt)));
    }
    await reset(tx, CODE_REQUESTS_PER_ADDRESS, email);
  });
}

/** Removes what no rule needs any more: old codes and links, ended counters, long-expired sessions. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(signInLinks).where(lt(signInLinks.expiresAt, sql`now() - interval '1 day'`));
  await purgeOlderThan(db, THIRTY_DAYS + 24 * 60 * 60);
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
}

// ---------------------------------------------------------------------------------------------------------
// Submitting a code.

export interface CodeSignIn {
  userId: string;
  /** The account still has onboarding to do (the contract's `isNewUser`). */
  isNewUser: boolean;
  /** The new session's token, for the cookie. */
  sessionToken: string;
}

type Outcome =
  { ok: true; signIn: CodeSignIn } | { ok: false; error: HttpError; clientFailure: boolean };

/** A code submission: the address, the code, the browser's attempt id (if any) and the client's key. */
export interface CodeSubmission {
  email: string;
  code: string;
  attemptId: string | undefined;
  client: string;
}

/**
 * Checks `code` for `email` and, when right, signs in: the code is spent, the user is created on first
 * sign-in (onboarding level '1', country US) and a session is stored — all in one transaction. A wrong
 * code still commits its cost to the budgets before the error is thrown.
 * @throws {HttpError} 400 `Sign-in attempt not found` (nothing spent), `Code not found` /
 * `Otp is expired`, 429 `Too many attempts` (RetryLaterError).
 */
export async function submitCode(
  db: Db,
  { email, code, attemptId, client }: CodeSubmission,
  limits: SignInLimits,
): Promise<CodeSignIn> {
  // Without the attempt nothing is looked up: no budget of anyone can be spent this way.
  if (!attemptId) throw new HttpError(400, ATTEMPT_NOT_FOUND);
  const perClient = failuresPerClient(limits);
  const global = failuresGlobal(limits);
  for (const [limit, key] of [
    [perClient, client],
    [global, GLOBAL],
  ] as const) {
    const state = await look(db, limit, key);
    if (!state.allowed)
      throw new RetryLaterError(429, 'Too many attempts', state.retryAfterSeconds);
  }
  const attemptHash = sha256(attemptId);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // The live code, locked: concurrent submissions for this address wait here, then see it spent (or
    // its attempts and the address budget as the previous submission left them).
    const [live] = await tx
      .select({
        id: signInCodes.id,
        codeHash: signInCodes.codeHash,
        attemptHash: signInCodes.attemptHash,
        attempts: signInCodes.attempts,
        expired: sql<boolean>`${signInCodes.expiresAt} <= now()`,
      })
      .from(signInCodes)
      .where(and(eq(signInCodes.email, email), isNull(signInCodes.usedAt)))
      .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
      .limit(1)
      .for('update');
    // A guess at an address nobody is signing in to: the client's failure, not the address's.
    if (!live) {
      return { ok: false, error: new HttpError(400, 'Code not found'), clientFailure: true };
    }
    if (live.attemptHash !== attemptHash) {
      return { ok: false, error: new HttpError(400, ATTEMPT_NOT_FOUND), clientFailure: false };
    }
    const budget = await look(tx, CODE_FAILURES, email);
    if (!budget.allowed) {
      return {
        ok: false,
        error: new RetryLaterError(429, 'Too many attempts', budget.retryAfterSeconds),
        clientFailure: false,
      };
    }
    if (live.expired) {
      return { ok: false, error: new HttpError(400, 'Otp is expired'), clientFailure: false };
    }
    if (live.attempts >= CODE_MAX_ATTEMPTS) {
      const cooldown = await peek(tx, CODE_REQUESTS_PER_ADDRESS, email);
      return {
        ok: false,
        error: new RetryLaterError(
          429,
          'Too many attempts',
          cooldown.allowed ? 1 : cooldown.retryAfterSeconds,
        ),
        clientFailure: false,
      };
    }
    if (!(await codeMatches(code, live.codeHash))) {
      await tx
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(eq(signInCodes.id, live.id));
      await take(tx, CODE_FAILURES, email);
      return { ok: false, error: new HttpError(400, 'Code not found'), clientFailure: true };
    }
    await tx
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(signInCodes.id, live.id));
    const user = await findOrCreateUser(tx, email);
    const sessionToken = await createSessionToken(tx, user.id);
    return {
      ok: true,
      signIn: { userId: user.id, isNewUser: user.onboardingLevel !== '3', sessionToken },
    };
  });
  if (outcome.ok) return outcome.signIn;
  if (outcome.clientFailure) {
    // Outside the address's transaction: the global counter is one row every failure updates, so it is
    // never held locked while a code row is.
    await take(db, perClient, client);
    await take(db, global, GLOBAL);
  }
  throw outcome.error;
}

// ---------------------------------------------------------------------------------------------------------
// Signing in by link.

/**
 * Signs in with the token of a sign-in link: spends it (once, while it lives), voids the address's live
 * codes, and signs the address in like a right code.
 * @throws {HttpError} 400 `Invalid sign-in link` for an unknown, used or expired token.
 */
export async function submitLink(db: Db, token: string): Promise<CodeSignIn> {
  const outcome = await db.transaction(async (tx): Promise<CodeSignIn | null> => {
    const [link] = await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(signInLinks.tokenHash, sha256(token)),
          isNull(signInLinks.usedAt),
          sql`${signInLinks.expiresAt} > now()`,
        ),
      )
      .returning({ email: signInLinks.email });
    if (!link) return null;
    await voidLiveCodes(tx, link.email);
    const user = await findOrCreateUser(tx, link.email);
    const sessionToken = await createSessionToken(tx, user.id);
    return { userId: user.id, isNewUser: user.onboardingLevel !== '3', sessionToken };
  });
  if (!outcome) throw new HttpError(400, INVALID_LINK);
  return outcome;
}

/** The user of `email`, created with onboarding level '1' when the address is new. */
async function findOrCreateUser(db: Executor, email: string) {
  const [created] = await db
    .insert(users)
    .values({ email, onboardingLevel: '1' })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, onboardingLevel: users.onboardingLevel });
  if (created) return created;
  const [existing] = await db
    .select({ id: users.id, onboardingLevel: users.onboardingLevel })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!existing) throw new Error('user vanished between insert and select');
  return existing;
}
