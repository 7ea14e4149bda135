// The `catalog` part (issue 24), run by lib/catalog-part.mjs: `node --import tsx lib/catalog-import.ts
// '<json>'`; prints one JSON line. For PGlite and (with `postgresUrl`) PostgreSQL: a fresh migrated
// database with one signed-in merchant, the server run from source as its own process (PRODUCTS_LIMIT
// high enough), then a Tiendanube-format file of `rows` rows (`products` products with Talle × Color
// variants) sent to `POST /products/import/preview`, then `/products/import/apply`, then the store
// exported (`GET /products/export`) and the export previewed again (the round trip: all unchanged).
// For each call: the answer's time as the client saw it, the server's CPU time meanwhile and the rise of
// its peak resident memory (VmHWM, reset to the resident size before each call via /proc/<pid>/clear_refs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { migrationsDir } from '../../apps/server/src/paths.js';
import { createMerchant } from '../../apps/server/test/helpers.js';
import { withSourceServer } from './server-process.js';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  serverRoot: string;
  postgresUrl: string | null;
  rows: number;
  products: number;
};

const TALLES = ['S', 'M', 'L', 'XL'];
const COLORES = ['Negro', 'Blanco', 'Rojo', 'Azul'];

/**
 * A Tiendanube-format file (`;`, decimal comma, UTF-8 with BOM): `products` products sharing `rows` rows,
 * each with Talle (and Color past 4 variants) and a blank-handle continuation for every other row.
 */
export function tiendanubeFile(rows: number, products: number): Buffer {
  const header = [
    'Identificador de URL',
    'Nombre',
    'Categorías',
    'Nombre de propiedad 1',
    'Valor de propiedad 1',
    'Nombre de propiedad 2',
    'Valor de propiedad 2',
    'Precio',
    'Stock',
    'SKU',
    'Mostrar en tienda',
    'Descripción',
  ];
  const lines = [header.join(';')];
  const base = Math.floor(rows / products);
  let extra = rows - base * products;
  for (let p = 0; p < products; p++) {
    const variants = base + (extra-- > 0 ? 1 : 0);
    for (let v = 0; v < variants; v++) {
      const first = v === 0;
      lines.push(
        [
          first || v % 2 === 0 ? `producto-${p}` : '',
          first ? `Producto ${p} «Clásico»` : '',
          first ? `Categoría ${p % 40}` : '',
          'Talle',
          TALLES[v % 4],
          'Color',
          COLORES[Math.floor(v / 4) % 4],
          `${1000 + (p % 500)},50`,
          String((p + v) % 20),
          `SKU-${p}-${v}`,
          first ? 'SI' : '',
          first ? `"<p>Descripción del producto ${p}; de algodón</p>"` : '',
        ].join(';'),
      );
    }
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n'))]);
}

async function freshPostgres(url: string) {
  const name = `panel_bench_catalog_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    databaseUrl: u.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .finally(() => client.end());
    },
  };
}

async function measureOn(backend: 'pglite' | 'postgres', file: Buffer) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-catalog-'));
  const pgDb =
    backend === 'postgres' && options.postgresUrl ? await freshPostgres(options.postgresUrl) : null;
  const database = await openDatabase({
    databaseUrl: pgDb?.databaseUrl ?? null,
    pgliteDir: path.join(dataDir, 'pglite'),
    migrationsDir,
  });
  const merchant = await createMerchant(database.db, { link: 'catalogo', country: 'AR' });
  await database.close();
  const env: Record<string, string> = { PRODUCTS_LIMIT: String(options.products * 2) };
  if (pgDb) env.DATABASE_URL = pgDb.databaseUrl;
  try {
    return await withSourceServer(
      { serverRoot: options.serverRoot, dataDir, env },
      async (server) => {
        const call = async (what: string, method: 'GET' | 'POST', body?: Buffer) => {
          server.resetPeak();
          const rssBefore = server.kb('VmRSS');
          const cpuBefore = server.cpuMs();
          const started = performance.now();
          const res = await fetch(`${server.url}/api/v2/products/${what}`, {
            method,
            headers: { ...merchant.headers, ...(body ? { 'content-type': 'text/csv' } : {}) },
            body,
            signal: AbortSignal.timeout(600_000),
          });
          const payload = Buffer.from(await res.arrayBuffer());
          const ms = performance.now() - started;
          return {
            status: res.status,
            ms: Math.round(ms),
            cpuMs: Math.round(server.cpuMs() - cpuBefore),
            rssBeforeMb: Math.round(rssBefore / 1024),
            peakMb: Math.round(server.kb('VmHWM') / 1024),
            peakRiseMb: Math.round((server.kb('VmHWM') - rssBefore) / 1024),
            payload,
          };
        };
        const strip = ({ payload: _p, ...rest }: Awaited<ReturnType<typeof call>>) => rest;
        const json = (r: Awaited<ReturnType<typeof call>>) =>
          JSON.parse(r.payload.toString()) as { data?: { counts?: unknown }; error?: string };
        // Warm the routes (compiles, caches) with a small file first.
        await call('import/preview', 'POST', tiendanubeFile(10, 3));
        const preview = await call('import/preview', 'POST', file);
        const apply = await call('import/apply', 'POST', file);
        const exported = await call('export?format=tiendanube', 'GET');
        const roundTrip = await call('import/preview', 'POST', exported.payload);
        return {
          backend,
          preview: { ...strip(preview), counts: json(preview).data?.counts ?? json(preview).error },
          apply: { ...strip(apply), answer: json(apply).data ?? json(apply).error },
          export: { ...strip(exported), bytes: exported.payload.length },
          roundTripPreview: {
            ...strip(roundTrip),
            counts: json(roundTrip).data?.counts ?? json(roundTrip).error,
          },
        };
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop().catch(() => undefined);
  }
}

async function main() {
  const file = tiendanubeFile(options.rows, options.products);
  const runs = [await measureOn('pglite', file)];
  if (options.postgresUrl) runs.push(await measureOn('postgres', file));
  console.log(
    JSON.stringify({
      rows: options.rows,
      products: options.products,
      fileBytes: file.length,
      runs,
      loadAverage: os.loadavg(),
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
