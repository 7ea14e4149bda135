// Opens the database (embedded PGlite, or PostgreSQL when DATABASE_URL is set) and applies the checked-in
// drizzle-kit migrations. Both drivers give the same drizzle API (`Db`), so routes never care which one runs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { handleOutages } from './availability.js';
import * as schema from './schema.js';

/** The drizzle database of either driver, with the relational query API over {@link schema}. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** `pglite` (embedded, one process) or `postgres` (DATABASE_URL, any number of processes). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  pgliteDir: string;
  migrationsDir: string;
  /** Errors of idle PostgreSQL connections (network drop, server restart): logged, the pool reconnects. */
  onPoolError?: (err: Error) => void;
  /** PostgreSQL: how long to wait for a connection (default {@link POSTGRES_TIMEOUTS}). */
  connectTimeoutMs?: number;
  /** PGlite: how long a lock's heartbeat may be silent before it is taken over (default LOCK_STALE_MS). */
  lockStaleMs?: number;
}

/**
 * PostgreSQL limits of every pooled connection: a statement (a runaway query) and a transaction left idle
 * (a handler stuck between two queries while holding row locks) are ended by the server; a connection that
 * cannot be made or taken from the pool fails the request instead of queueing it forever.
 */
export const POSTGRES_TIMEOUTS = {
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
  connectMs: 10_000,
  idleClientMs: 30_000,
} as const;

/** Thrown when the database cannot be opened for a reason the operator can fix; its message says how. */
export class DatabaseStartupError extends Error {
  override name = 'DatabaseStartupError';
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.migrationsDir,
        options.onPoolError,
        options.connectTimeoutMs,
      )
    : openPglite(options.pgliteDir, options.migrationsDir, options.lockStaleMs ?? LOCK_STALE_MS);
}

// ---------------------------------------------------------------------------------------------------------
// PGlite durability.
//
// PGlite starts PostgreSQL with `-F` (fsync off), and its Node filesystem (emscripten NODEFS) writes every
// page straight to the kernel with fs.writeSync but implements neither fsync nor fdatasync. So, out of the
// box, a commit is acknowledged once its WAL record reached the OS page cache: it survives `kill -9` of
// the server, but not a power cut or a kernel crash.
//
// We want an acknowledged write to be on disk, so we (1) start without `-F`, (2) pick
// wal_sync_method=fsync (emscripten's fdatasync is a stub, its fsync goes to the stream's fsync), and
// (3) give NODEFS streams a real fsync (fs.fsyncSync). Cost measured here: about 0.5 ms per commit,
// negligible for one shop; start-up is unchanged. `relaxedDurability` stays false (it only matters for
// browser filesystems but documents the intent).
// ---------------------------------------------------------------------------------------------------------

interface NodefsStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: NodefsStream) => number } };
  FS?: { ErrnoError: new (errno: number) => Error };
}

const EIO = 29; // emscripten's errno numbering

/** NodeFS whose fsync reaches the disk. */
class DurableNodeFS extends NodeFS {
  override async init(
    pg: PGlite,
    emscriptenOptions: Parameters<NodeFS['init']>[1],
  ): ReturnType<NodeFS['init']> {
    const result = await super.init(pg, emscriptenOptions);
    const preRun = [...(result.emscriptenOpts.preRun ?? [])];
    preRun.push((module: EmscriptenModule) => {
      const ops = module.NODEFS?.stream_ops;
      if (!ops) throw new Error('PGlite changed: NODEFS.stream_ops not found (durable fsync)');
      ops.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        try {
          fs.fsyncSync(stream.nfd);
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          // Directories and special files may refuse fsync on some filesystems; that is not data loss.
          if (code === 'EINVAL' || code === 'EISDIR' || code === 'EBADF') return 0;
          // A real I/O error: PostgreSQL must see it (it then stops rather than lose data silently).
          if (module.FS) throw new module.FS.ErrnoError(EIO);
          throw err;
        }
        return 0;
      };
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/** PGlite's default start parameters, with fsync on and a sync method that reaches our hook. */
function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
}

// PGlite is a single-process database: two servers on one data directory would corrupt it. A lock file
// names its owner (pid, host, a random instance id) and the owner touches it every LOCK_BEAT_MS. A live
// pid on this host is a live owner. Anything else — another host (two containers sharing a volume), our
// own pid in a lock this process did not take (every container is pid 1), a pid that is not running here
// (a container with the same hostname: its pids are not ours), an unreadable lock — is judged by the
// heartbeat: still beating over LOCK_STALE_MS means a live server, and the second one is refused; silent
// that long means its owner died, and the lock is taken over. A takeover replaces the lock in one step
// (a file of our own renamed over it), then reads it back after a moment: of two servers taking over
// the same stale lock at once, the one whose file is there owns it and the other one backs off.
const lockedHere = new Set<string>();

/** How often the owner of a PGlite lock touches it. */
export const LOCK_BEAT_MS = 2_000;
/** A lock not touched for this long belongs to a dead server. */
export const LOCK_STALE_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  instance?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockTouchedAt(lockPath: string): number | null {
  try {
    return fs.statSync(lockPath).mtimeMs;
  } catch {
    return null;
  }
}

/** True when the lock's heartbeat moves within `staleMs` (its owner is alive). */
async function heartbeatMoves(lockPath: string, staleMs: number): Promise<boolean> {
  const first = lockTouchedAt(lockPath);
  if (first === null) return false;
  // Silent for far longer than a beat (with room for clocks that disagree across hosts): dead.
  if (Date.now() - first > 6 * staleMs) return false;
  // Touched recently enough to be alive: watch it move (or not) for a full stale period.
  const deadline = Date.now() + staleMs;
  while (Date.now() < deadline) {
    await sleep(Math.min(LOCK_BEAT_MS / 2, staleMs));
    const now = lockTouchedAt(lockPath);
    if (now === null) return false;
    if (now !== first) return true;
  }
  return false;
}

/** Takes the lock of the PGlite data directory `dir`, or throws; resolves to its release. */
export async function acquireLock(dir: string, staleMs: number): Promise<() => void> {
  const lockPath = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  if (lockedHere.has(lockPath)) {
    throw new DatabaseStartupError(`The embedded database ${dir} is already open in this process.`);
  }
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    instance: randomBytes(8).toString('hex'),
  };
  const content = JSON.stringify(owner);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await createOrTakeOver(lockPath, content, staleMs, attempt)) {
      return holdLock(lockPath, content);
    }
    const holder = readLockOwner(lockPath);
    if (
      holder === null
        ? await heartbeatMoves(lockPath, staleMs)
        : await ownerIsAlive(holder, lockPath, staleMs)
    ) {
      const where = !holder || holder.host === owner.host ? '' : ` on host ${holder.host}`;
      throw new DatabaseStartupError(
        `The embedded database ${dir} is in use by process ${holder?.pid ?? '?'}${where} (another ` +
          `Panel server, perhaps in another container sharing this volume). Stop it, use another ` +
          `DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several servers.`,
      );
    }
  }
  throw new DatabaseStartupError(`Could not lock ${dir}`);
}

/**
 * Writes the lock when there is none (the first attempt), or replaces a lock judged stale (the next
 * ones): answers whether the lock is ours.
 */
async function createOrTakeOver(
  lockPath: string,
  content: string,
  staleMs: number,
  attempt: number,
): Promise<boolean> {
  if (attempt === 0) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return false;
    }
  }
  // Stale: its owner died (kill -9, crash). Replaced in one step, never removed first: another server
  // taking over too replaces it as well, and only the last file stays.
  const mine = `${lockPath}.${randomBytes(8).toString('hex')}`;
  fs.writeFileSync(mine, content);
  fs.renameSync(mine, lockPath);
  await sleep(Math.min(LOCK_BEAT_MS, staleMs) / 2);
  try {
    return fs.readFileSync(lockPath, 'utf8') === content;
  } catch {
    return false;
  }
}

/** Beats the heartbeat of a lock we own; resolves to its release. */
function holdLock(lockPath: string, content: string): () => void {
  lockedHere.add(lockPath);
  const beat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockPath, now, now);
    } catch {
      // removed under us: the next start-up will say so
    }
  }, LOCK_BEAT_MS);
  beat.unref();
  return () => {
    clearInterval(beat);
    lockedHere.delete(lockPath);
    try {
      if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

function readLockOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as {
      pid?: unknown;
      host?: unknown;
      instance?: unknown;
    };
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? {
          pid: parsed.pid,
          host: parsed.host,
          ...(typeof parsed.instance === 'string' ? { instance: parsed.instance } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

async function ownerIsAlive(owner: LockOwner, lockPath: string, staleMs: number): Promise<boolean> {
  // Another host, or our own pid in a lock this process did not take (see lockedHere): the pid says
  // nothing here. Only the heartbeat does.
  if (owner.host !== os.hostname() || owner.pid === process.pid) {
    return heartbeatMoves(lockPath, staleMs);
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EPERM') return true;
    // Not running here — or running in another container with the same hostname: the heartbeat says.
    return heartbeatMoves(lockPath, staleMs);
  }
}

// drizzle reads dates, timestamps and intervals (and their arrays) as text and maps them itself, so it
// passes PGlite a `parsers` option with every query; PGlite then copies its whole parser table (about 330
// entries) into a new object for each query — measured 0.15–0.2 ms a query here, as much as a small
// query itself. The same parsers are set once on the client instead, and dropped from each query: the
// rows drizzle gets are the same.
const asText = (value: string) => value;
const DRIZZLE_TEXT_TYPES: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type Queryable = Pick<PGlite, 'query'>;

/** Runs `query` without its per-query `parsers`, which only repeat {@link DRIZZLE_TEXT_TYPES}. */
function withoutQueryParsers<T extends Queryable>(target: T): T['query'] {
  return ((text, params, options) => {
    if (!options?.parsers) return target.query(text, params, options);
    const { parsers: _repeated, ...rest } = options;
    return target.query(text, params, rest);
  }) as T['query'];
}

/** `client` as drizzle uses it (query, transaction), with the parsers set once: see above. */
function withParsersOnce(client: PGlite): PGlite {
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return withoutQueryParsers(target);
      if (property === 'transaction') {
        return ((run) =>
          target.transaction((tx) =>
            run(Object.assign(Object.create(tx) as typeof tx, { query: withoutQueryParsers(tx) })),
          )) as PGlite['transaction'];
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite's methods use private fields: they must run with the real client as `this`.
      if (!bound.has(property))
        bound.set(property, (value as (...args: unknown[]) => unknown).bind(target));
      return bound.get(property);
    },
  });
}

/**
 * Gathers the planner's statistics of the product's tables. PGlite runs PostgreSQL without its background
 * workers, so no autovacuum ever does: the planner would guess every table's size and spread (a product
 * search over 100,000 products then took 4.7 ms a list, 3.2 ms once analyzed). Done at each start: 1.5 s
 * for 100,000 products, milliseconds for a shop's own tables.
 */
async function analyzeTables(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ tables: string | null }>(
    "SELECT string_agg(quote_ident(tablename), ', ') AS tables FROM pg_tables WHERE schemaname = 'public'",
  );
  if (rows[0]?.tables) await client.exec(`ANALYZE ${rows[0].tables}`);
}

async function openPglite(
  dir: string,
  migrationsDir: string,
  lockStaleMs: number,
): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = await acquireLock(dir, lockStaleMs);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({
      fs: new DurableNodeFS(dir),
      extensions: { btree_gin, pg_trgm },
      parsers: DRIZZLE_TEXT_TYPES,
      relaxedDurability: false,
      startParams: durableStartParams(),
    });
    const db = drizzlePglite({ client: withParsersOnce(client), schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    await analyzeTables(client);
    const opened = client;
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    releaseLock();
    throw err;
  }
}

// Any fixed number shared by every process of this product: serialises concurrent start-ups' migrations.
const MIGRATION_LOCK_ID = 0x70616e656c; // "panel"

async function openPostgres(
  url: string,
  migrationsDir: string,
  onPoolError: (err: Error) => void = () => undefined,
  connectTimeoutMs: number = POSTGRES_TIMEOUTS.connectMs,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: 'panel-server',
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: POSTGRES_TIMEOUTS.idleClientMs,
    // Statements are prepared (named) to be parsed once per connection, but always planned for their
    // values: a generic plan of the product search cannot fold its pattern (lower(translate($2, …)) is
    // then computed for every row) nor tell a short pattern, which no trigram index serves, from a long
    // one — 10–13 ms a list against 1 ms (EXPLAIN, bench data).
    options: [
      '-c plan_cache_mode=force_custom_plan',
      `-c statement_timeout=${POSTGRES_TIMEOUTS.statementMs}`,
      `-c idle_in_transaction_session_timeout=${POSTGRES_TIMEOUTS.idleInTransactionMs}`,
    ].join(' '),
  });
  // An idle client losing its connection emits 'error' on the pool; without a listener Node would crash.
  pool.on('error', onPoolError);
  handleOutages(pool, connectTimeoutMs);
  try {
    const db = drizzlePg({ client: pool, schema });
    const lock = await pool.connect();
    try {
      // Waiting for another process's migrations, and the migrations themselves (an index over a big
      // table), may take longer than a request's statement.
      await lock.query('SET statement_timeout = 0');
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder: migrationsDir });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      await lock.query('RESET statement_timeout').catch(() => undefined);
      lock.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
}
