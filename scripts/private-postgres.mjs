// A private PostgreSQL: Debian's binaries, a fresh cluster in a temporary folder, its own port. Used by
// `pnpm test` (scripts/test.mjs) to run the server tests on a real PostgreSQL when none is given, and by
// the fault tests (apps/server/test/process-helpers.ts), which stop, restart and crash one of their own.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** A free TCP port on the loopback (free when asked; nothing holds it afterwards). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The newest `/usr/lib/postgresql/<version>/bin`, or null. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function postgresUid() {
  try {
    return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

/** Why a private PostgreSQL cannot be started here, or null when it can. */
export function privatePostgresMissing() {
  if (!postgresBin()) return 'no PostgreSQL binaries in /usr/lib/postgresql/<version>/bin';
  if (isRoot && postgresUid() === null) return 'running as root without a postgres user';
  return null;
}

/** initdb into a temporary folder and starts it on a free port (as the postgres user when root). */
export async function startPrivatePostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error(privatePostgresMissing() ?? 'no PostgreSQL');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'panel-pg-'));
  const uid = isRoot ? postgresUid() : null;
  if (uid !== null) chownSync(dir, uid, uid);
  // initdb and the server refuse to run as root.
  const asOwner = (/** @type {string} */ tool, /** @type {string[]} */ args) =>
    uid !== null
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await asOwner('initdb', ['-D', data, '-U', 'panel', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = async () => {
    await asOwner(
      'pg_ctl',
      ['-D', data, '-l', path.join(dir, 'log'), '-o', serverOptions].concat([
        '-w',
        '-t',
        '120',
        'start',
      ]),
    );
  };
  const stop = async (/** @type {'fast' | 'immediate'} */ mode) => {
    await asOwner('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '120', 'stop']);
  };
  await start();
  return {
    url: `postgres://panel@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async cleanup() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
