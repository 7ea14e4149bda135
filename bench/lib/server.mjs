// The real server (apps/server/dist/main.js, as `pnpm start` runs it) on a free loopback port, and a
// merchant's session obtained the way a browser gets one: a code requested by e-mail, read from the
// outbox (no SMTP_URL), then submitted.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

const MAIN = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server; resolves when it listens. `stop()` ends it (SIGTERM, then SIGKILL).
 * @param {{ dataDir: string; databaseUrl?: string | null; env?: Record<string, string> }} options
 */
export async function startServer({ dataDir, databaseUrl = null, env = {} }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      PRODUCTS_LIMIT: '1000000',
      // Load runs create thousands of products with a picture from one account (issue 19's budget is 60 an hour).
      PICTURE_UPLOADS_PER_HOUR: '1000000',
      SMTP_URL: '',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const check = () => {
      if (!output.includes('Panel listo')) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      child.off('exit', fail);
      resolve(undefined);
    };
    const fail = (/** @type {number | null} */ code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    };
    child.stdout.on('data', check);
    child.once('exit', fail);
  });
  // Once it listens, its logs (two lines a request) are drained unread: copying them into a string would
  // cost this process — which also runs autocannon — CPU time on every request under load.
  child.stdout.off('data', collect);
  child.stderr.off('data', collect);
  child.stdout.resume();
  child.stderr.resume();
  return {
    origin,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * GET over node:http: unlike fetch (undici), it sends the `Host` header it is given, which is how a store
 * is addressed on a loopback server.
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: string }>}
 */
export function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Quoted-printable soft breaks and escapes undone (the outbox keeps the raw RFC 822 message). */
const unQuote = (text) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

const sessions = new Map();

/**
 * Signs `email` in by code through the HTTP API (once per server: the code-request budget of an
 * address is small, and the seeding spent one); returns the `Cookie` header of its session.
 */
export function signIn(origin, dataDir, email) {
  const key = `${origin} ${email}`;
  if (!sessions.has(key)) sessions.set(key, signInByCode(origin, dataDir, email));
  return sessions.get(key);
}

/** fetch, once more when a kept-alive connection was closed by the server while idle. */
async function post(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });
  }
}

async function signInByCode(origin, dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  const before = new Set(safeList(outbox));
  const headers = { 'content-type': 'application/json', 'x-panel-request': '1' };
  const requestCode = () =>
    post(`${origin}/api/v2/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    });
  let login = await requestCode();
  if (login.status === 429) {
    // Freshly seeded: the seeding's own code request is still in the address's cooldown.
    const wait = Number(login.headers.get('retry-after') ?? '120');
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    login = await requestCode();
  }
  if (!login.ok) throw new Error(`auth/login ${login.status}: ${await login.text()}`);
  // The sign-in attempt cookie: the code can only be spent by the client that asked for it.
  const attempt = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const mail = safeList(outbox).filter((f) => !before.has(f) && f.endsWith('.eml'));
  const code = mail
    .map((f) => unQuote(readFileSync(join(outbox, f), 'utf8')))
    .filter((text) => text.includes(email))
    .map((text) => /Panel es: (\d{4})/.exec(text)?.[1])
    .find(Boolean);
  if (!code) throw new Error(`no sign-in code for ${email} in ${outbox}`);
  const submit = await post(`${origin}/api/v2/auth/submit-email-code`, {
    method: 'POST',
    headers: attempt ? { ...headers, cookie: attempt } : headers,
    body: JSON.stringify({ email, otpCode: code }),
  });
  if (!submit.ok) throw new Error(`auth/submit-email-code ${submit.status}`);
  const cookie = submit.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    // Cookies being cleared (the spent sign-in attempt) are not part of the session.
    .filter((c) => !c.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

function safeList(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
