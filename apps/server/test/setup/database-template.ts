// Migrated databases to copy: the server tests' databases start from a copy of one that has every
// migration applied, instead of each applying them all (18 migrations with fsync on: about 3 s of each
// test file's start on PGlite). A copy is the database as the migrations leave it: the same files
// (PGlite), the same catalog (PostgreSQL's CREATE DATABASE … TEMPLATE).
//
// The template cannot go stale: its name is a hash of everything that shapes it — every file of the
// migrations folder, the PGlite build, the code that opens the database (src/db/client.ts) — and of the
// UTC day (migration 0011 makes the store_events partitions of today and the next two days), so a
// changed migration gets a new template, migrated again. Made once: PGlite's in
// node_modules/.cache/pglite-template (kept between runs; a clean clone or a new key makes it again, in
// about 3 s), PostgreSQL's as a database `panel_template_<key>` on the tests' server.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { migrationsDir, packageDir } from '../../src/paths.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The files of `dir`, recursively, as sorted paths relative to it. */
function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The package.json of the PGlite the server runs (its version is in the template's key). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('PGlite package.json not found');
    dir = parent;
  }
}

/**
 * The key of the template: the UTC day (YYYYMMDD), then a hash of the migrations, the PGlite version and
 * src/db/client.ts (16 hex digits: PostgreSQL's names are at most 63 bytes).
 */
export function templateKey(now = new Date(), migrations = migrationsDir): string {
  const hash = createHash('sha256');
  for (const file of filesOf(migrations)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(migrations, file)));
    hash.update('\0');
  }
  hash.update(`pglite ${pgliteVersion()}\0`);
  hash.update(fs.readFileSync(path.join(packageDir, 'src/db/client.ts')));
  return `${dayOf(now)}_${hash.digest('hex').slice(0, 16)}`;
}

/** YYYYMMDD of `date`'s UTC day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

/** The day of a template key made before yesterday (UTC): no run of today still copies it. */
function olderThanYesterday(key: string): boolean {
  const day = /^(\d{8})_/.exec(key)?.[1];
  return day !== undefined && day < dayOf(new Date(Date.now() - 86_400_000));
}

/** Where the PGlite templates are kept: apps/server/node_modules/.cache/pglite-template. */
const pgliteCache = path.resolve(here, '../../node_modules/.cache/pglite-template');

/**
 * The PGlite data directory with every migration applied, made when missing: copy it (never open it).
 * Several test workers may make it at once: each migrates its own folder and renames it into place;
 * the first rename wins and the others are discarded, so a template is never seen half made.
 */
export async function pgliteTemplate(): Promise<string> {
  const key = templateKey();
  const ready = path.join(pgliteCache, key);
  const dataDir = path.join(ready, 'pglite');
  if (fs.existsSync(dataDir)) return dataDir;
  fs.mkdirSync(pgliteCache, { recursive: true });
  const building = path.join(pgliteCache, `.building-${key}-${randomBytes(4).toString('hex')}`);
  try {
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: path.join(building, 'pglite'),
      migrationsDir,
    });
    await database.close();
    try {
      fs.renameSync(building, ready);
    } catch (err) {
      // Another worker was first (ENOTEMPTY/EEXIST): its template is the same.
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Templates of other keys (an earlier migration, an earlier day) are left by earlier runs: removed
  // once no run can be copying them any more (another run of this checkout may be a long one).
  for (const entry of fs.readdirSync(pgliteCache)) {
    const stale = path.join(pgliteCache, entry);
    const touched = fs.statSync(stale, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (entry !== key && Date.now() - touched > 3_600_000) {
      fs.rmSync(stale, { recursive: true, force: true });
    }
  }
  return dataDir;
}

/** A fresh PGlite data directory at `target` (which must not exist), copied from the template. */
export async function copyPgliteTemplate(target: string): Promise<void> {
  fs.cpSync(await pgliteTemplate(), target, { recursive: true });
}

// Any fixed number: serialises the making of the PostgreSQL template across test workers and runs.
const TEMPLATE_LOCK_ID = 0x70616e656d; // "panem"

/**
 * The name of the PostgreSQL database with every migration applied, on the server of `adminUrl`, made
 * when missing: pass it to CREATE DATABASE … TEMPLATE. Made under another name and renamed when
 * complete, so a run that dies midway leaves no half-migrated template behind. It takes no connections
 * (a connection to a template makes CREATE DATABASE from it fail).
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `panel_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({
        databaseUrl: url.toString(),
        pgliteDir: '',
        migrationsDir,
      });
      await database.close();
      await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
      // The pool's backends may still be exiting: a rename waits for them (55006 object_in_use).
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt === 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      // Templates of days before yesterday: no run copies them any more (other checkouts may share this
      // server, with other migrations: their templates of today stay).
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'panel\\_template\\_%'",
      );
      for (const { datname } of rows) {
        if (olderThanYesterday(datname.slice('panel_template_'.length))) {
          await admin.query(`DROP DATABASE IF EXISTS ${datname}`);
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Vitest's globalSetup: makes the PGlite template once, before the test workers start. */
export default async function makeTemplates(): Promise<void> {
  await pgliteTemplate();
}
