// PGlite's data-directory lock across processes, as two containers sharing a volume see it: both are pid 1,
// so the pid in the lock cannot tell a live owner from a dead one; the lock's heartbeat does.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseStartupError, openDatabase } from '../src/db/client.js';
import { migrationsDir, packageDir } from '../src/paths.js';
import { freshDatabase, type TestDatabase } from './helpers.js';

/** A server process holding the lock of `pgliteDir` (test/fixtures/write-then-hang.ts). */
async function holder(pgliteDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/write-then-hang.ts', pgliteDir, 'lock@example.com'],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('written')) resolve();
    });
    child.on('exit', () => reject(new Error(`holder exited: ${stderr}`)));
  });
  return child;
}

/** Rewrites the lock as a second container reads it: the owner is "pid 1" — here, our own pid. */
function asSeenFromAnotherContainer(pgliteDir: string) {
  const lockPath = `${pgliteDir}.lock`;
  const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(lockPath, JSON.stringify({ ...owner, pid: process.pid, host: 'container-a' }));
}

describe('PGlite lock shared by two containers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it('refuses a second server while the owner lives, whatever pid the lock names', async () => {
    const pgliteDir = path.join(database.dataDir, 'shared');
    const child = await holder(pgliteDir);
    try {
      asSeenFromAnotherContainer(pgliteDir);
      const second = openDatabase({
        databaseUrl: null,
        pgliteDir,
        migrationsDir,
        lockStaleMs: 5000,
      });
      await expect(second).rejects.toBeInstanceOf(DatabaseStartupError);
      await expect(second).rejects.toThrow(/in use by process .* on host container-a/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);

  it('takes the lock over once the owner died and its heartbeat stopped', async () => {
    const pgliteDir = path.join(database.dataDir, 'crashed');
    const child = await holder(pgliteDir);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    asSeenFromAnotherContainer(pgliteDir);
    const started = Date.now();
    const opened = await openDatabase({
      databaseUrl: null,
      pgliteDir,
      migrationsDir,
      lockStaleMs: 1500,
    });
    try {
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
