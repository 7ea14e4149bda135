// Test helpers: fresh data directories, fresh PostgreSQL databases, and a built panel to serve.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL for the server tests: TEST_DATABASE_URL (what CI sets), else DATABASE_URL. Its role needs
 * CREATEDB: each test creates its own database and drops it afterwards.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

export type Backend = 'pglite' | 'postgres';

/** The database engines the DB tests run on: always PGlite, plus PostgreSQL when a URL is given. */
export const backends: Backend[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export function tempDir(prefix = 'panel-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestDatabase {
  /** DATABASE_URL for the server, or undefined for PGlite in DATA_DIR. */
  databaseUrl: string | undefined;
  dataDir: string;
  cleanup(): Promise<void>;
}

/** A fresh, empty database of `backend` (and a fresh DATA_DIR either way). */
export async function freshDatabase(backend: Backend): Promise<TestDatabase> {
  const dataDir = tempDir();
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (backend === 'pglite') {
    return { databaseUrl: undefined, dataDir, cleanup: async () => removeDir() };
  }
  if (!postgresUrl) throw new Error('no PostgreSQL URL');
  const name = `panel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
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

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** A stand-in for apps/panel/dist: index.html and one hashed asset. */
export function fakePanelDist(): string {
  const dir = tempDir('panel-dist-');
  mkdirSync(path.join(dir, 'assets'));
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
  return dir;
}

/** Headers of a same-origin call of the panel. */
export const PANEL_HEADERS = { 'x-panel-request': '1' } as const;
