#!/usr/bin/env node
// `pnpm cluster [--processes=K]` (issue 25): the production layout on one machine, on loopback and free
// ports. A private PostgreSQL (or DATABASE_URL's), K server processes (default 3) on 127.0.0.2, .3, …,
// HAProxy in front of them with deploy/haproxy.cfg (health checks on /api/v2/readyz, retries, redispatch)
// and Varnish in front of HAProxy for the store hosts with deploy/storefront.vcl. Both configurations are
// checked first (`haproxy -c`, `varnishd -C`). Ctrl-C (or SIGTERM) stops everything, servers first
// (they drain), and removes the temporary folder.
// HAProxy and Varnish come from Debian: `apt-get install haproxy varnish`. Pictures go to one bucket
// every process shares: s3rver (apps/server's devDependency, as the storage contract tests start it) on
// loopback over a temporary folder, or the bucket S3_BUCKET and the other S3_* variables name when set.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, privatePostgresMissing, startPrivatePostgres } from './private-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverMain = path.join(root, 'apps/server/dist/main.js');
/** Resolves apps/server's own dependencies (s3rver, sharp, pg): the root package has none of them. */
export const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));

/** The Debian binaries the cluster needs and are missing. */
export function clusterToolsMissing() {
  return ['haproxy', 'varnishd'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
}

/** deploy/haproxy.cfg with its server lines replaced by `servers` (`host:port` each). */
export function haproxyConfig(servers) {
  const text = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  const marker = text.indexOf('  # servers (');
  if (marker < 0) throw new Error('deploy/haproxy.cfg: the servers marker is missing');
  const head = text.slice(0, text.indexOf('\n', marker) + 1);
  return head + servers.map((s, i) => `  server s${i + 1} ${s} check\n`).join('');
}

/** deploy/storefront.vcl with its backend pointed at `host:port`. */
export function varnishConfig(host, port) {
  const text = readFileSync(path.join(root, 'deploy/storefront.vcl'), 'utf8');
  const vcl = text
    .replace(/(backend panel \{\s*\.host = )"[^"]*"/, `$1"${host}"`)
    .replace(/(\.port = )"\d+"/, `$1"${port}"`);
  if (!vcl.includes(`.port = "${port}"`)) throw new Error('deploy/storefront.vcl: no backend port');
  return vcl;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request with node:http (fetch does not send a Host header of ours): status, headers, body (and its
 * bytes, for media).
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, agent?: http.Agent, timeoutMs?: number,
 *   body?: string | Buffer }} [options]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string, bytes: Buffer }>}
 */
export function request(
  url,
  { method = 'GET', headers = {}, agent, timeoutMs = 10_000, body } = {},
) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: bytes.toString('utf8'),
          bytes,
        });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One command on HAProxy's admin socket; its answer.
 * @param {string} socket @param {string} command
 * @returns {Promise<string>}
 */
export function haproxyAdmin(socket, command) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const conn = net.createConnection(socket, () => conn.end(`${command}\n`));
    conn.on('data', (c) => chunks.push(c));
    conn.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    conn.on('error', reject);
  });
}

/** The bucket's name in s3rver. */
const BUCKET = 'panel-media';

/**
 * s3rver 3.7.1 in this process, on 127.0.0.1 and a free port, over `directory`, with the bucket; the S3_*
 * variables of a server process using it. It does not check signatures (apps/server/test/s3-helpers.ts).
 * @param {string} directory
 */
export async function startS3rver(directory) {
  const S3rver = serverRequire('s3rver');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    /** @returns {Promise<void>} */
    close: () => server.close(),
  };
}

/** Quoted-printable soft breaks and escapes undone (the outbox keeps the raw message). */
const unQuote = (text) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

const cookiesOf = (/** @type {http.IncomingHttpHeaders} */ headers) =>
  (headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    // Cookies being cleared (a spent sign-in attempt) are not kept.
    .filter((c) => c && !c.endsWith('='))
    .join('; ');

/**
 * Signs `email` in by code on one process, as a browser does: the code requested there lands in that
 * process's outbox (MAIL_OUTBOX=1), is read and submitted. Returns the session's `Cookie` header.
 * @param {{ url: string, dataDir: string }} server @param {string} email @param {string} host the panel's
 */
export async function signIn(server, email, host) {
  const headers = { host, 'content-type': 'application/json', 'x-panel-request': '1' };
  const outbox = path.join(server.dataDir, 'outbox');
  const list = () => (existsSync(outbox) ? readdirSync(outbox) : []);
  const before = new Set(list());
  const login = await request(`${server.url}/api/v2/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  if (login.status !== 200) throw new Error(`auth/login: ${login.status} ${login.body}`);
  let code;
  for (let i = 0; i < 50 && !code; i++) {
    code = list()
      .filter((f) => !before.has(f) && f.endsWith('.eml'))
      .map((f) => unQuote(readFileSync(path.join(outbox, f), 'utf8')))
      .filter((text) => text.includes(email))
      .map((text) => /Panel es: (\d{4})/.exec(text)?.[1])
      .find(Boolean);
    if (!code) await wait(100);
  }
  if (!code) throw new Error(`no sign-in code for ${email} in ${outbox}`);
  const submit = await request(`${server.url}/api/v2/auth/submit-email-code`, {
    method: 'POST',
    headers: { ...headers, cookie: cookiesOf(login.headers) },
    body: JSON.stringify({ email, otpCode: code }),
  });
  if (submit.status !== 200) throw new Error(`submit-email-code: ${submit.status} ${submit.body}`);
  const cookie = cookiesOf(submit.headers);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** A JPEG of `width`×`height` made with sharp (a flat colour and a band: a real picture to re-encode). */
export async function samplePicture(width = 800, height = 600) {
  const sharp = serverRequire('sharp');
  const band = await sharp({
    create: { width, height: Math.round(height / 3), channels: 3, background: '#1f6f8b' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#e8a33d' } })
    .composite([{ input: band, top: Math.round(height / 3), left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Creates a published product with `picture` through one process (`POST /products/create`, multipart),
 * or with `id` replaces it (`PUT /products/update/{id}`, keeping the media `keepMedia` names); the product
 * as the API answers it.
 * @param {{ url: string }} server
 * @param {{ cookie: string, host: string, name: string, picture?: Buffer, id?: number | string,
 *   keepMedia?: (number | string)[] }} o
 */
export async function saveProduct(server, { cookie, host, name, picture, id, keepMedia = [] }) {
  const boundary = `----cluster${randomBytes(8).toString('hex')}`;
  const field = (key, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const fields =
    field('name', name) +
    field('type', 'product') +
    field('status', 'published') +
    field('price', '12.50') +
    field('quantity', '30') +
    keepMedia.map((m) => field('keepMedia', m)).join('');
  const parts = [Buffer.from(fields)];
  if (picture) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="foto.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      picture,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  const res = await request(
    `${server.url}/api/v2/${id === undefined ? 'products/create' : `products/update/${id}`}`,
    {
      method: id === undefined ? 'POST' : 'PUT',
      headers: {
        host,
        cookie,
        'x-panel-request': '1',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
      body,
      timeoutMs: 30_000,
    },
  );
  const answer = JSON.parse(res.body || '{}');
  if (res.status !== 200 || !answer.ok)
    throw new Error(`products save: ${res.status} ${res.body.slice(0, 300)}`);
  return answer.data;
}

/** Polls `url` until it answers `status` (any Host given), or throws after `ms`. */
async function until(url, { host, status = 200, ms = 60_000, child } = {}) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      const res = await request(url, { headers: host ? { host } : {} });
      if (res.status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} in ${ms} ms`);
    await wait(200);
  }
}

/** Starts a child whose output goes to `log` (a file), or to this terminal when `log` is null. */
function startChild(command, args, { env, logFile }) {
  const out = logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit';
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: out });
  if (logFile) {
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', () => writeFileSync(logFile, Buffer.concat(chunks)));
  }
  return child;
}

/** Resolves when `child` has exited (at once if it has). */
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

/**
 * Starts the cluster (s3rver first, in this process, unless S3_BUCKET names a bucket). `processes`: K;
 * `quiet`: children's output into files of the temporary folder
 * (tests) rather than this terminal. Returns the addresses and `stop()`.
 * `serverEnv`: more settings of the server processes (the bench lifts the upload budgets).
 * @param {{ processes?: number, quiet?: boolean, serverEnv?: Record<string, string> }} [options]
 */
export async function startCluster({ processes = 3, quiet = false, serverEnv = {} } = {}) {
  const missing = clusterToolsMissing();
  if (missing.length)
    throw new Error(`missing: ${missing.join(', ')} (apt-get install haproxy varnish)`);
  if (!existsSync(serverMain))
    throw new Error('apps/server/dist/main.js is missing: run `pnpm build`');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'panel-cluster-'));
  const logFile = (name) => (quiet ? path.join(dir, `${name}.log`) : null);
  const cleanups = [];
  const servers = [];
  let haproxy = null;
  let varnish = null;
  let postgres = null;
  let s3 = null;
  /** @type {(server: any) => Promise<void>} */
  let restart = async () => {};

  const stop = async () => {
    // Servers first (SIGTERM: readyz turns 503, they drain), then the proxies, then the database.
    await Promise.all(
      servers.map((s) => {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        return exited(s.child);
      }),
    );
    for (const child of [varnish, haproxy]) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      if (child) await exited(child);
    }
    if (s3) await s3.close();
    if (postgres) await postgres.cleanup();
    for (const fn of cleanups) fn();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    let databaseUrl = process.env.DATABASE_URL ?? null;
    if (!databaseUrl) {
      const why = privatePostgresMissing();
      if (why) throw new Error(`no PostgreSQL: ${why} (or set DATABASE_URL)`);
      postgres = await startPrivatePostgres();
      databaseUrl = postgres.url;
    }

    // The bucket every process keeps pictures in: S3_BUCKET's when set, else s3rver's.
    let s3Env = {};
    let s3Endpoint = process.env.S3_ENDPOINT ?? `bucket ${process.env.S3_BUCKET}`;
    if (!process.env.S3_BUCKET) {
      s3 = await startS3rver(path.join(dir, 's3'));
      s3Env = s3.env;
      s3Endpoint = s3.endpoint;
    }

    const [serverPort, haproxyPort, varnishPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const publicUrl = `http://localhost:${haproxyPort}`;
    const storeHost = `tienda.localhost:${varnishPort}`;
    const common = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(serverPort),
      PUBLIC_URL: publicUrl,
      STORE_HOST: storeHost,
      MAIL_OUTBOX: '1',
      // Varnish (for store hosts) or the client (panel) as HAProxy's X-Forwarded-For says.
      TRUST_PROXY: '1',
      // Above HAProxy's inter 500ms × fall 2.
      SHUTDOWN_DELAY_MS: '1500',
      ALLOWED_HOSTS: 'localhost',
      ...s3Env,
    };

    const starts = new Map();
    /** Starts (or starts again, after it exited) the i-th server process. */
    const spawnServer = (i) => {
      const host = `127.0.0.${i + 2}`;
      const data = path.join(dir, `server-${i + 1}`);
      const n = (starts.get(i) ?? 0) + 1;
      starts.set(i, n);
      const child = startChild(process.execPath, [serverMain], {
        env: { ...common, ...serverEnv, HOST: host, DATA_DIR: data },
        logFile: logFile(n === 1 ? `server-${i + 1}` : `server-${i + 1}.${n}`),
      });
      const server = servers[i] ?? {
        name: `s${i + 1}`,
        host,
        port: serverPort,
        url: `http://${host}:${serverPort}`,
        dataDir: data,
        child,
      };
      server.child = child;
      servers[i] = server;
      return server;
    };
    // One process first, so the migrations run once before the others start (they wait on a lock anyway).
    for (let i = 0; i < processes; i++) {
      const server = spawnServer(i);
      if (i === 0)
        await until(`${server.url}/api/v2/readyz`, { host: 'localhost', child: server.child });
    }
    await Promise.all(
      servers.map((s) => until(`${s.url}/api/v2/readyz`, { host: 'localhost', child: s.child })),
    );
    /**
     * Starts a server process again once it has exited (after a SIGTERM or a kill -9), on the same
     * address; resolves when it is ready (HAProxy's checks take it back within `rise 2` × 500 ms).
     */
    restart = async (server) => {
      await exited(server.child);
      const i = servers.indexOf(server);
      spawnServer(i);
      await until(`${server.url}/api/v2/readyz`, { host: 'localhost', child: server.child });
    };

    const haproxyFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(haproxyFile, haproxyConfig(servers.map((s) => `${s.host}:${s.port}`)));
    const haproxyEnv = {
      PANEL_BIND: `127.0.0.1:${haproxyPort}`,
      PANEL_STATS_SOCKET: path.join(dir, 'haproxy.sock'),
      PANEL_HEALTH_HOST: 'localhost',
      PANEL_VARNISH_IP: '127.0.0.1',
    };
    execFileSync('haproxy', ['-c', '-q', '-f', haproxyFile], {
      env: { ...process.env, ...haproxyEnv },
      stdio: 'inherit',
    });
    // -db: in the foreground (SIGTERM stops it); -W is not needed without reloads.
    haproxy = startChild('haproxy', ['-db', '-f', haproxyFile], {
      env: haproxyEnv,
      logFile: logFile('haproxy'),
    });
    await until(`http://127.0.0.1:${haproxyPort}/api/v2/readyz`, {
      host: 'localhost',
      child: haproxy,
    });

    const vclFile = path.join(dir, 'storefront.vcl');
    writeFileSync(vclFile, varnishConfig('127.0.0.1', haproxyPort));
    const varnishDir = path.join(dir, 'varnish');
    // -C prints the compiled C on stderr: shown only when the VCL is refused.
    const checked = spawnSync('varnishd', ['-C', '-j', 'none', '-n', varnishDir, '-f', vclFile], {
      encoding: 'utf8',
    });
    if (checked.status !== 0)
      throw new Error(`varnishd -C refused the VCL:\n${checked.stderr.slice(-2000)}`);
    // -j none: runs as whoever starts it (root in CI, without Debian's varnish user being needed).
    varnish = startChild(
      'varnishd',
      [
        '-F',
        '-n',
        varnishDir,
        '-j',
        'none',
        '-a',
        `127.0.0.1:${varnishPort}`,
        '-f',
        vclFile,
        '-s',
        'malloc,64m',
      ],
      { env: {}, logFile: logFile('varnish') },
    );
    // A store host that does not exist: the store's 404 page, through HAProxy.
    await until(`http://127.0.0.1:${varnishPort}/`, {
      host: `no-existe.${storeHost}`,
      status: 404,
      child: varnish,
    });

    return {
      dir,
      databaseUrl,
      s3Endpoint,
      servers,
      haproxyUrl: `http://127.0.0.1:${haproxyPort}`,
      varnishUrl: `http://127.0.0.1:${varnishPort}`,
      publicUrl,
      storeHost,
      varnishDir,
      haproxySocket: haproxyEnv.PANEL_STATS_SOCKET,
      /** @param {any} server */
      restart: (server) => restart(server),
      /** A command on HAProxy's admin socket (`show stat`, `set server servers/s2 state maint`…). */
      haproxyAdmin: (/** @type {string} */ command) =>
        haproxyAdmin(haproxyEnv.PANEL_STATS_SOCKET, command),
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = process.argv.find((a) => a.startsWith('--processes='));
  const processes = arg ? Number(arg.split('=')[1]) : 3;
  if (!Number.isInteger(processes) || processes < 1 || processes > 20) {
    console.error('--processes must be a whole number from 1 to 20');
    process.exit(2);
  }
  if (!existsSync(serverMain)) {
    console.log('Construyendo (pnpm build)…');
    const built = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  let cluster;
  try {
    cluster = await startCluster({ processes, quiet: true });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  console.log(`
Cluster up (${processes} server processes, logs in ${cluster.dir}):
  panel:         ${cluster.publicUrl}  (HAProxy)
  store pages:   http://{link}.${cluster.storeHost}/  (Varnish → HAProxy)
  servers:       ${cluster.servers.map((s) => s.url).join(', ')}
  database:      ${cluster.databaseUrl}
  pictures:      ${cluster.s3Endpoint} (bucket ${process.env.S3_BUCKET ?? 'panel-media'})
  HAProxy stats: echo 'show stat' | socat stdio ${cluster.haproxySocket}
  Varnish stats: varnishstat -n ${cluster.varnishDir} -1 -f MAIN.cache_hit -f MAIN.cache_miss
Ctrl-C stops it.`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    cluster.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
