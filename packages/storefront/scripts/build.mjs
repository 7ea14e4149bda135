#!/usr/bin/env node
// Builds what the server serves on a store host, with hashed names (cached for a year):
//   dist/assets/storefront-[hash].css  every `.css.ts` (vanilla-extract) + the Lexend @font-face
//   dist/assets/lexend-…-[hash].woff2  the latin subset of Lexend only
//   dist/assets/storefront-[hash].js   the enhancing script (src/client), minified
//   dist/manifest.json                 { stylesheet, script, font }: the names the pages link to
// and checks the script's budget (15 KiB gzip for all JS of a store page).
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const assets = path.join(dist, 'assets');
const JS_BUDGET = 15 * 1024;

rmSync(dist, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });

const common = {
  bundle: true,
  minify: true,
  metafile: true,
  write: true,
  outdir: assets,
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  logLevel: 'warning',
};

// The stylesheet: a JS entry importing every stylesheet; esbuild emits its CSS beside an empty module.
const css = await build({
  ...common,
  entryPoints: { storefront: path.join(root, 'src/styles.ts') },
  platform: 'browser',
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.woff2': 'file' },
});
const cssOutputs = Object.keys(css.metafile.outputs);
const stylesheet = cssOutputs.find((file) => file.endsWith('.css'));
const font = cssOutputs.find((file) => file.endsWith('.woff2'));
for (const file of cssOutputs) if (file.endsWith('.js')) rmSync(file);

const js = await build({
  ...common,
  entryPoints: { storefront: path.join(root, 'src/client/storefront.ts') },
  platform: 'browser',
  format: 'iife',
  target: ['es2020', 'safari15'],
});
const script = Object.keys(js.metafile.outputs).find((file) => file.endsWith('.js'));

const url = (file) => (file ? `/assets/${path.basename(file)}` : null);
const manifest = { stylesheet: url(stylesheet), script: url(script), font: url(font) };
// Written whole, then renamed: a server starting meanwhile (pnpm test builds beside the server tests)
// reads the old state or the new one, never half a file.
writeFileSync(path.join(dist, 'manifest.json.tmp'), `${JSON.stringify(manifest, null, 2)}\n`);
renameSync(path.join(dist, 'manifest.json.tmp'), path.join(dist, 'manifest.json'));

const gzip = (file) => gzipSync(readFileSync(file)).length;
const jsSize = gzip(script);
console.log(
  `storefront: script ${(jsSize / 1024).toFixed(1)} KiB gzip, stylesheet ${(gzip(stylesheet) / 1024).toFixed(1)} KiB gzip`,
);
if (jsSize > JS_BUDGET) {
  console.error(`storefront: the script is over its budget of ${JS_BUDGET / 1024} KiB gzip`);
  process.exit(1);
}
