// Sign-in by e-mailed code (spec §2.3–§2.4, §8, §9). Every rule is kept in the database, so any number of
// server processes sharing one PostgreSQL enforce the same budgets:
// - a code is 4 digits from crypto.randomInt, stored only as a salted scrypt hash, lives at most 10 minutes
//   (OTP_TTL_SECONDS may shorten it) and is used once;
// - a code belongs to its sign-in attempt: a random id that only the browser which asked for it holds (a
//   cookie, see routes/auth). A submission without that attempt is refused before it can spend anything,
//   so nobody but the person at that browser can spend the guesses of a code. A new code voids the
//   previous codes of its own attempt only: asking for codes from another browser cancels nobody's code;
// - one mail per address and attempt per 120 s (per code life, if shorter): the browser's countdown, which
//   another browser cannot hold for the owner. Codes per address are a token bucket (5, refilled at 5 an
//   hour, full again after a sign-in): once codes go unused that often, the address's mails carry a
//   one-click sign-in link instead (submitLink), at most one link mail per address per 120 s — a request
//   meanwhile is told to use the link just mailed, which lives 10 minutes;
// - mails asked for by browsers that never signed in to the address back off per address: 2, 5, 15, then
//   60 minutes apart (issue 19; about 35 an hour before). A browser that signed in to it before (its
//   known-browser cookie, auth/known-browsers.ts) keeps the 120 s cooldown: whoever keeps asking can
//   neither fill the owner's mailbox nor stop the owner's own mails;
// - code mails per client (an IPv4 address or an IPv6 /64) are a token bucket set by configuration
//   (SIGNIN_MAILS_PER_CLIENT_HOUR), generous enough for a carrier-grade NAT: the per-address rules carry
//   the security;
// - 5 wrong tries per code, and a budget of 10 wrong codes per address that refills at 10 per 30 days
//   (a token bucket: no window boundary hands out a second budget). Once it is spent the address is not
//   locked out: its next mail carries a link instead of a code;
// - wrong codes count against the client and against a platform-wide ceiling, both token buckets set by
//   configuration; a submission with no live code for its attempt counts against the client only (its
//   token is taken before anything else, in one statement, and given back when nothing failed). While the
//   ceiling is spent every submission is refused (429) before its code is compared — a right code cannot
//   be told from a guess — and every mail carries a link instead of a code, so sign-in goes on by link.
// The request limits are looked at before any hash is computed or transaction opened. Submissions of one
// address serialise on the row of its wrong-code budget, so parallel submissions never spend more than
// the budget, and those of one attempt on its live code, so parallel right codes give exactly one session.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '@panel/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SignInLimits } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimits, sessions, signInCodes, signInLinks, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import {
  hit,
  hold,
  look,
  peek,
  purgeOlderThan,
  refund,
  reset,
  take,
  type Limit,
  type LimitState,
} from '../rate-limit/index.js';
import type { Executor } from '../db/errors.js';
import { purgeKnownBrowsers } from './known-browsers.js';
import { createSessionToken } from './session.js';
import type { LinkReason } from '../mail/index.js';

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

/**
 * The answer to a code submitted without a live code of its attempt for the address: from a browser that
 * did not ask for it, with a forged attempt, or for an address nobody is signing in to — one answer, so
 * it never tells whether someone is signing in.
 */
export const ATTEMPT_NOT_FOUND = 'Sign-in attempt not found';
/** The answer to an unknown, used or expired sign-in link. */
export const INVALID_LINK = 'Invalid sign-in link';

/** One mail per address and sign-in attempt per 120 s (the browser's countdown): a fixed window. */
export const CODE_REQUESTS_PER_ATTEMPT: Limit = {
  scope: 'code-request:attempt',
  max: 1,
  windowSeconds: RESEND_COOLDOWN_SECONDS,
};
/** Codes mailed per address (token bucket, full again after a sign-in); past it the mails are links. */
export const CODES_PER_ADDRESS: Limit = {
  scope: 'code-request:address',
  max: 5,
  windowSeconds: HOUR,
};
/** One link mail per address per 120 s, whoever asks (fixed window): a link is not bound to a browser. */
export const LINKS_PER_ADDRESS: Limit = {
  scope: 'link-request:address',
  max: 1,
  windowSeconds: RESEND_COOLDOWN_SECONDS,
};
/** Code mails per client per hour (token bucket): one client cannot mail-bomb many addresses. */
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
/** Wrong codes of the whole platform (token bucket, key `*`); while spent, mails carry links. */
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

/**
 * What {@link issueCode} stored; the caller mails the code or the link. `recent-link`: a link was mailed
 * to the address less than 120 s ago and still lives, so nothing new is mailed.
 */
export type Issued =
  | { kind: 'code'; id: string; code: string; ttlSeconds: number }
  | { kind: 'link'; id: string; token: string; ttlSeconds: number; reason: LinkReason }
  | { kind: 'recent-link' };

/** Why a mail carries a link (defined beside the mails that say it: mail/index.ts). */
export type { LinkReason };

/** Who asks for a code: the address, the client's rate-limit key and the attempt id of the browser. */
export interface CodeRequest {
  email: string;
  client: string;
  attemptId: string;
  /**
   * The browser signed in to this address before (auth/known-browsers.ts): it is served at the usual
   * cooldown, never held back by what other browsers asked for.
   */
  knownBrowser?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// The back-off of mails asked for by browsers unknown to an address (issue 19). One row per address in
// rate_limits: `count` mails sent in the current streak, `window_start` when the last one was. The next
// one is due 2, 5, 15, then 60 minutes after the previous; a day without such a mail starts a new streak,
// and so does a sign-in. One upsert decides, atomic across processes.

/** The back-off's counter (the Limit shape serves reset()). */
export const MAIL_BACKOFF: Limit = {
  scope: 'mail-backoff:address',
  max: 1,
  windowSeconds: 24 * HOUR,
};
/** Seconds between mails to one address from browsers unknown to it, after the first of a streak. */
export const MAIL_BACKOFF_SECONDS = [2 * 60, 5 * 60, 15 * 60, 60 * 60] as const;

/**
 * The back-off's gaps for codes that live `ttlSeconds`: as listed, or shrunk in proportion when a code
 * lives less than the 120 s cooldown (OTP_TTL_SECONDS in tests), as the cooldown itself is.
 */
export function backoffGaps(ttlSeconds: number): readonly number[] {
  const scale = Math.min(1, ttlSeconds / CODE_REQUESTS_PER_ATTEMPT.windowSeconds);
  return MAIL_BACKOFF_SECONDS.map((gap) => Math.max(1, Math.round(gap * scale)));
}

/** The SQL of the back-off over `rate_limits`' row, for `gaps` (see {@link backoffGaps}). */
function backoffSql(gaps: readonly number[]) {
  const gap = sql`make_interval(secs => CASE
    WHEN ${rateLimits.count} >= 4 THEN ${gaps[3]}
    WHEN ${rateLimits.count} = 3 THEN ${gaps[2]}
    WHEN ${rateLimits.count} = 2 THEN ${gaps[1]}
    WHEN ${rateLimits.count} = 1 THEN ${gaps[0]}
    ELSE 0 END)`;
  return {
    stale: sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${MAIL_BACKOFF.windowSeconds})`,
    due: sql`${rateLimits.windowStart} + ${gap} <= now()`,
    wait: sql<string>`extract(epoch from (${rateLimits.windowStart} + ${gap} - now()))`,
  };
}

/** Whether a mail to `email` from an unknown browser would be sent now, without counting one. */
async function peekBackoff(
  db: Executor,
  email: string,
  gaps: readonly number[],
): Promise<LimitState> {
  const { stale, due, wait } = backoffSql(gaps);
  const [row] = await db
    .select({ open: sql<boolean>`(${stale}) OR (${due})`, wait })
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, MAIL_BACKOFF.scope), eq(rateLimits.key, email)))
    .limit(1);
  return backoffState(row);
}

/** Counts a mail to `email` from an unknown browser when it is due; refused (nothing changed) otherwise. */
async function stepBackoff(
  db: Executor,
  email: string,
  gaps: readonly number[],
): Promise<LimitState> {
  const { stale, due, wait } = backoffSql(gaps);
  const [row] = await db
    .insert(rateLimits)
    .values({ scope: MAIL_BACKOFF.scope, key: email, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${stale} THEN 1 WHEN ${due} THEN ${rateLimits.count} + 1 ELSE ${rateLimits.count} END`,
        windowStart: sql`CASE WHEN (${stale}) OR (${due}) THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    // The row as it now is: moved to now() when this mail was counted.
    .returning({ open: sql<boolean>`${rateLimits.windowStart} = now()`, wait });
  if (!row) throw new Error('mail back-off: the upsert returned no row');
  return backoffState(row);
}

function backoffState(row: { open: boolean; wait: string } | undefined): LimitState {
  if (!row || row.open) return { count: 0, allowed: true, retryAfterSeconds: 1 };
  return { count: 1, allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.wait))) };
}

/** Takes back the back-off step of a mail that could not be sent. */
async function unstepBackoff(db: Executor, email: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({
      count: sql`greatest(${rateLimits.count} - 1, 0)`,
      windowStart: sql`${rateLimits.windowStart} - make_interval(secs => ${MAIL_BACKOFF_SECONDS[3]})`,
    })
    .where(and(eq(rateLimits.scope, MAIL_BACKOFF.scope), eq(rateLimits.key, email)));
}

/** The key of an address's counter for one sign-in attempt. */
const attemptKey = (email: string, attemptId: string) => `${sha256(attemptId)} ${email}`;

/**
 * Checks the request budgets and stores a new code for `email` bound to the request's attempt (voiding
 * that attempt's previous codes) — or a sign-in link when codes are not to be mailed (see
 * {@link LinkReason}). The caller mails it, and calls {@link withdrawCode} when the mail fails so the user
 * may ask again at once.
 * @throws {RetryLaterError} 429 `Too many code requests` (per address and attempt, or per client).
 */
export async function issueCode(
  db: Db,
  request: CodeRequest,
  otpTtlSeconds: number,
  limits: SignInLimits,
): Promise<Issued> {
  const { email, client, attemptId } = request;
  const ttlSeconds = Math.min(otpTtlSeconds, CODE_TTL_MAX_SECONDS);
  const perAttempt = attemptLimit(ttlSeconds);
  const perClient = codeRequestsPerClient(limits);
  const ownKey = attemptKey(email, attemptId);
  const backoff = !request.knownBrowser;
  const gaps = backoffGaps(ttlSeconds);
  // First looks (indexed reads): a flood of refused requests costs no hash and no transaction.
  for (const state of [
    await peek(db, perAttempt, ownKey),
    await look(db, perClient, client),
    ...(backoff ? [await peekBackoff(db, email, gaps)] : []),
  ]) {
    if (!state.allowed) {
      throw new RetryLaterError(429, 'Too many code requests', state.retryAfterSeconds);
    }
  }
  const linkReason = await linkReasonOf(db, email, limits);
  const code = linkReason ? null : newCode();
  const codeHash = code ? await hashCode(code) : null;
  // A refusal throws inside the transaction: its own hits are rolled back, so a refused request neither
  // counts against the client nor moves any window. These hits are the authority (the looks above may
  // race with other processes).
  return db.transaction(async (tx): Promise<Issued> => {
    const own = await hit(tx, perAttempt, ownKey);
    if (!own.allowed)
      throw new RetryLaterError(429, 'Too many code requests', own.retryAfterSeconds);
    const mailing = async () => {
      const byClient = await take(tx, perClient, client);
      if (!byClient.allowed) {
        throw new RetryLaterError(429, 'Too many code requests', byClient.retryAfterSeconds);
      }
      if (backoff) {
        const step = await stepBackoff(tx, email, gaps);
        if (!step.allowed) {
          throw new RetryLaterError(429, 'Too many code requests', step.retryAfterSeconds);
        }
      }
    };
    if (code && codeHash && (await take(tx, CODES_PER_ADDRESS, email)).allowed) {
      await mailing();
      const attemptHash = sha256(attemptId);
      await tx
        .update(signInCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(signInCodes.email, email),
            eq(signInCodes.attemptHash, attemptHash),
            isNull(signInCodes.usedAt),
          ),
        );
      const [row] = await tx
        .insert(signInCodes)
        .values({
          email,
          codeHash,
          attemptHash,
          createdAt: sql`now()`,
          expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .returning({ id: signInCodes.id });
      if (!row) throw new Error('sign-in code insert returned no row');
      return { kind: 'code', id: row.id, code, ttlSeconds };
    }
    // A link: any browser may use it, so one a while is enough, whoever asked for it.
    if (!(await hit(tx, LINKS_PER_ADDRESS, email)).allowed) return { kind: 'recent-link' };
    await mailing();
    const token = newSecret(16);
    const [row] = await tx
      .insert(signInLinks)
      .values({
        email,
        tokenHash: sha256(token),
        createdAt: sql`now()`,
        expiresAt: sql`now() + make_interval(secs => ${LINK_TTL_SECONDS})`,
      })
      .returning({ id: signInLinks.id });
    if (!row) throw new Error('sign-in link insert returned no row');
    return {
      kind: 'link',
      id: row.id,
      token,
      ttlSeconds: LINK_TTL_SECONDS,
      reason: linkReason ?? 'unused-codes',
    };
  });
}

/** The per-attempt cooldown: a code that has expired can always be replaced (spec §4: at once). */
const attemptLimit = (ttlSeconds: number): Limit => ({
  ...CODE_REQUESTS_PER_ATTEMPT,
  windowSeconds: Math.min(CODE_REQUESTS_PER_ATTEMPT.windowSeconds, ttlSeconds),
});

/** Why `email`'s next mail must be a link, or null when it may carry a code. */
async function linkReasonOf(
  db: Db,
  email: string,
  limits: SignInLimits,
): Promise<LinkReason | null> {
  if (!(await look(db, CODE_FAILURES, email)).allowed) return 'wrong-codes';
  if (!(await look(db, failuresGlobal(limits), GLOBAL)).allowed) return 'platform';
  if (!(await look(db, CODES_PER_ADDRESS, email)).allowed) return 'unused-codes';
  return null;
}

async function voidLiveCodes(db: Executor, email: string): Promise<void> {
  await db
    .update(signInCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.usedAt)));
}

/**
 * Undoes {@link issueCode} after the mail could not be sent: voids the code or link, lifts the cooldowns
 * and gives the tokens back.
 */
export async function withdrawCode(
  db: Db,
  request: CodeRequest,
  issued: Issued,
  limits: SignInLimits,
): Promise<void> {
  if (issued.kind === 'recent-link') return;
  await db.transaction(async (tx) => {
    if (issued.kind === 'code') {
      await tx
        .update(signInCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInCodes.id, issued.id), isNull(signInCodes.usedAt)));
      await refund(tx, CODES_PER_ADDRESS, request.email);
    } else {
      await tx
        .update(signInLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInLinks.id, issued.id), isNull(signInLinks.usedAt)));
      await reset(tx, LINKS_PER_ADDRESS, request.email);
    }
    await reset(tx, CODE_REQUESTS_PER_ATTEMPT, attemptKey(request.email, request.attemptId));
    await refund(tx, codeRequestsPerClient(limits), request.client);
    if (!request.knownBrowser) await unstepBackoff(tx, request.email);
  });
}

/** Removes what no rule needs any more: old codes and links, ended counters, long-expired sessions. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(signInLinks).where(lt(signInLinks.expiresAt, sql`now() - interval '1 day'`));
  await purgeOlderThan(db, THIRTY_DAYS + 24 * 60 * 60);
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
  await purgeKnownBrowsers(db);
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

/** What a failed submission costs: nothing, the client's budget, or also the platform's. */
type Charge = 'none' | 'client' | 'wrong-code';

type Outcome = { ok: true; signIn: CodeSignIn } | { ok: false; error: HttpError; charge: Charge };

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
 * @throws {HttpError} 400 `Sign-in attempt not found` (no live code of this attempt for the address),
 * `Code not found` / `Otp is expired`, 429 `Too many attempts` (RetryLaterError).
 */
export async function submitCode(
  db: Db,
  { email, code, attemptId, client }: CodeSubmission,
  limits: SignInLimits,
): Promise<CodeSignIn> {
  // Without the attempt nothing is looked up: no budget of anyone can be spent this way.
  if (!attemptId) throw new HttpError(400, ATTEMPT_NOT_FOUND);
  const perClient = failuresPerClient(limits);
  // The platform's ceiling refuses every guess once spent: the code is not even compared, or a right guess
  // would still tell itself apart. A right code waiting in a mail is refused too (it cannot be told from a
  // guess); the next mail carries a link, which the ceiling does not stop.
  const ceiling = await look(db, failuresGlobal(limits), GLOBAL);
  if (!ceiling.allowed) {
    throw new RetryLaterError(429, 'Too many attempts', ceiling.retryAfterSeconds);
  }
  // The client's token is taken up front, in one atomic statement, and given back below when the
  // submission costs the client nothing: a look here and a take afterwards let parallel submissions on
  // several processes all pass the look (10 of 12 failures passed a cap of 3).
  const byClient = await take(db, perClient, client);
  if (!byClient.allowed) {
    throw new RetryLaterError(429, 'Too many attempts', byClient.retryAfterSeconds);
  }
  let outcome: Outcome;
  try {
    outcome = await judge(db, { email, code, attemptId });
  } catch (err) {
    await refund(db, perClient, client);
    throw err;
  }
  // Outside the address's transaction: the global counter is one row every wrong code updates, so it is
  // never held locked while a code row is.
  if (outcome.ok) {
    await refund(db, perClient, client);
    await signedInWith(db, email);
    return outcome.signIn;
  }
  if (outcome.charge === 'none') await refund(db, perClient, client);
  if (outcome.charge === 'wrong-code') await take(db, failuresGlobal(limits), GLOBAL);
  throw outcome.error;
}

/** Checks the code of the submission's attempt in one transaction: the sign-in, or what failed and its cost. */
async function judge(
  db: Db,
  { email, code, attemptId }: { email: string; code: string; attemptId: string },
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    // The attempt's live code, locked: concurrent submissions of this attempt wait here, then see it
    // spent (or its attempts as the previous submission left them).
    const [live] = await tx
      .select({
        id: signInCodes.id,
        codeHash: signInCodes.codeHash,
        attempts: signInCodes.attempts,
        expired: sql<boolean>`${signInCodes.expiresAt} <= now()`,
      })
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.email, email),
          eq(signInCodes.attemptHash, sha256(attemptId)),
          isNull(signInCodes.usedAt),
        ),
      )
      .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
      .limit(1)
      .for('update');
    // Another browser's code, a forged attempt or nobody signing in: one answer, the client's failure.
    if (!live) {
      return { ok: false, error: new HttpError(400, ATTEMPT_NOT_FOUND), charge: 'client' };
    }
    // The address's budget, locked: submissions of all its attempts take turns from here on.
    const budget = await hold(tx, CODE_FAILURES, email);
    if (!budget.allowed) {
      return {
        ok: false,
        error: new RetryLaterError(429, 'Too many attempts', budget.retryAfterSeconds),
        charge: 'none',
      };
    }
    if (live.expired) {
      return { ok: false, error: new HttpError(400, 'Otp is expired'), charge: 'none' };
    }
    if (live.attempts >= CODE_MAX_ATTEMPTS) {
      const cooldown = await peek(tx, CODE_REQUESTS_PER_ATTEMPT, attemptKey(email, attemptId));
      return {
        ok: false,
        error: new RetryLaterError(
          429,
          'Too many attempts',
          cooldown.allowed ? 1 : cooldown.retryAfterSeconds,
        ),
        charge: 'none',
      };
    }
    if (!(await codeMatches(code, live.codeHash))) {
      await tx
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(eq(signInCodes.id, live.id));
      await take(tx, CODE_FAILURES, email);
      return { ok: false, error: new HttpError(400, 'Code not found'), charge: 'wrong-code' };
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
}

/** After a sign-in the address's codes were used, not abandoned: its code bucket is full again. */
async function signedInWith(db: Db, email: string): Promise<void> {
  await reset(db, CODES_PER_ADDRESS, email);
  // And the owner got in: a new streak of other browsers' mails starts at the first step again.
  await reset(db, MAIL_BACKOFF, email);
}

// ---------------------------------------------------------------------------------------------------------
// Signing in by link.

/** The answer to a link used by a browser that holds a session of another account (login CSRF). */
export const OTHER_ACCOUNT = 'Signed in to another account';

/** The address of a live link's token (not spent), with whether `userId` is another account's user. */
async function liveLink(
  db: Executor,
  token: string,
  userId: string | null,
  lock: boolean,
): Promise<{ email: string; otherAccount: boolean } | null> {
  const query = db
    .select({
      email: signInLinks.email,
      current: userId
        ? sql<string | null>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId})`
        : sql<string | null>`NULL`,
    })
    .from(signInLinks)
    .where(
      and(
        eq(signInLinks.tokenHash, sha256(token)),
        isNull(signInLinks.usedAt),
        sql`${signInLinks.expiresAt} > now()`,
      ),
    )
    .limit(1);
  const [link] = lock ? await query.for('update', { of: signInLinks }) : await query;
  if (!link) return null;
  return { email: link.email, otherAccount: link.current !== null && link.current !== link.email };
}

/**
 * What a sign-in link's page shows before its button (issue 19): the address the token signs into —
 * the caller masks it — and whether the browser's session (`userId`) is another account's. Spends
 * nothing.
 * @throws {HttpError} 400 `Invalid sign-in link` for an unknown, used or expired token.
 */
export async function linkAccount(
  db: Db,
  token: string,
  userId: string | null,
): Promise<{ email: string; otherAccount: boolean }> {
  const link = await liveLink(db, token, userId, false);
  if (!link) throw new HttpError(400, INVALID_LINK);
  return link;
}

/**
 * Signs in with the token of a sign-in link: spends it (once, while it lives), voids the address's live
 * codes (of every attempt), and signs the address in like a right code. A browser signed in to another
 * account (`userId`, its session's user) is refused and the link kept: whoever sent the link must not
 * switch the merchant into the sender's account (login CSRF).
 * @throws {HttpError} 400 `Invalid sign-in link` for an unknown, used or expired token; 409
 * `Signed in to another account`.
 */
export async function submitLink(
  db: Db,
  token: string,
  userId: string | null = null,
): Promise<CodeSignIn> {
  const outcome = await db.transaction(async (tx) => {
    const found = await liveLink(tx, token, userId, true);
    if (!found) return null;
    if (found.otherAccount) throw new HttpError(409, OTHER_ACCOUNT);
    const [link] = await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInLinks.tokenHash, sha256(token)), isNull(signInLinks.usedAt)))
      .returning({ email: signInLinks.email });
    if (!link) return null;
    await voidLiveCodes(tx, link.email);
    const user = await findOrCreateUser(tx, link.email);
    const sessionToken = await createSessionToken(tx, user.id);
    const signIn: CodeSignIn = {
      userId: user.id,
      isNewUser: user.onboardingLevel !== '3',
      sessionToken,
    };
    return { email: link.email, signIn };
  });
  if (!outcome) throw new HttpError(400, INVALID_LINK);
  await signedInWith(db, outcome.email);
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
