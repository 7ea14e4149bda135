// The data model over a fresh database: migrations, constraints, idempotent start-ups, and (PGlite)
// durability of acknowledged writes across kill -9.
import { spawn } from 'node:child_process';
import fs, { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DatabaseStartupError, openDatabase, type Db } from '../src/db/client.js';
import { products, stores, users } from '../src/db/schema.js';
import { migrationsDir, packageDir } from '../src/paths.js';
import { backends, freshDatabase, type TestDatabase } from './helpers.js';
import { copyPgliteTemplate } from './setup/database-template.js';

const TABLES = [
  'categories',
  'coupons',
  'known_browsers',
  'metric_salts',
  'notifications',
  'order_lines',
  'order_status_changes',
  'orders',
  'product_media',
  'product_variants',
  'products',
  'rate_limits',
  'released_store_links',
  'server_secrets',
  'sessions',
  'sign_in_codes',
  'sign_in_links',
  'store_checkouts',
  'store_configurations',
  'store_currencies',
  'store_daily_metrics',
  'store_events',
  'stores',
  'users',
];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The constraint a failed query broke (drizzle wraps the driver's error in `cause`). */
async function violation(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    const cause = (err as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(err);
  }
  return undefined;
}

describe.each(backends)('database (%s)', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase(backend, { empty: true });
  });

  afterAll(async () => {
    await database?.cleanup();
  });

  const config = () =>
    loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      PANEL_DIST: '/nonexistent',
    });

  it('applies the migrations at start, and a second start on the same data is a no-op', async () => {
    const first = await buildApp(config(), { logger: false });
    try {
      const tables = await rows<{ table_name: string }>(
        first.db,
        // Tables, not partitions (store_events has one per day).
        sql`SELECT c.relname AS table_name FROM pg_class c
            WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
              AND NOT c.relispartition ORDER BY 1`,
      );
      expect(tables.map((t) => t.table_name)).toEqual(TABLES);
      const ext = await rows<{ extname: string }>(
        first.db,
        sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`,
      );
      expect(ext).toHaveLength(1);
      expect(first.dbKind).toBe(backend);
      await first.db.insert(users).values({ email: 'ana@example.com', name: 'Ana' });
    } finally {
      await first.close();
    }

    const second = await buildApp(config(), { logger: false });
    try {
      const applied = await rows<{ n: number }>(
        second.db,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      // One row per migration of drizzle/meta/_journal.json.
      const journal = JSON.parse(
        fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied[0]?.n).toBe(journal.entries.length);
      const kept = await second.db.select().from(users).where(eq(users.email, 'ana@example.com'));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({
        name: 'Ana',
        country: 'US',
        onboardingLevel: '0',
        googleSub: null,
      });
    } finally {
      await second.close();
    }
  });

  describe('rules the database enforces', () => {
    let db: Db;
    let close: () => Promise<void>;
    let ownerId: string;

    beforeAll(async () => {
      const opened = await openDatabase({
        databaseUrl: database.databaseUrl ?? null,
        pgliteDir: path.join(database.dataDir, 'pglite'),
        migrationsDir,
      });
      db = opened.db;
      close = opened.close;
      const [owner] = await db.insert(users).values({ email: 'owner@example.com' }).returning();
      ownerId = owner!.id;
    });

    afterAll(async () => {
      await close?.();
    });

    it('keeps e-mails lower-case and unique', async () => {
      expect(await violation(db.insert(users).values({ email: 'Mixed@Example.com' }))).toBe(
        'users_email_lower',
      );
      expect(await violation(db.insert(users).values({ email: 'owner@example.com' }))).toBe(
        'users_email_key',
      );
    });

    it('keeps store links unique whatever their case', async () => {
      await db.insert(stores).values({ name: 'Mi tienda', link: 'mi-tienda', ownerId });
      expect(
        await violation(db.insert(stores).values({ name: 'Otra', link: 'Mi-Tienda', ownerId })),
      ).toBe('stores_link_lower_key');
    });

    it('stores money as exact decimals and searches names by trigram', async () => {
      const [store] = await db
        .insert(stores)
        .values({ name: 'Precios', link: 'precios', ownerId })
        .returning();
      const [saved] = await db
        .insert(products)
        .values({
          storeId: store!.id,
          slug: 'cafe',
          name: 'Café de Altura',
          retailCost: '0.10',
          retailPrice: '0.30',
          retailUtility: '200',
        })
        .returning();
      // 0.1 + 0.2 is not 0.3 in binary floating point; numeric keeps cents exact.
      expect(saved).toMatchObject({
        retailCost: '0.10',
        retailPrice: '0.30',
        retailUtility: '200.00',
      });
      const [sum] = await rows<{ total: string }>(
        db,
        sql`SELECT (retail_cost + 0.20)::text AS total FROM products WHERE id = ${saved!.id}`,
      );
      expect(sum?.total).toBe('0.30');

      const found = await rows<{ name: string }>(
        db,
        sql`SELECT name FROM products WHERE store_id = ${store!.id} AND lower(name) LIKE ${'%altu%'}`,
      );
      expect(found.map((f) => f.name)).toEqual(['Café de Altura']);
      const [sim] = await rows<{ s: number }>(db, sql`SELECT similarity('altura', 'altur') AS s`);
      expect(Number(sim?.s)).toBeGreaterThan(0.5);

      expect(
        await violation(
          db.insert(products).values({ storeId: store!.id, slug: 'cafe', name: 'Otro café' }),
        ),
      ).toBe('products_store_id_slug_key');
      expect(
        await violation(
          db.insert(products).values({
            storeId: store!.id,
            slug: 'largo',
            name: 'Largo',
            description: 'x'.repeat(1501),
          }),
        ),
      ).toBe('products_description_length');
      expect(
        await violation(
          db
            .insert(products)
            .values({ storeId: store!.id, slug: 'neg', name: 'Neg', retailPrice: '-1' }),
        ),
      ).toBe('products_prices_not_negative');
    });
  });

  it.runIf(backend === 'postgres')(
    'lets several processes start at once (migrations are serialised)',
    async () => {
      const fresh = await freshDatabase('postgres', { empty: true });
      try {
        const opened = await Promise.all(
          [1, 2, 3].map(() =>
            openDatabase({ databaseUrl: fresh.databaseUrl!, pgliteDir: '', migrationsDir }),
          ),
        );
        try {
          // Each migration applied once (without the lock, two starters apply one twice or fail).
          const journal = JSON.parse(
            fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
          ) as { entries: unknown[] };
          for (const one of opened) {
            const applied = await rows<{ n: number }>(
              one.db,
              sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
            );
            expect(applied[0]?.n).toBe(journal.entries.length);
          }
        } finally {
          await Promise.all(opened.map((o) => o.close()));
        }
      } finally {
        await fresh.cleanup();
      }
    },
  );
});

describe('PGlite data directory', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
  });

  afterAll(async () => {
    await database?.cleanup();
  });

  it('refuses a second server on the same data directory', async () => {
    const pgliteDir = path.join(database.dataDir, 'pglite');
    const first = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir });
    try {
      await expect(
        openDatabase({ databaseUrl: null, pgliteDir, migrationsDir }),
      ).rejects.toBeInstanceOf(DatabaseStartupError);
    } finally {
      await first.close();
    }
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
  });

  it('syncs every commit to disk (fsync on, through a real fsync)', async () => {
    const pgliteDir = path.join(database.dataDir, 'synced');
    const opened = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir });
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      const settings = await rows<{ fsync: string; method: string }>(
        opened.db,
        sql`SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method`,
      );
      expect(settings[0]).toEqual({ fsync: 'on', method: 'fsync' });
      fsync.mockClear();
      await opened.db.insert(users).values({ email: 'synced@example.com' });
      expect(fsync).toHaveBeenCalled();
    } finally {
      fsync.mockRestore();
      await opened.close();
    }
  });

  it('keeps an acknowledged write when the server is killed with SIGKILL', async () => {
    const pgliteDir = path.join(database.dataDir, 'killed');
    // Migrated already: the child starts in a second, not in the many of 18 migrations on a busy machine.
    await copyPgliteTemplate(pgliteDir);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/write-then-hang.ts', pgliteDir, 'durable@example.com'],
      { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve();
      });
      child.on('exit', () => reject(new Error(`child exited before writing: ${stderr}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The lock file of the killed process is left behind; its owner is dead, so it is taken over.
    expect(existsSync(`${pgliteDir}.lock`)).toBe(true);

    const reopened = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir });
    try {
      const found = await reopened.db
        .select()
        .from(users)
        .where(eq(users.email, 'durable@example.com'));
      expect(found).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });
});
