// Sign-in by e-mailed code (spec §2.3–§2.4, §8, §9). Every rule is kept in the database, so any number of
// server processes sharing one PostgreSQL enforce the same budgets:
// - a code is 4 digits from crypto.randomInt, stored only as a salted scrypt hash, lives at most 10 minutes
//   (OTP_TTL_SECONDS may shorten it), is used once, and a new code voids the previous ones;
// - one code per address per 120 s (per code life, if shorter), 20 per IP address per hour (429 `Too many
//   code requests` + Retry-After);
// - 5 wrong tries per code and 10 per address per 30 days, resends included; past either, even the right
//   code is refused (429 `Too many attempts`) until a new code / the window.
// Submissions of one address serialise on the row lock of its live code, so parallel submissions of the
// right code give exactly one session.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '@panel/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, signInCodes, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { hit, peek, purgeOlderThan, reset, type Limit } from '../rate-limit/index.js';
import type { Executor } from './db-errors.js';
import { createSessionToken } from './session.js';

/** Longest life of a code, whatever OTP_TTL_SECONDS says. */
export const CODE_TTL_MAX_SECONDS = 600;
/** Wrong tries one code allows. */
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong tries one address allows per {@link CODE_FAILURES} window, across resends. */
export const ADDRESS_MAX_FAILURES = 10;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

/** One code request per address per 120 s (the client's countdown). */
export const CODE_REQUESTS_PER_ADDRESS: Limit = {
  scope: 'code-request:email',
  max: 1,
  windowSeconds: RESEND_COOLDOWN_SECONDS,
};
/** Code mails per client IP address per hour: one client cannot mail-bomb many addresses. */
export const CODE_REQUESTS_PER_IP: Limit = {
  scope: 'code-request:ip',
  max: 20,
  windowSeconds: 60 * 60,
};
/** Wrong codes per address per 30 days. */
export const CODE_FAILURES: Limit = {
  scope: 'code-failure:email',
  max: ADDRESS_MAX_FAILURES,
  windowSeconds: THIRTY_DAYS,
};

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
// Requesting a code.

export interface IssuedCode {
  id: string;
  code: string;
  ttlSeconds: number;
}

/**
 * Checks the request budgets and stores a new code for `email` (voiding the previous ones). The caller
 * mails it, and calls {@link withdrawCode} when the mail fails so the user may ask again at once.
 * @throws {RetryLaterError} 429 `Too many code requests` (per address or per IP).
 */
export async function issueCode(
  db: Db,
  email: string,
  ip: string,
  otpTtlSeconds: number,
): Promise<IssuedCode> {
  const code = newCode();
  const codeHash = await hashCode(code);
  const ttlSeconds = Math.min(otpTtlSeconds, CODE_TTL_MAX_SECONDS);
  // A refusal throws inside the transaction: its own hit is rolled back, so a refused request neither
  // counts against the IP nor moves any window.
  const id = await db.transaction(async (tx) => {
    // A code that has expired can always be replaced (spec §4: an expired code is resent at once), so
    // the cooldown never outlasts a code's life when OTP_TTL_SECONDS is shorter than 120 s.
    const perAddress = await hit(
      tx,
      {
        ...CODE_REQUESTS_PER_ADDRESS,
        windowSeconds: Math.min(CODE_REQUESTS_PER_ADDRESS.windowSeconds, ttlSeconds),
      },
      email,
    );
    if (!perAddress.allowed) {
      throw new RetryLaterError(429, 'Too many code requests', perAddress.retryAfterSeconds);
    }
    const perIp = await hit(tx, CODE_REQUESTS_PER_IP, ip);
    if (!perIp.allowed) {
      throw new RetryLaterError(429, 'Too many code requests', perIp.retryAfterSeconds);
    }
    await voidLiveCodes(tx, email);
    const [row] = await tx
      .insert(signInCodes)
      .values({
        email,
        codeHash,
        createdAt: sql`now()`,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .returning({ id: signInCodes.id });
    if (!row) throw new Error('sign-in code insert returned no row');
    return row.id;
  });
  return { id, code, ttlSeconds };
}

async function voidLiveCodes(db: Executor, email: string): Promise<void> {
  await db
    .update(signInCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.usedAt)));
}

/** Undoes {@link issueCode} after the mail could not be sent: voids the code and lifts the cooldown. */
export async function withdrawCode(db: Db, email: string, issued: IssuedCode): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInCodes.id, issued.id), isNull(signInCodes.usedAt)));
    await reset(tx, CODE_REQUESTS_PER_ADDRESS, email);
  });
}

/** Removes what no rule needs any more: old codes, ended counters, long-expired sessions. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now() - interval '1 day'`));
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

type Outcome = { ok: true; signIn: CodeSignIn } | { ok: false; error: HttpError };

/**
 * Checks `code` for `email` and, when right, signs in: the code is spent, the user is created on first
 * sign-in (onboarding level '1', country US) and a session is stored — all in one transaction. A wrong
 * code still commits its cost to the budgets before the error is thrown.
 * @throws {HttpError} 400 `Code not found` / `Otp is expired`, 429 `Too many attempts` (RetryLaterError).
 */
export async function submitCode(db: Db, email: string, code: string): Promise<CodeSignIn> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // The live code, locked: concurrent submissions for this address wait here, then see it spent (or
    // its attempts and the address budget as the previous submission left them).
    const [live] = await tx
      .select({
        id: signInCodes.id,
        codeHash: signInCodes.codeHash,
        attempts: signInCodes.attempts,
        expired: sql<boolean>`${signInCodes.expiresAt} <= now()`,
      })
      .from(signInCodes)
      .where(and(eq(signInCodes.email, email), isNull(signInCodes.usedAt)))
      .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
      .limit(1)
      .for('update');
    const budget = await peek(tx, CODE_FAILURES, email);
    if (!budget.allowed) {
      return {
        ok: false,
        error: new RetryLaterError(429, 'Too many attempts', budget.retryAfterSeconds),
      };
    }
    if (!live) return { ok: false, error: new HttpError(400, 'Code not found') };
    if (live.expired) return { ok: false, error: new HttpError(400, 'Otp is expired') };
    if (live.attempts >= CODE_MAX_ATTEMPTS) {
      const cooldown = await peek(tx, CODE_REQUESTS_PER_ADDRESS, email);
      return {
        ok: false,
        error: new RetryLaterError(
          429,
          'Too many attempts',
          cooldown.allowed ? 1 : cooldown.retryAfterSeconds,
        ),
      };
    }
    if (!(await codeMatches(code, live.codeHash))) {
      await tx
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(eq(signInCodes.id, live.id));
      await hit(tx, CODE_FAILURES, email);
      return { ok: false, error: new HttpError(400, 'Code not found') };
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
  if (!outcome.ok) throw outcome.error;
  return outcome.signIn;
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
