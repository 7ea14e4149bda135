// Browsers that have signed in to an address (issue 19). Sign-in mails are bounded per address for every
// other browser (a progressive back-off, see codes.ts), which would hand whoever keeps asking a way to stop
// the owner's own mails: a browser that signed in to the address before is told apart by a long-lived
// HttpOnly cookie holding a random id (256 bits), stored only as its SHA-256 hash beside the address.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { knownBrowsers, users } from '../db/schema.js';
import type { Executor } from '../db/errors.js';

/** The cookie (HttpOnly, SameSite=Strict, scoped to the auth calls); `__Secure-` over https. */
export const KNOWN_BROWSER_COOKIE = 'panel_known';
export const SECURE_KNOWN_BROWSER_COOKIE = '__Secure-panel_known';
/** 400 days: the longest life a browser grants a cookie. Every sign-in renews it. */
export const KNOWN_BROWSER_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** A well-formed cookie value: 32 random bytes, base64url. */
export const KNOWN_BROWSER_ID = /^[\w-]{43}$/;

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** Records that the browser holding `id` signed in to the account of `userId` (bound to its address). */
export async function rememberBrowser(db: Executor, id: string, userId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${knownBrowsers} (token_hash, email, last_sign_in_at)
    SELECT ${hashOf(id)}, ${users.email}, now() FROM ${users} WHERE ${users.id} = ${userId}
    ON CONFLICT (token_hash, email) DO UPDATE SET last_sign_in_at = now()`);
}

/** True when the browser holding `id` (if any) signed in to `email` within the cookie's life. */
export async function isKnownBrowser(
  db: Executor,
  id: string | undefined,
  email: string,
): Promise<boolean> {
  if (!id || !KNOWN_BROWSER_ID.test(id)) return false;
  const [row] = await db
    .select({ email: knownBrowsers.email })
    .from(knownBrowsers)
    .where(
      and(
        eq(knownBrowsers.tokenHash, hashOf(id)),
        eq(knownBrowsers.email, email),
        sql`${knownBrowsers.lastSignInAt} > now() - make_interval(secs => ${KNOWN_BROWSER_MAX_AGE_SECONDS})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Forgets browsers whose cookie has ended (housekeeping). */
export async function purgeKnownBrowsers(db: Db): Promise<void> {
  await db
    .delete(knownBrowsers)
    .where(
      lt(
        knownBrowsers.lastSignInAt,
        sql`now() - make_interval(secs => ${KNOWN_BROWSER_MAX_AGE_SECONDS})`,
      ),
    );
}
