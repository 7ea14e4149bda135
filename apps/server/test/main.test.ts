// The entry point as a process: start-up errors are one readable message, and SIGTERM shuts down cleanly.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir } from '../src/paths.js';
import { tempDir } from './helpers.js';

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, out: () => stdout, err: () => stderr };
}

describe('main', () => {
  it('stops with a readable message, not a stack, on a bad environment', async () => {
    const run = startMain({ PORT: 'http', PRODUCTS_LIMIT: 'many' });
    expect(await run.exit).toBe(1);
    expect(run.err()).toContain('Configuración inválida');
    expect(run.err()).toContain('PORT="http": must be a whole number');
    expect(run.err()).toContain('PRODUCTS_LIMIT="many"');
    expect(run.err()).not.toMatch(/\n\s+at /);
  });

  it('listens, prints its URL, serves the API and shuts down on SIGTERM closing the database', async () => {
    const dataDir = tempDir();
    try {
      const run = startMain({
        PORT: '0',
        DATA_DIR: dataDir,
        PANEL_DIST: path.join(dataDir, 'none'),
      });
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /Panel listo en (http:\/\/localhost:\d+)/.exec(run.out());
          if (match?.[1]) {
            clearInterval(timer);
            resolve(match[1]);
          }
        }, 50);
        void run.exit.then(() => {
          clearInterval(timer);
          reject(new Error(`exited early: ${run.err()}`));
        });
      });
      const res = await fetch(`${url}/api/v2/config`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
