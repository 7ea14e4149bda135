// Sessions: a 256-bit random opaque token in an HttpOnly cookie, stored only as its SHA-256 hash, new at
// every sign-in, revoked at logout, with an idle expiry (7 days without a request) and an absolute one
// (30 days after sign-in). Everything lives in the database, so any server process can read any session.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { HttpError } from '../http-error.js';

/** Name of the session cookie over http (the contract's `cookieAuth` scheme). */
export const SESSION_COOKIE = 'panel_session';
/**
 * Name of the session cookie when PUBLIC_URL is https. The `__Host-` prefix makes browsers accept it only
 * with Secure, Path=/ and no Domain, so a store page on a subdomain of the panel's site cannot plant a
 * session cookie the panel would read (session fixation); the plain name is then never read.
 */
export const SECURE_SESSION_COOKIE = '__Host-panel_session';

const isHttps = (app: FastifyInstance) => app.config.publicUrl.startsWith('https:');

/** The session cookie's name for `app`: {@link SECURE_SESSION_COOKIE} over https. */
export const sessionCookieName = (app: FastifyInstance) =>
  isHttps(app) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
/** A session not used for this long is over. */
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** A session is over this long after sign-in, however much it is used. */
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The signed-in user of a request. */
export interface SessionUser {
  sessionId: string;
  userId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new session for `userId` and returns its token (what the cookie carries). */
export async function createSessionToken(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
  });
  return token;
}

function cookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: isHttps(app),
  };
}

/** Puts the session `token` (from {@link createSessionToken}) in the cookie of `reply`. */
export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  void reply.setCookie(sessionCookieName(app), token, {
    ...cookieOptions(app),
    maxAge: Math.floor(ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

/**
 * Revokes the session the request's cookie carries, if any: a sign-in on a browser that still holds an
 * older session replaces it rather than leaving it alive beside the new one.
 */
export async function revokeRequestSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  const token = request.cookies[sessionCookieName(app)];
  if (!token) return;
  await app.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** The columns of a session row that decide whether it is live. */
export const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

type SessionRow = { id: string; userId: string; lastSeenAt: Date; expiresAt: Date };

/**
 * Which sessions a lookup may find: the one whose token hash is the `tokenHash` placeholder, unless
 * revoked. Expiry is checked in {@link liveSession}, against the same clock as the idle timeout.
 */
export const sessionOfTokenHash = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  isNull(sessions.revokedAt),
) as SQL;

/** A query over `sessions` filtered by {@link sessionOfTokenHash}, prepared. */
export interface SessionLookup<T> {
  execute(values: { tokenHash: string }): Promise<T[]>;
}

/**
 * A session lookup built and prepared once per database, on first use: drizzle then builds its SQL once,
 * and PostgreSQL parses it once per connection (a named statement). `name` must be unique in the server.
 */
export function sessionLookup<T>(
  name: string,
  build: (db: Db) => { prepare(name: string): SessionLookup<T> },
): (db: Db) => SessionLookup<T> {
  const prepared = new WeakMap<Db, SessionLookup<T>>();
  return (db) => {
    let lookup = prepared.get(db);
    if (!lookup) {
      lookup = build(db).prepare(name);
      prepared.set(db, lookup);
    }
    return lookup;
  };
}

/**
 * `row` as the request's session if it is still live at `now` (neither past its absolute expiry nor idle
 * too long), else null; records the use at most once per {@link TOUCH_EVERY_MS}.
 */
export async function liveSession(
  db: Db,
  row: SessionRow | undefined,
  now = new Date(),
): Promise<SessionUser | null> {
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() >= IDLE_TIMEOUT_MS) {
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId };
}

/**
 * The live session of the request's cookie with what `lookup` selects beside it in the same query (one
 * round trip: `lookup` joins the session row to the user's data), or null when there is no live session.
 * Revocation and expiry are checked in the database on every call: nothing is cached in the process.
 */
export async function currentSessionWith<T extends { session: SessionRow }>(
  app: FastifyInstance,
  request: FastifyRequest,
  lookup: (db: Db) => SessionLookup<T>,
  now = new Date(),
): Promise<(SessionUser & { row: T }) | null> {
  const token = request.cookies[sessionCookieName(app)];
  if (!token) return null;
  const [row] = await lookup(app.db).execute({ tokenHash: hashToken(token) });
  const session = await liveSession(app.db, row?.session, now);
  return session && row ? { ...session, row } : null;
}

const sessionOnly = sessionLookup('session_of_token', (db) =>
  db.select({ session: sessionColumns }).from(sessions).where(sessionOfTokenHash).limit(1),
);

/** The live session of the request's cookie, or null (no cookie, unknown, revoked, idle or expired). */
export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
  now = new Date(),
): Promise<SessionUser | null> {
  const found = await currentSessionWith(app, request, sessionOnly, now);
  return found && { sessionId: found.sessionId, userId: found.userId };
}

/** The signed-in user, or a 401 `Not authenticated` (the contract's only meaning of 401). */
export async function requireUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  const session = await currentSession(app, request);
  if (!session) throw new HttpError(401, 'Not authenticated');
  return session;
}

/** Signs out: revokes the request's session (if any) and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await revokeRequestSession(app, request);
  void reply.clearCookie(sessionCookieName(app), cookieOptions(app));
}

/**
 * The id of the session user's store: their first one (by creation, then id), for a correlated subquery
 * of a query over `sessions`. Raw aliases: `stores` may also be joined by the outer query.
 */
export const firstStoreIdOfSessionUser = sql`(
  SELECT first_store.id FROM stores first_store
  WHERE first_store.owner_id = ${sessions.userId}
  ORDER BY first_store.created_at, first_store.id LIMIT 1)`;
