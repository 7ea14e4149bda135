// Weight of a Vite production build, read from its manifest (`build.manifest: true`): for a route, the JS
// and CSS a first visit downloads — the entry chunks plus the route's modules and the closure of their
// static imports — raw and gzip; and the whole app's JS. Bytes are deterministic, so this is the part of
// the benchmarks that CI checks (see test/budgets). The same method measures the peers (lib/peers.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The panel's build. */
export const PANEL_DIST = new URL('../../apps/panel/dist/', import.meta.url).pathname;

/**
 * The panel's routes and the manifest keys of the modules a first visit loads for each: the route module
 * and the lazy layouts around it (the product list renders inside the lazily loaded shell).
 */
export const PANEL_ROUTES = {
  login: ['src/routes/login.tsx'],
  products: ['src/shell-layout.tsx', 'src/routes/products.tsx'],
};

/** @typedef {{ file: string; css?: string[]; imports?: string[]; isEntry?: boolean }} Chunk */
/** @typedef {Record<string, Chunk>} Manifest */
/** @typedef {{ raw: number; gzip: number }} Bytes */

/**
 * The chunks reached from `roots` through static imports (dynamic imports load later, on demand).
 * @param {Manifest} manifest @param {string[]} roots
 * @returns {Chunk[]}
 */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen].map((key) => /** @type {Chunk} */ (manifest[key]));
}

/**
 * Raw and gzip (level 9, what a static server's precompression gives) bytes of the files, each once.
 * @param {string} dist @param {Iterable<string>} files
 * @returns {Bytes}
 */
export function bytesOf(dist, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** @param {string} dist @returns {Manifest} */
export function readManifest(dist) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`No build manifest at ${path}: build first (\`pnpm build\`).`);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The stylesheets index.html links itself: a build without CSS code splitting (`build.cssCodeSplit:
 * false`, the panel's) puts every style in one file that the manifest ties to no chunk.
 * @param {string} dist @returns {string[]}
 */
export function linkedStylesheets(dist) {
  const html = join(dist, 'index.html');
  if (!existsSync(html)) return [];
  return [...readFileSync(html, 'utf8').matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .flatMap((tag) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1] ?? []);
}

/**
 * First-load JS and CSS of one route: the entry chunks (index.html's scripts and stylesheets) plus
 * `roots`.
 * @param {string} dist @param {Manifest} manifest @param {string[]} roots
 */
export function firstLoad(dist, manifest, roots) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const chunks = staticClosure(manifest, [...entries, ...roots]);
  return {
    js: bytesOf(
      dist,
      chunks.map((c) => c.file),
    ),
    css: bytesOf(dist, [...linkedStylesheets(dist), ...chunks.flatMap((c) => c.css ?? [])]),
    files: chunks.map((c) => c.file),
  };
}

/** Every JS file of a build (recursively under `dist`), as paths relative to it. */
export function allJs(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') || f.endsWith('.mjs'))
    .map((f) => f.split('\\').join('/'));
}

/**
 * The weight figures of a build: first load of each route and the whole app's JS.
 * @param {string} [dist] @param {Record<string, string[]>} [routes]
 */
export function measureWeight(dist = PANEL_DIST, routes = PANEL_ROUTES) {
  const manifest = readManifest(dist);
  const measured = Object.fromEntries(
    Object.entries(routes).map(([name, roots]) => {
      const { js, css, files } = firstLoad(dist, manifest, roots);
      return [name, { js, css, chunks: files.length }];
    }),
  );
  return { routes: measured, app: { js: bytesOf(dist, allJs(dist)) } };
}

/** `12.3 KiB` */
export const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
