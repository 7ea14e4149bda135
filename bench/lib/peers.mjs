// The peers of issue 7, built from the npm registry in scratch folders under bench/.work/peers and
// weighed by the same method as the panel (lib/weight.mjs): Medusa's admin (@medusajs/admin-bundler
// building @medusajs/dashboard) and a minimal react-admin app (bench/peers/react-admin; its list page is
// also timed, lib/peer-load.mjs). npm, not pnpm: the scratch folders are not workspace packages.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORK } from './data.mjs';
import { measureWeight, readManifest } from './weight.mjs';

const SOURCES = new URL('../peers/', import.meta.url).pathname;

/** A login route of a peer's manifest, if its build has one as its own chunk. */
const loginKeys = (manifest, pattern) => Object.keys(manifest).filter((k) => pattern.test(k));

export const PEERS = {
  medusa: {
    title: 'Medusa admin (@medusajs/dashboard via @medusajs/admin-bundler)',
    dependencies: { '@medusajs/admin-bundler': '2.21.2', '@medusajs/dashboard': '2.21.2' },
    files: {
      'build.mjs': [
        "import { build } from '@medusajs/admin-bundler';",
        '// The admin as `medusa build` makes it, with a Vite manifest for the weight method.',
        "await build({ path: '/app', outDir: 'dist', backendUrl: '/', sources: [], plugins: [],",
        '  vite: () => ({ build: { manifest: true, sourcemap: false } }) });',
        '',
      ].join('\n'),
    },
    build: ['build.mjs'],
    dist: 'dist',
    login: /routes\/login\/login\.tsx$/,
  },
  reactAdmin: {
    title: 'react-admin minimal (Admin, json-server data provider, auth provider, one resource)',
    dependencies: {
      'react-admin': '5.15.4',
      'ra-data-json-server': '^5.15.3',
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      vite: '^8.3.8',
      '@vitejs/plugin-react': '^6.3.0',
    },
    copy: 'react-admin',
    build: ['node_modules/vite/bin/vite.js', 'build'],
    dist: 'dist',
    login: null,
  },
};

/** Builds made by this process, by peer: a run that weighs and times a peer builds it once. */
const built = new Map();

/**
 * Installs (once per dependency set) and builds one peer (once per run) in `.work/peers/<name>`; returns
 * its build folder and how long the build took. Throws when it cannot be installed or built.
 * @param {keyof typeof PEERS} name @param {(line: string) => void} log
 * @returns {{ dir: string; dist: string; buildMs: number }}
 */
export function buildPeer(name, log) {
  if (built.has(name)) return built.get(name);
  const peer = PEERS[name];
  const dir = join(WORK, 'peers', name);
  mkdirSync(dir, { recursive: true });
  if (peer.copy) cpSync(join(SOURCES, peer.copy), dir, { recursive: true });
  for (const [file, text] of Object.entries(peer.files ?? {})) writeFileSync(join(dir, file), text);
  const pkg = JSON.stringify(
    {
      name: `bench-peer-${name}`,
      private: true,
      type: 'module',
      dependencies: peer.dependencies,
    },
    null,
    2,
  );
  const installed = join(dir, '.installed');
  if (!existsSync(installed) || readFileSync(installed, 'utf8') !== pkg) {
    writeFileSync(join(dir, 'package.json'), pkg);
    log(`  ${name}: npm install (${Object.keys(peer.dependencies).join(', ')})`);
    sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    writeFileSync(installed, pkg);
  }
  log(`  ${name}: build`);
  const started = Date.now();
  sh(process.execPath, peer.build, dir);
  const result = { dir, dist: join(dir, peer.dist), buildMs: Date.now() - started };
  built.set(name, result);
  return result;
}

/**
 * Builds and weighs one peer. Never throws: a peer that cannot be installed or built offline is reported
 * with the reason.
 */
export function measurePeer(name, log) {
  const peer = PEERS[name];
  try {
    const { dist, buildMs } = buildPeer(name, log);
    const manifest = readManifest(dist);
    const login = peer.login ? loginKeys(manifest, peer.login) : [];
    const weight = measureWeight(dist, { first: login });
    return {
      title: peer.title,
      versions: peer.dependencies,
      buildMs,
      firstLoad: weight.routes.first,
      firstLoadRoute: login.length ? login.join(', ') : 'entry (index.html) only',
      app: weight.app,
    };
  } catch (err) {
    return { title: peer.title, error: err instanceof Error ? err.message : String(err) };
  }
}

function sh(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 900_000 });
  if (result.status !== 0) {
    const why = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().slice(-800);
    throw new Error(`${command} ${args.join(' ')} failed: ${why || result.error?.message}`);
  }
}
