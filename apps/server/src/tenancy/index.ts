// The tenant of a request: the signed-in user and the store they own. The store always comes from the
// session, never from the request, and every query of tenant data filters by its id.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  currentSessionWith,
  firstStoreIdOfSessionUser,
  sessionColumns,
  sessionLookup,
  sessionOfTokenHash,
} from '../auth/index.js';
import { sessions, stores } from '../db/schema.js';
import { HttpError } from '../http-error.js';

export type StoreRow = typeof stores.$inferSelect;

export interface Tenant {
  userId: string;
  /** null until the user finishes onboarding step 2. */
  store: StoreRow | null;
}

export interface StoreTenant extends Tenant {
  store: StoreRow;
}

const sessionAndStore = sessionLookup('session_and_store', (db) =>
  db
    .select({ session: sessionColumns, store: stores })
    .from(sessions)
    .leftJoin(stores, sql`${stores.id} = ${firstStoreIdOfSessionUser}`)
    .where(sessionOfTokenHash)
    .limit(1),
);

/**
 * The signed-in user (401 `Not authenticated` otherwise) and their store, if any: the session and the
 * store in one query, so a tenant call costs one round trip before its own work.
 */
export async function currentTenant(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Tenant> {
  const found = await currentSessionWith(app, request, sessionAndStore);
  if (!found) throw new HttpError(401, 'Not authenticated');
  return { userId: found.userId, store: found.row.store };
}

/** {@link currentTenant} for calls that need a store: 404 `Not found` while the user has none. */
export async function requireStore(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StoreTenant> {
  const tenant = await currentTenant(app, request);
  if (!tenant.store) throw new HttpError(404, 'Not found');
  return { userId: tenant.userId, store: tenant.store };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for an id our tables could hold. The contract's `Id` is any short token; anything else cannot match a
 * row, and must not reach a `uuid` column (PostgreSQL would refuse the cast: a 500).
 */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}

/** True for PostgreSQL's unique_violation (23505), bare or wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
}
