// Test helpers: fresh data directories, fresh PostgreSQL databases, and a built panel to serve.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { storeTimeZoneFor } from '@panel/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createSessionToken, SESSION_COOKIE } from '../src/auth/session.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { products, productVariants, storeCheckouts, stores, users } from '../src/db/schema.js';
import { migrationsDir } from '../src/paths.js';
import { copyPgliteTemplate, postgresTemplate } from './setup/database-template.js';

/**
 * PostgreSQL for the server tests: TEST_DATABASE_URL (what CI sets), else DATABASE_URL. Its role needs
 * CREATEDB: each test creates its own database and drops it afterwards.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

export type Backend = 'pglite' | 'postgres';

/**
 * The database engines the DB tests run on: always PGlite, plus PostgreSQL when a URL is given.
 * TEST_BACKENDS=postgres keeps PostgreSQL alone: `pnpm mutate` sets it when it has a URL, because a test
 * file starts about twice as fast there (a database copy is a CREATE DATABASE, not a PGlite start).
 */
export const backends: Backend[] = !postgresUrl
  ? ['pglite']
  : process.env.TEST_BACKENDS === 'postgres'
    ? ['postgres']
    : ['pglite', 'postgres'];

export function tempDir(prefix = 'panel-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestDatabase {
  /** DATABASE_URL for the server, or undefined for PGlite in DATA_DIR. */
  databaseUrl: string | undefined;
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh database of `backend` with every migration applied (and a fresh DATA_DIR either way): each call
 * gets its own copy of a migrated template (test/setup/database-template.ts), as if the server had just
 * migrated an empty one — PGlite's in `$DATA_DIR/pglite`, where the server opens it. With `empty`, an
 * empty database instead (PGlite: no `$DATA_DIR/pglite` yet), for the tests of the migrations themselves
 * (applying them from nothing, or from an earlier one: a migrated database would make those no-ops).
 */
export async function freshDatabase(
  backend: Backend,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = tempDir();
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (backend === 'pglite') {
    if (!empty) await copyPgliteTemplate(path.join(dataDir, 'pglite'));
    return { databaseUrl: undefined, dataDir, cleanup: async () => removeDir() };
  }
  if (!postgresUrl) throw new Error('no PostgreSQL URL');
  const name = `panel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let template = '';
  try {
    if (!empty) template = ` TEMPLATE ${await postgresTemplate(postgresUrl)}`;
  } catch (err) {
    throw new Error(
      `Cannot make the migrated template database with ${redact(postgresUrl)}: ${String(err)}`,
    );
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template}`);
  } catch (err) {
    throw new Error(
      `Cannot create a test database with ${redact(postgresUrl)} (its role needs CREATEDB): ${String(err)}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async cleanup() {
      removeDir();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A {@link freshDatabase} opened in this process, without a server: for the tests of a module that takes
 * a database handle. `close` closes the handle and drops the database.
 */
export async function openFreshDatabase(backend: Backend): Promise<Database> {
  const database = await freshDatabase(backend);
  const opened = await openDatabase({
    databaseUrl: database.databaseUrl ?? null,
    pgliteDir: path.join(database.dataDir, 'pglite'),
    migrationsDir,
  });
  return {
    ...opened,
    async close() {
      await opened.close();
      await database.cleanup();
    },
  };
}

/**
 * A {@link openFreshDatabase} of a suite's own, opened before its tests and closed after them: read `db`
 * inside a test.
 */
export function suiteDatabase(backend: Backend): { readonly db: Db } {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await openFreshDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get db() {
      if (!opened) throw new Error('the suite database opens in beforeAll');
      return opened.db;
    },
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** The body of {@link fakePanelDist}'s login.html, the prerendered sign-in page. */
export const FAKE_LOGIN_HTML =
  '<!doctype html><html lang="es"><head><title>Panel</title></head><body><div id="root">' +
  '<main><h1>Inicia sesión o crea tu cuenta</h1></main></div></body></html>';

/**
 * A stand-in for apps/panel/dist: index.html and hashed assets; with `prerendered`, also login.html and
 * its Brotli and gzip copies, as `pnpm --filter @panel/panel build` writes them; with `serverBundle`, the
 * build's manifest and that source as the server bundle beside it (`<dist>-ssr/entry-server.js`, removed
 * with {@link removePanelDist}).
 */
export function fakePanelDist({
  prerendered = false,
  serverBundle,
}: { prerendered?: boolean; serverBundle?: string } = {}): string {
  const dir = tempDir('panel-dist-');
  mkdirSync(path.join(dir, 'assets'));
  if (serverBundle !== undefined) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    mkdirSync(`${dir}-ssr`);
    writeFileSync(path.join(`${dir}-ssr`, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(`${dir}-ssr`, 'entry-server.js'), serverBundle);
  }
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Panel</title></head><body><div id="root"></div></body></html>',
  );
  // Big enough for compression to kick in.
  writeFileSync(
    path.join(dir, 'assets', 'x.js'),
    `console.log(${JSON.stringify('x'.repeat(4096))});\n`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the panel's build writes them: a Brotli copy beside the asset (apps/panel/vite.config.ts).
  const built = `console.log(${JSON.stringify('y'.repeat(4096))});\n`;
  writeFileSync(path.join(dir, 'assets', 'y.js'), built);
  writeFileSync(path.join(dir, 'assets', 'y.js.br'), brotliCompressSync(built));
  if (prerendered) {
    writeFileSync(path.join(dir, 'login.html'), FAKE_LOGIN_HTML);
    writeFileSync(path.join(dir, 'login.html.br'), brotliCompressSync(FAKE_LOGIN_HTML));
    writeFileSync(path.join(dir, 'login.html.gz'), gzipSync(FAKE_LOGIN_HTML));
  }
  return dir;
}

/** Removes a {@link fakePanelDist} and its server bundle. */
export function removePanelDist(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-ssr`, { recursive: true, force: true });
}

/** Headers of a same-origin call of the panel. */
export const PANEL_HEADERS = { 'x-panel-request': '1' } as const;

/** A signed-in merchant of the tests: a user who finished onboarding, their store and a session. */
export interface Merchant {
  userId: string;
  storeId: string;
  /** The store's link: its pages are at `{link}.{STORE_HOST}`. */
  link: string;
  /** `panel_session=<token>`. */
  cookie: string;
  /** Cookie plus the CSRF header: what the panel sends on every call. */
  headers: Record<string, string>;
}

/**
 * A user and their store written with the columns of the first migration only, for tests of a later
 * migration that run on the schema before it ({@link createMerchant} writes today's columns).
 */
export async function createLegacyStore(db: Db, link: string): Promise<string> {
  const made = (await db.execute(sql`
    WITH owner AS (INSERT INTO users (email) VALUES (${`${link}@example.com`}) RETURNING id)
    INSERT INTO stores (name, link, owner_id) SELECT ${`Tienda ${link}`}, ${link}, id FROM owner
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  return made.rows[0]!.id;
}

/** Inserts a user (onboarding level '3') and their store directly, and signs the user in. */
export async function createMerchant(
  db: Db,
  options: { email?: string; link?: string; storeName?: string; country?: string } = {},
): Promise<Merchant> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `merchant-${suffix}@example.com`,
      name: 'Ana Pérez',
      country: options.country ?? 'US',
      onboardingLevel: '3',
    })
    .returning();
  if (!user) throw new Error('no user');
  const [store] = await db
    .insert(stores)
    .values({
      name: options.storeName ?? 'Tienda de Ana',
      link: options.link ?? `tienda-${suffix}`,
      country: options.country ?? 'US',
      timeZone: storeTimeZoneFor(options.country ?? 'US'),
      ownerId: user.id,
    })
    .returning();
  if (!store) throw new Error('no store');
  const cookie = `${SESSION_COOKIE}=${await createSessionToken(db, user.id)}`;
  return {
    userId: user.id,
    storeId: store.id,
    link: store.link,
    cookie,
    headers: { cookie, ...PANEL_HEADERS },
  };
}

/** A merchant's store ({@link createMerchant}) in the time zone `zone`: its id. */
export async function storeInZone(db: Db, zone: string): Promise<string> {
  const { storeId } = await createMerchant(db);
  await db.update(stores).set({ timeZone: zone }).where(eq(stores.id, storeId));
  return storeId;
}

/** Columns of a product of {@link createShop}'s store, over its defaults. */
export type ProductValues = Partial<typeof products.$inferInsert>;

/** A signed-in merchant whose store sells: see {@link createShop}. */
export interface Shop extends Merchant {
  /** The Host header of the store's pages: `{link}.{storeHost}`. */
  host: string;
  /** `http://{host}`. */
  origin: string;
  /**
   * Inserts a product of the store and answers its id: `producto-N` / `Producto N` (N counts this shop's
   * products from 1) at 100.00, published, no stock kept — unless the shop's `productDefaults` or
   * `values` say otherwise.
   */
  product(values?: ProductValues): Promise<string>;
}

/**
 * The storefront tests' shop: a merchant ({@link createMerchant}) whose store takes orders on WhatsApp
 * (+54 11 2345-6789, saved without the 9), and a way to add its products.
 */
export async function createShop(
  db: Db,
  options: {
    /** STORE_HOST of the app: the store's pages are at `{link}.{storeHost}`. */
    storeHost: string;
    link?: string;
    /** Default 'Dulces Ana'. */
    storeName?: string;
    /** Default `duena-{link}@example.com`. */
    email?: string;
    /** Default 'AR' (its WhatsApp is +54; its money is written '$12.601,00'). */
    country?: string;
    /** False: the store has no checkout row, so no WhatsApp number. */
    whatsapp?: boolean;
    /** The checkout's hold time (issue 19); default the column's. */
    holdMinutes?: (typeof storeCheckouts.$inferInsert)['holdMinutes'];
    /** Columns every product of this shop starts from (each product's `values` go over them). */
    productDefaults?: ProductValues;
  },
): Promise<Shop> {
  const link = options.link ?? `tienda-${randomBytes(4).toString('hex')}`;
  const merchant = await createMerchant(db, {
    link,
    storeName: options.storeName ?? 'Dulces Ana',
    email: options.email ?? `duena-${link}@example.com`,
    country: options.country ?? 'AR',
  });
  if (options.whatsapp !== false) {
    await db.insert(storeCheckouts).values({
      storeId: merchant.storeId,
      phone: '1123456789',
      phoneArea: '+54',
      ...(options.holdMinutes ? { holdMinutes: options.holdMinutes } : {}),
    });
  }
  const host = `${link}.${options.storeHost}`;
  let n = 0;
  return {
    ...merchant,
    host,
    origin: `http://${host}`,
    async product(values: ProductValues = {}) {
      n += 1;
      const [row] = await db
        .insert(products)
        .values({
          storeId: merchant.storeId,
          slug: `producto-${n}`,
          name: `Producto ${n}`,
          retailPrice: '100.00',
          manageStock: false,
          ...options.productDefaults,
          ...values,
        })
        .returning({ id: products.id });
      return row!.id;
    },
  };
}

/**
 * The variants' tests' product of a shop: 'Remera Oversize' (slug remera-oversize, $100, its stock kept
 * on its variants) with `options`, and a variant for each of `combos` (its values in the options' order)
 * with the columns `columns` gives it. Answers the product's id and the variant ids by their values
 * joined with a space ('M Negro').
 */
export async function createVariantProduct(
  db: Db,
  shop: Shop,
  {
    options,
    combos,
    columns,
    values = {},
  }: {
    options: { name: string; values: string[] }[];
    combos: string[][];
    columns: (values: string[]) => Partial<typeof productVariants.$inferInsert>;
    /** Columns of the product over these. */
    values?: ProductValues;
  },
): Promise<{ productId: string; variant: Record<string, string> }> {
  const productId = await shop.product({
    slug: 'remera-oversize',
    name: 'Remera Oversize',
    manageStock: true,
    quantity: 0,
    options,
    ...values,
  });
  const rows = await db
    .insert(productVariants)
    .values(
      combos.map((combo, position) => ({
        productId,
        storeId: shop.storeId,
        position,
        values: combo,
        ...columns(combo),
      })),
    )
    .returning({ id: productVariants.id, values: productVariants.values });
  return { productId, variant: Object.fromEntries(rows.map((r) => [r.values.join(' '), r.id])) };
}

/** The 'Checkout' call's body of a store taking orders on WhatsApp at +54 11 2345-6789. */
export const WHATSAPP_CHECKOUT = {
  type: 'whatsapp',
  phone: '1123456789',
  phoneArea: '+54',
  customMessage: {
    start: 'Hola',
    body: 'Quiero:',
    product: '{cantidad} {nombre-producto}',
    end: 'Gracias',
  },
} as const;

/**
 * Client addresses `{prefix}.x.y`, a new one each call (.0.1 first): each request of a test comes from a
 * client of its own, so no per-client limit carries over from one test to the next.
 */
export function ipSequence(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/**
 * A browser's calls on a store host: `get` of a page, `post` of a form as a same-origin page sends it and
 * the order call, each from a client address `ip` gives (unless told one). `app` answers the suite's app,
 * started after this is made.
 */
export function storeRequests(app: () => FastifyInstance, ip: () => string) {
  return {
    get: (host: string, url: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, headers: { host, ...headers } }),
    post: (
      host: string,
      url: string,
      form: Record<string, string>,
      headers: Record<string, string> = {},
    ) =>
      app().inject({
        method: 'POST',
        url,
        headers: {
          host,
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          origin: `http://${host}`,
          ...headers,
        },
        payload: new URLSearchParams(form).toString(),
        remoteAddress: ip(),
      }),
    /** The storefront's order call (`POST /api/v2/storefront/orders`) with `body`. */
    order: (
      host: string,
      body: Record<string, unknown>,
      options: { ip?: string; headers?: Record<string, string> } = {},
    ): Promise<LightMyRequestResponse> =>
      app().inject({
        method: 'POST',
        url: '/api/v2/storefront/orders',
        headers: { host, ...options.headers },
        payload: body,
        remoteAddress: options.ip ?? ip(),
      }),
  };
}

/** A part of a multipart body: a text field, or a file with its declared name and type. */
export type MultipartPart =
  | [name: string, value: string]
  | [name: string, file: { filename: string; contentType: string; data: Buffer }];

/** Encodes a multipart/form-data body for `app.inject`. */
export function multipartBody(parts: readonly MultipartPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----panel-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Files left in a folder (recursively), e.g. `$DATA_DIR/uploads`; [] when it does not exist. */
export function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
