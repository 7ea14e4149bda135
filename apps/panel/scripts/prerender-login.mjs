#!/usr/bin/env node
// Second step of `pnpm --filter @panel/panel build`, after `vite build`: writes dist/login.html, the
// built index.html with the /login page rendered into its #root (src/prerender.tsx), so the browser
// paints the sign-in page from the HTML and main.tsx hydrates it. The server sends it for /login
// (apps/server/src/plugins/spa.ts). Also its Brotli and gzip copies, as the build writes for every
// other file (vite.config.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const panel = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(panel, 'dist');
// Inside the package, so that Node resolves what the server bundle leaves external (react, …).
const out = mkdtempSync(path.join(panel, 'node_modules', '.prerender-'));

try {
  // The same vite.config.ts (its `isSsrBuild` branch): same plugins, so vanilla-extract's class names
  // are the browser build's.
  await build({
    root: panel,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true },
  });
  /** @type {typeof import('../src/prerender.tsx')} */
  const { loginDocument } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);
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
  console.log(`prerendered /login into ${path.relative(process.cwd(), file)} (+ .br, .gz)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
