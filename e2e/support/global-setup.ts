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

/**
 * Starts the real server (built by `pnpm build`) on a free port with a fresh DATA_DIR, and a real SMTP sink.
 * Tests find them through E2E_BASE_URL and E2E_MAIL_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry))
    throw new Error('Build first: pnpm build (apps/server/dist is missing)');
  const work = mkdtempSync(join(tmpdir(), 'panel-e2e-'));
  const mailDir = join(work, 'mail');
  const sink = await startMailSink(mailDir);
  const port = await freePort();
  // The server's request log goes to e2e/server.log (read it when a test fails), not into the report.
  const log = openSync(join(root, 'e2e', 'server.log'), 'w');
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OTP_TTL_SECONDS: process.env.OTP_TTL_SECONDS ?? '600',
      DATABASE_URL: '',
    },
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/api/v2/config`, server);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    closeSync(log);
    await sink.close();
    rmSync(work, { recursive: true, force: true });
  };
}
