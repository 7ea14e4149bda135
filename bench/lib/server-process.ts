// The server of a checkout run from source as its own process (`node --import tsx src/main.ts` in
// apps/server) for the parts that measure what one request costs it: its CPU time and its peak resident
// memory, read from /proc (Linux). lib/catalog-import.ts and lib/picture-bombs.ts use it.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A field of the process's status in kB; NaN once the process is gone. */
function kb(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  } catch {
    return Number.NaN;
  }
}

/** CPU time of a process so far (user + system, all threads) in ms; NaN once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

/** A server started by {@link withSourceServer}. */
export interface SourceServer {
  /** Where it listens, e.g. `http://localhost:41234`. */
  url: string;
  /** A memory field of its /proc status (`VmRSS`, `VmHWM`) in kB; NaN once it has exited. */
  kb(field: 'VmRSS' | 'VmHWM'): number;
  /** Its CPU time so far (user + system, all threads) in ms; NaN once it has exited. */
  cpuMs(): number;
  /** Resets its peak resident memory (VmHWM) to its resident size now; nothing once it has exited. */
  resetPeak(): void;
}

/** Options of {@link withSourceServer}. */
export interface SourceServerOptions {
  /** The checkout whose apps/server runs (this one, or an older one for the figures before). */
  serverRoot: string;
  /** The server's DATA_DIR (its PGlite database unless `env` names a DATABASE_URL). */
  dataDir: string;
  /** More of its environment (PATH, PORT=0, DATA_DIR and PANEL_DIST are set). */
  env?: Record<string, string>;
}

/**
 * Starts the server from source on a free port, waits until it listens ('Panel listo en …'; it rejects
 * with the server's output if it exits first), runs `use`, then kills the server (SIGKILL) and waits
 * for it to be gone.
 */
export async function withSourceServer<T>(
  { serverRoot, dataDir, env = {} }: SourceServerOptions,
  use: (server: SourceServer) => Promise<T>,
): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(serverRoot, 'apps', 'server'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATA_DIR: dataDir,
      PANEL_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Panel listo en (http:\/\/localhost:\d+)/.exec(output);
        if (match?.[1]) {
          clearInterval(timer);
          resolve(match[1]);
        }
      }, 50);
      child.on('exit', () => {
        clearInterval(timer);
        reject(new Error(`the server exited:\n${output}`));
      });
    });
    const pid = child.pid!;
    return await use({
      url,
      kb: (field) => kb(pid, field),
      cpuMs: () => cpuMs(pid),
      resetPeak: () => {
        if (running()) writeFileSync(`/proc/${pid}/clear_refs`, '5');
      },
    });
  } finally {
    if (running()) child.kill('SIGKILL');
    await exited;
  }
}
