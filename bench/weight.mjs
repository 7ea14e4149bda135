#!/usr/bin/env node
// Weight of the production build of apps/panel, read from Vite's manifest: for each route, the JS and
// CSS a first visit downloads (the entry plus the route's chunk and their static-import closures), raw
// and gzip, and the whole app's JS. Bytes are deterministic, so this is the part of the benchmarks
// that can run anywhere. Usage: pnpm build && node bench/weight.mjs [--json]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'panel', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

/** Routes of the panel and the module that renders each one (the keys of Vite's manifest). */
export const ROUTES = { login: 'src/routes/login.tsx' };

/** @typedef {{ file: string; css?: string[]; imports?: string[]; isEntry?: boolean }} Chunk */

/** @param {Record<string, Chunk>} manifest @param {string[]} roots */
function closure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen].map((key) => /** @type {Chunk} */ (manifest[key]));
}

/** @param {string[]} files */
function size(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

export function measure() {
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `pnpm build` first.');
  /** @type {Record<string, Chunk>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const routes = Object.fromEntries(
    Object.entries(ROUTES).map(([name, key]) => {
      const chunks = closure(manifest, [...entries, key]);
      return [
        name,
        { js: size(chunks.map((c) => c.file)), css: size(chunks.flatMap((c) => c.css ?? [])) },
      ];
    }),
  );
  const assets = join(dist, 'assets');
  const allJs = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join('assets', f));
  return { routes, app: { js: size(allJs) } };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const [name, { js, css }] of Object.entries(result.routes)) {
      console.log(
        `${name}: first-load JS ${kib(js.raw)} (gzip ${kib(js.gzip)}), CSS ${kib(css.raw)} (gzip ${kib(css.gzip)})`,
      );
    }
    console.log(`whole app JS ${kib(result.app.js.raw)} (gzip ${kib(result.app.js.gzip)})`);
  }
}
