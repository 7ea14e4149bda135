import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailSink } from './mail-sink';

const root = resolve(import.meta.dirname, '../..');
const serverEntry = join(root, 'apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address !== 'string' ? done(address.port) : fail()));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within 60 s`);
}

/** A running panel server with its own data directory and SMTP sink. */
export interface PanelServer {
  baseURL: string;
  /** The port it listens on (chosen free before it starts, so `env` may name it). */
  port: number;
  /** Where the SMTP sink stores the messages it receives (read codes with `waitForCode`). */
  mailDir: string;
  close: () => Promise<void>;
}

/**
 * Starts the real server (built by `pnpm build`) on a free port with a fresh DATA_DIR and a real SMTP sink.
 * `env` adds to or overrides the runtime contract (e.g. `{ PRODUCTS_LIMIT: '2' }`), or is made from the
 * port (e.g. `(port) => ({ STORE_HOST: 'localhost:' + port })`). Its log goes to
 * `e2e/<logName>.log` (gitignored): read it when a test fails.
 */
export async function startPanelServer(
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
  logName = 'server',
): Promise<PanelServer> {
  if (!existsSync(serverEntry))
    throw new Error('Build first: pnpm build (apps/server/dist is missing)');
  const work = mkdtempSync(join(tmpdir(), 'panel-e2e-'));
  const mailDir = join(work, 'mail');
  const sink = await startMailSink(mailDir);
  const port = await freePort();
  const log = openSync(join(root, 'e2e', `${logName}.log`), 'w');
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OTP_TTL_SECONDS: '600',
      DATABASE_URL: '',
      // Merchants made through the API (support/merchant.ts) each come from their own address through
      // X-Forwarded-For, so the per-address code limit (20 an hour) applies to each as to real people.
      TRUST_PROXY: '1',
      ...(typeof env === 'function' ? env(port) : env),
    },
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseURL}/api/v2/config`, server);
  } catch (error) {
    server.kill('SIGKILL');
    closeSync(log);
    await sink.close();
    throw error;
  }
  return {
    baseURL,
    port,
    mailDir,
    close: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      closeSync(log);
      await sink.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
