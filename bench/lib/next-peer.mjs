// The store home's peer (issue 12): the same catalogue as a minimal Next.js App Router app (server
// components, next/image; sources in bench/peers/next-store), installed with npm and built in
// bench/.work/peers/nextStore, then served by `next start` for the same measures as ours. Telemetry off;
// no network fonts. The pictures are copied into its public/ folder before the build (Next serves only
// the public files present at build time); the products' data is read per request from data/store.json.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORK } from './data.mjs';
import { freePort } from './server.mjs';

const SOURCES = new URL('../peers/next-store/', import.meta.url).pathname;
const DIR = join(WORK, 'peers', 'nextStore');

export const NEXT_PEER = {
  title: 'Next.js App Router store home (server component, next/image, `next start`)',
  // Next 16.4 runs on Node ≥ 20.9 (checked here on Node 20.20); sharp comes as its optional dependency.
  dependencies: { next: '16.4.6', react: '^19.2.0', 'react-dom': '^19.2.0' },
};

const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

function sh(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 900_000, env: ENV });
  if (result.status !== 0) {
    const why = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().slice(-800);
    throw new Error(`${command} ${args.join(' ')} failed: ${why || result.error?.message}`);
  }
}

/** Hash of the peer's sources and pictures: a change builds again. */
function sourcesHash(picturesDir) {
  const hash = createHash('sha256');
  for (const dir of [SOURCES, picturesDir]) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(dir, file);
      try {
        hash.update(file).update(readFileSync(path));
      } catch {
        // a folder
      }
    }
  }
  return hash.digest('hex');
}

/**
 * Installs (once per dependency set) and builds (once per sources and pictures) the peer, with the
 * store's data. Returns its folder and what the build took.
 * @param {{ storeData: object; picturesDir: string; log: (s: string) => void }} o
 */
export function prepareNextPeer({ storeData, picturesDir, log }) {
  mkdirSync(DIR, { recursive: true });
  cpSync(SOURCES, DIR, { recursive: true });
  const pkg = JSON.stringify(
    {
      name: 'bench-peer-nextStore',
      private: true,
      type: 'module',
      dependencies: NEXT_PEER.dependencies,
    },
    null,
    2,
  );
  const installed = join(DIR, '.installed');
  if (!existsSync(installed) || readFileSync(installed, 'utf8') !== pkg) {
    writeFileSync(join(DIR, 'package.json'), pkg);
    log(`  nextStore: npm install (${Object.keys(NEXT_PEER.dependencies).join(', ')})`);
    sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], DIR);
    writeFileSync(installed, pkg);
  }
  mkdirSync(join(DIR, 'data'), { recursive: true });
  writeFileSync(join(DIR, 'data', 'store.json'), `${JSON.stringify(storeData, null, 2)}\n`);
  cpSync(picturesDir, join(DIR, 'public', 'pictures'), { recursive: true });
  const built = join(DIR, '.built');
  const hash = sourcesHash(picturesDir);
  let buildMs = null;
  if (
    !existsSync(join(DIR, '.next', 'BUILD_ID')) ||
    !existsSync(built) ||
    readFileSync(built, 'utf8') !== hash
  ) {
    log('  nextStore: next build');
    const started = Date.now();
    sh(process.execPath, ['node_modules/next/dist/bin/next', 'build'], DIR);
    buildMs = Date.now() - started;
    writeFileSync(built, hash);
  }
  const version = JSON.parse(
    readFileSync(join(DIR, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version;
  return { dir: DIR, buildMs, version };
}

/** `next start` on a free loopback port; resolves once it answers. `stop()` ends it. */
export async function startNextPeer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: DIR, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${origin}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`next start did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.stdout.off('data', collect);
  child.stderr.off('data', collect);
  child.stdout.resume();
  child.stderr.resume();
  return {
    origin,
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
