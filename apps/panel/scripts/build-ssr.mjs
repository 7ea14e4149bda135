#!/usr/bin/env node
// Second step of `pnpm --filter @panel/panel build`, after `vite build`: builds src/entry-server.tsx for
// Node into dist-ssr/ (beside dist/, so it is neither served nor counted in the browser's bytes), which
// the server loads at start to render the signed-in pages per request (apps/server/src/routes/spa.ts);
// and with it writes dist/login.html, the built index.html with the /login page rendered into its #root,
// which the server sends for /login and main.tsx hydrates. Also login.html's Brotli and gzip copies, as
// the build writes for every other file (vite.config.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const panel = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(panel, 'dist');
const out = path.join(panel, 'dist-ssr');

// The same vite.config.ts (its `isSsrBuild` branch): same plugins, so vanilla-extract's class names are
// the browser build's. Everything bundled, React's production build included: left external, React
// picks its build by the server's NODE_ENV at run time, and its development build renders a page several
// times slower.
await build({
  root: panel,
  mode: 'production',
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: out, emptyOutDir: true, copyPublicDir: false },
});
/** @type {typeof import('../src/entry-server.tsx')} */
const { loginDocument } = await import(pathToFileURL(path.join(out, 'entry-server.js')).href);
const html = await loginDocument(
  readFileSync(path.join(dist, 'index.html'), 'utf8'),
  JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')),
);
const file = path.join(dist, 'login.html');
writeFileSync(file, html);
writeFileSync(
  `${file}.br`,
  brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }),
);
writeFileSync(`${file}.gz`, gzipSync(html, { level: constants.Z_BEST_COMPRESSION }));
console.log(
  `built ${path.relative(process.cwd(), out)} and prerendered /login into ` +
    `${path.relative(process.cwd(), file)} (+ .br, .gz)`,
);
