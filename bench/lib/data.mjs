// The benchmark's data: a seed plan (stores and product counts), seeded once through the server's code
// (lib/seed.ts) and cached under bench/.work keyed by the plan and the migrations — a PGlite data
// directory copied for each run, or a PostgreSQL template database cloned for each run (the runs write
// products, the cache stays as seeded).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  mkdirSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const BENCH = new URL('..', import.meta.url).pathname;
export const WORK = join(BENCH, '.work');
const MIGRATIONS = new URL('../../apps/server/drizzle/', import.meta.url).pathname;

/** The seeded merchants the benchmarks sign in as (lib/seed.ts names them the same way). */
export const ACCOUNTS = {
  /** The store with `big` products (issue 7: 1,000). */
  big: 'bench-big@example.com',
  /** The store with `page` products (issue 7: /products with 100 products). */
  page: 'bench-1@example.com',
  /** An empty store the product-create load writes to. */
  create: 'bench-2@example.com',
  /** The storefront's measured store (issue 12): seeded empty, its 24 products made over HTTP by the run. */
  store: 'bench-3@example.com',
};

/**
 * @param {{ stores: number; products: number; big: number; page: number }} size
 * @returns {{ storeSizes: number[]; productsLimit: number; batch: number; notifications: number }}
 */
export function seedPlan({ stores, products, big, page }) {
  const rest = products - big - page;
  const others = stores - 4;
  if (others < 1 || rest < 0) throw new Error('seed plan: not enough stores or products');
  const storeSizes = [big, page, 0, 0];
  for (let i = 0; i < others; i++) {
    storeSizes.push(Math.floor(rest / others) + (i < rest % others ? 1 : 0));
  }
  return { storeSizes, productsLimit: 1_000_000, batch: 500, notifications: 200 };
}

/** Cache key: the plan, the seeder and the migrations (a schema change seeds again). */
export function seedKey(plan) {
  const hash = createHash('sha256').update(JSON.stringify(plan));
  hash.update(readFileSync(join(BENCH, 'lib', 'seed.ts')));
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  }
  const products = plan.storeSizes.reduce((a, b) => a + b, 0);
  return `s${plan.storeSizes.length}-p${products}-${hash.digest('hex').slice(0, 10)}`;
}

/** Runs lib/seed.ts (TypeScript, through tsx) and returns its summary. */
function runSeed(plan, databaseUrl, pgliteDir) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(BENCH, 'lib', 'seed.ts'),
      JSON.stringify({ ...plan, databaseUrl, pgliteDir }),
    ],
    { cwd: BENCH, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}');
}

/**
 * A fresh DATA_DIR holding a copy of the seeded PGlite database (seeded first when not cached), in
 * `.work/run/<name>`.
 * @returns {{ dataDir: string; seeded: { cached: boolean; ms?: number; key: string } }}
 */
export function pgliteDataDir(plan, log, name = 'pglite') {
  const key = seedKey(plan);
  const cache = join(WORK, 'seed', `pglite-${key}`);
  let seeded = { cached: true, key };
  if (!existsSync(join(cache, 'pglite'))) {
    log(`seeding PGlite (${key}) through the server's code; cached afterwards in ${cache}`);
    const partial = `${cache}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const summary = runSeed(plan, null, join(partial, 'pglite'));
    renameSync(partial, cache);
    seeded = { cached: false, ms: summary.ms, key };
  }
  const dataDir = join(WORK, 'run', name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync(join(cache, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return { dataDir, seeded };
}

/**
 * The run databases' suffix, one per checkout: two checkouts benchmarking on one PostgreSQL at once must
 * not drop each other's run database.
 */
const CHECKOUT = createHash('sha256').update(WORK).digest('hex').slice(0, 8);

/** `postgres://…/name` with another database name. */
const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A fresh PostgreSQL database `<base>_<checkout>` cloned from the seeded template `panel_bench_<key>`
 * (seeded first when it does not exist), on the server of `url`. Needs CREATEDB; the database of `url`
 * itself is not touched.
 * @returns {Promise<{ databaseUrl: string; seeded: { cached: boolean; ms?: number; key: string } }>}
 */
export async function postgresDatabase(url, plan, log, base = 'panel_bench_run') {
  const run = `${base}_${CHECKOUT}`;
  const key = seedKey(plan).replace(/-/g, '_');
  const template = `panel_bench_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = async (name) =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    let seeded = { cached: true, key };
    if (!(await exists(template))) {
      log(`seeding PostgreSQL database ${template} through the server's code (kept as a template)`);
      const partial = `${template}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
      await admin.query(`CREATE DATABASE ${partial}`);
      const summary = runSeed(plan, withDatabase(url, partial), join(WORK, 'unused-pglite'));
      // Statistics, as autovacuum would gather them on a live server: a database cloned from the
      // template copies them, but not the counters that would make autovacuum analyze the clone.
      const seededDb = new pg.Client({ connectionString: withDatabase(url, partial) });
      await seededDb.connect();
      await seededDb.query('ANALYZE').finally(() => seededDb.end());
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
      seeded = { cached: false, ms: summary.ms, key };
    }
    await admin.query(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${run} TEMPLATE ${template}`);
    return { databaseUrl: withDatabase(url, run), seeded };
  } finally {
    await admin.end();
  }
}
