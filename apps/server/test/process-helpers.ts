// Helpers of the fault tests, which run the real thing: the server as a child process over real HTTP, and a
// PostgreSQL of their own that they may stop, restart or crash without disturbing the shared one.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { migrationsDir, packageDir } from '../src/paths.js';
import { createMerchant, PANEL_HEADERS, type Merchant } from './helpers.js';

export {
  freePort,
  privatePostgresMissing,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../../scripts/private-postgres.mjs';

// ---------------------------------------------------------------------------------------------------------
// The server as a process.
// ---------------------------------------------------------------------------------------------------------

export interface ServerProcess {
  /** `http://localhost:<port>`. */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit signal (or code) once the process is gone. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Everything the process wrote (JSON log lines). */
  output(): string;
  /** SIGKILL, and waits for the process to be gone. */
  kill(): Promise<void>;
}

/**
 * Starts `src/main.ts` (through tsx) with `env` on a free port and resolves once it listens. Its panel
 * build is absent (API only); background media jobs run as in production.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      PANEL_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Panel listo en (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    exited,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A signed-in merchant in the database of `env` (DATABASE_URL, or PGlite under DATA_DIR), made before a
 * server is started on it: PGlite admits one process at a time.
 */
export async function merchantIn(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<Merchant> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL ?? null,
    pgliteDir: path.join(env.DATA_DIR, 'pglite'),
    migrationsDir,
  });
  try {
    return await createMerchant(database.db, { link: `faults-${process.pid}-${Date.now()}` });
  } finally {
    await database.close();
  }
}

/** An answer of the API as a fault test keeps it. */
export interface Answer {
  status: number;
  /** The `Retry-After` header, or null. */
  retryAfter: string | null;
  body: { ok: boolean; error?: string; data?: { id?: string; name?: string } } | null;
}

/** No answer in this long is a hang: past the pool's 10 s connect timeout with room to spare. */
export const HANG_MS = 20_000;

/** Calls the API of `server` as the panel does; a network error or a hang is thrown. */
export async function call(
  server: Pick<ServerProcess, 'url'>,
  merchant: Merchant,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: FormData,
): Promise<Answer> {
  const res = await fetch(`${server.url}/api/v2${apiPath}`, {
    method,
    headers: { cookie: merchant.cookie, ...PANEL_HEADERS },
    body,
    signal: AbortSignal.timeout(HANG_MS),
  });
  const text = await res.text();
  let parsed: Answer['body'] = null;
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    // not JSON: kept as null, which the tests reject
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed };
}

/** The form of a product named `name`, with `files` as its images. */
export function productForm(name: string, files: { name: string; data: Buffer }[] = []): FormData {
  const form = new FormData();
  form.set('name', name);
  form.set('type', 'product');
  form.set('status', 'published');
  form.set('price', '10.00');
  for (const file of files) {
    form.append('images', new Blob([file.data], { type: 'image/png' }), file.name);
  }
  return form;
}

/** The names of the store's products, through the API (every page). */
export async function productNames(
  server: Pick<ServerProcess, 'url'>,
  merchant: Merchant,
): Promise<Set<string>> {
  const names = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const answer = await call(server, merchant, 'GET', `/products?limit=100&offset=${offset}`);
    if (answer.status !== 200) throw new Error(`list answered ${answer.status}`);
    const page = (answer.body as unknown as { data: { products: { name: string }[] } }).data
      .products;
    for (const p of page) names.add(p.name);
    if (page.length < 100) return names;
  }
}

/** One call of a {@link Load}: its answer, or the network error or hang it ended in. */
export interface LoadCall {
  kind: 'write' | 'read';
  /** When it was sent (epoch ms) and how long it took. */
  at: number;
  ms: number;
  answer: Answer | null;
  failure: string | null;
}

export interface Load {
  calls: LoadCall[];
  /** Names of the products whose creation was answered 200. */
  acknowledged: Set<string>;
  /** Stops sending and waits for the calls in flight. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps `writers` loops creating products (`<prefix>-<writer>-<n>`) and `readers` loops listing them,
 * each one call at a time, pausing 100 ms after anything but a 200, until stopped.
 */
export function startLoad(
  server: () => Pick<ServerProcess, 'url'>,
  merchant: Merchant,
  { writers, readers = 0, prefix }: { writers: number; readers?: number; prefix: string },
): Load {
  const calls: LoadCall[] = [];
  const acknowledged = new Set<string>();
  let stopped = false;
  const loop = async (kind: LoadCall['kind'], index: number) => {
    for (let n = 0; !stopped; n++) {
      const name = `${prefix}-${index}-${n}`;
      const at = Date.now();
      const entry: LoadCall = { kind, at, ms: 0, answer: null, failure: null };
      try {
        entry.answer =
          kind === 'write'
            ? await call(server(), merchant, 'POST', '/products/create', productForm(name))
            : await call(server(), merchant, 'GET', '/products?limit=10');
        if (kind === 'write' && entry.answer.status === 200) acknowledged.add(name);
      } catch (err) {
        entry.failure = String((err as Error).cause ?? err);
      }
      entry.ms = Date.now() - at;
      calls.push(entry);
      if (entry.answer?.status !== 200) await sleep(100);
    }
  };
  const loops = [
    ...Array.from({ length: writers }, (_, i) => loop('write', i)),
    ...Array.from({ length: readers }, (_, i) => loop('read', i)),
  ];
  return {
    calls,
    acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Waits until `condition` holds, checking every 50 ms; throws after `timeoutMs`. */
export async function until(
  condition: () => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
