#!/usr/bin/env node
// Builds what the server serves on a store host, with hashed names (cached for a year):
//   dist/assets/storefront-[hash].css  every `.css.ts` (vanilla-extract)
//   dist/assets/fonts-[hash].css       the Lexend @font-face, linked after the page's load (below)
//   dist/assets/lexend-…-[hash].woff2  the latin subset of Lexend, its weights cut to 400–700 (below)
//   dist/assets/storefront-[hash].js   the enhancing script (src/client), minified
//   dist/manifest.json                 { stylesheet, script, fonts }: the names the pages link to
// and checks the script's budget (15 KiB gzip for all JS of a store page).
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import subsetFont from 'subset-font';

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

/**
 * The store's Lexend: the variable font's latin file with its weight axis cut to the weights the theme
 * uses (400 regular, 500 medium, 600 headings; 700 for a browser's bold) and the glyphs of the characters
 * its @font-face covers, by HarfBuzz's subsetter: 39.7 KB become 21.2. On a phone's slow network the font
 * is the largest file of a store's first screen (issue 21: Lighthouse mobile LCP of the store home), so
 * its @font-face (src/theme/fonts.css, the same weights) is a stylesheet of its own that the page's
 * script links after the load event: the text is drawn in the system font first, the first pictures
 * have the connection to themselves, and Lexend swaps in after (document/document.tsx).
 */
const lexendWeights = {
  name: 'lexend-weights',
  setup(b) {
    b.onLoad({ filter: /lexend-latin-wght-normal\.woff2$/ }, async (args) => ({
      contents: await subsetFont(readFileSync(args.path), FONT_CHARACTERS, {
        targetFormat: 'woff2',
        variationAxes: { wght: { min: 400, max: 700 } },
      }),
      loader: 'file',
    }));
  },
};
/**
 * The characters the @font-face hands this file (its `unicode-range`, src/theme/fonts.css): a glyph of
 * any other character is never drawn from it.
 */
const FONT_CHARACTERS = (() => {
  const fontsCss = readFileSync(path.join(root, 'src/theme/fonts.css'), 'utf8');
  const ranges = /unicode-range:([^;]+);/.exec(fontsCss)?.[1];
  if (!ranges) throw new Error('src/theme/fonts.css: no unicode-range');
  return ranges
    .split(',')
    .map((range) => range.trim().replace(/^U\+/, '').split('-'))
    .flatMap(([from, to = from]) => {
      const [a, b] = [parseInt(from, 16), parseInt(to, 16)];
      return Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i));
    })
    .join('');
})();

// The stylesheets: JS entries importing them; esbuild emits their CSS beside empty modules.
const css = await build({
  ...common,
  entryPoints: {
    storefront: path.join(root, 'src/styles.ts'),
    fonts: path.join(root, 'src/fonts.ts'),
  },
  platform: 'browser',
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), lexendWeights],
  loader: { '.woff2': 'file' },
});
const cssOutputs = Object.keys(css.metafile.outputs);
const cssOf = (entry) =>
  cssOutputs.find((file) => path.basename(file).startsWith(`${entry}-`) && file.endsWith('.css'));
const stylesheet = cssOf('storefront');
const fonts = cssOf('fonts');
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
const manifest = { stylesheet: url(stylesheet), script: url(script), fonts: url(fonts) };
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
