// The tenant of a request: the signed-in user and the store they own. The store always comes from the
// session, never from the request, and every query of tenant data filters by its id.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/session.js';
import { stores } from '../db/schema.js';
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

/** The signed-in user (401 `Not authenticated` otherwise) and their store, if any. */
export async function currentTenant(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Tenant> {
  const { userId } = await requireUser(app, request);
  const [store] = await app.db
    .select()
    .from(stores)
    .where(eq(stores.ownerId, userId))
    .orderBy(asc(stores.createdAt), asc(stores.id))
    .limit(1);
  return { userId, store: store ?? null };
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
