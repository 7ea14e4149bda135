/** A PostgreSQL of its own (scripts/private-postgres.mjs). */
export interface PrivatePostgres {
  /** `postgres://panel@127.0.0.1:<port>/postgres` (trust authentication; `panel` is a superuser). */
  url: string;
  /** `pg_ctl stop`: `fast` ends sessions and checkpoints; `immediate` is a crash (recovery at start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and deletes its cluster. */
  cleanup(): Promise<void>;
}
/** A free TCP port on the loopback (free when asked; nothing holds it afterwards). */
export function freePort(): Promise<number>;
/** Why a private PostgreSQL cannot be started here, or null when it can. */
export function privatePostgresMissing(): string | null;
/** initdb into a temporary folder and starts it on a free port (as the postgres user when root). */
export function startPrivatePostgres(): Promise<PrivatePostgres>;
