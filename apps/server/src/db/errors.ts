// PostgreSQL errors as both drivers raise them: drizzle wraps the driver's error (node-postgres or PGlite)
// in a DrizzleQueryError whose `cause` holds the SQLSTATE `code` and the `constraint` name.
import type { Db } from './client.js';

/** A drizzle transaction of either driver (what `db.transaction(tx => …)` hands over). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction: what repository functions run their queries on. */
export type Executor = Db | Tx;

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The first error of the `cause` chain that carries a SQLSTATE code. */
function pgError(err: unknown): { code: string; constraint: string | null } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return {
        code: fields.code,
        constraint: typeof fields.constraint === 'string' ? fields.constraint : null,
      };
    }
    current = fields.cause;
  }
  return null;
}

/** Whether `err` is a unique violation (23505), of `constraint` when given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const found = pgError(err);
  if (!found || found.code !== '23505') return false;
  // PGlite fills `constraint` too; when a driver omits it, any unique violation of the statement counts.
  return !constraint || found.constraint === null || found.constraint === constraint;
}
