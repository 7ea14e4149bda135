// PGlite's data-directory lock across processes, as two containers sharing a volume see it: both are pid 1,
// so the pid in the lock cannot tell a live owner from a dead one; the lock's heartbeat does. Also when
// the two containers have the same hostname (the lock's pid is then "not running" here), and when two
// servers take over one stale lock at the same moment.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseStartupError, openDatabase } from '../src/db/client.js';
import { migrationsDir, packageDir } from '../src/paths.js';
import { freshDatabase, type TestDatabase } from './helpers.js';
import { copyPgliteTemplate } from './setup/database-template.js';

/** A server process holding the lock of `pgliteDir` (test/fixtures/write-then-hang.ts). */
async function holder(pgliteDir: string): Promise<ChildProcess> {
  // Migrated already: the child starts in a second, not in the many of 18 migrations on a busy machine.
  await copyPgliteTemplate(pgliteDir);
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

  /** The pid of a process that has ended: on this host, nothing runs under it. */
  function deadPid(): number {
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    return Number(child.stdout.toString());
  }

  it('refuses a second server while the owner beats, though its pid is not running here (same hostname)', async () => {
    const dir = path.join(database.dataDir, 'same-hostname');
    const lockPath = `${dir}.lock`;
    // A server in another container with this hostname: its pid means nothing here, its heartbeat does.
    writeFileSync(lockPath, JSON.stringify({ pid: deadPid(), host: os.hostname(), instance: 'x' }));
    const beat = setInterval(() => utimesSync(lockPath, new Date(), new Date()), 300);
    try {
      const second = acquireLock(dir, 3000);
      await expect(second).rejects.toBeInstanceOf(DatabaseStartupError);
      await second.then((release) => release()).catch(() => undefined);
      expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ instance: 'x' });
    } finally {
      clearInterval(beat);
    }
    // Once it stops beating, the lock is taken over.
    const release = await acquireLock(dir, 1500);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  }, 60_000);

  it('gives a stale lock to exactly one of two servers taking it over at once', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = path.join(database.dataDir, `raced-${round}`);
      const lockPath = `${dir}.lock`;
      writeFileSync(
        lockPath,
        JSON.stringify({ pid: deadPid(), host: os.hostname(), instance: 'x' }),
      );
      const old = new Date(Date.now() - 60 * 60 * 1000);
      utimesSync(lockPath, old, old);
      const results = await Promise.allSettled([acquireLock(dir, 5000), acquireLock(dir, 5000)]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      for (const r of won) (r as PromiseFulfilledResult<() => void>).value();
      expect(won, `round ${round}`).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseStartupError);
    }
  }, 120_000);
});
