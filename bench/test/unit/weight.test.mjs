import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, evaluate } from '../../lib/budgets.mjs';
import { firstLoad, staticClosure } from '../../lib/weight.mjs';

/** A fake build: an entry, a route with a static and a dynamic import, a chunk only another route uses. */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'bench-weight-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const files = {
    'assets/index.js': 'console.log("entry");'.repeat(20),
    'assets/login.js': 'export const login = 1;',
    'assets/shared.js': 'export const shared = 2;'.repeat(5),
    'assets/lazy.js': 'export const lazy = 3;'.repeat(50),
    'assets/other.js': 'export const other = 4;'.repeat(30),
    'assets/index.css': 'body{margin:0}',
    'assets/login.css': '.login{color:red}',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
    'src/login.tsx': {
      file: 'assets/login.js',
      imports: ['index.html', '_shared.js'],
      dynamicImports: ['src/lazy.tsx'],
      css: ['assets/login.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/lazy.tsx': { file: 'assets/lazy.js', imports: ['_shared.js'] },
    'src/other.tsx': { file: 'assets/other.js', imports: ['_shared.js'] },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return { dist, manifest, files };
}

const gz = (/** @type {string} */ text) => gzipSync(Buffer.from(text), { level: 9 }).length;

describe('first-load weight', () => {
  it('follows static imports only, each chunk once', () => {
    const { manifest } = fakeBuild();
    const files = staticClosure(manifest, ['index.html', 'src/login.tsx']).map((c) => c.file);
    expect(files.sort()).toEqual(['assets/index.js', 'assets/login.js', 'assets/shared.js']);
  });

  it('sums raw and gzip bytes of the JS and CSS of the closure', () => {
    const { dist, manifest, files } = fakeBuild();
    const load = firstLoad(dist, manifest, ['src/login.tsx']);
    const js = ['assets/index.js', 'assets/login.js', 'assets/shared.js'];
    expect(load.js.raw).toBe(js.reduce((n, f) => n + files[f].length, 0));
    expect(load.js.gzip).toBe(js.reduce((n, f) => n + gz(files[f]), 0));
    expect(load.css.raw).toBe(files['assets/index.css'].length + files['assets/login.css'].length);
  });

  it('counts the stylesheets index.html links itself (a build without CSS code splitting)', () => {
    const { dist, manifest, files } = fakeBuild();
    writeFileSync(join(dist, 'assets', 'style.css'), '.all{color:blue}'.repeat(10));
    writeFileSync(
      join(dist, 'index.html'),
      '<link rel="modulepreload" href="/assets/shared.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/style.css"><div id="root"></div>',
    );
    const load = firstLoad(dist, manifest, ['src/login.tsx']);
    expect(load.css.raw).toBe(
      16 * 10 + files['assets/index.css'].length + files['assets/login.css'].length,
    );
  });

  it('refuses a route that is not in the manifest', () => {
    const { dist, manifest } = fakeBuild();
    expect(() => firstLoad(dist, manifest, ['src/missing.tsx'])).toThrow(/not in the build/);
  });
});

describe('budgets', () => {
  const weight = (/** @type {number} */ loginGzip) => ({
    weight: {
      routes: {
        login: { js: { raw: 0, gzip: loginGzip }, css: { raw: 0, gzip: 1000 } },
        products: { js: { raw: 0, gzip: 100 * 1024 }, css: { raw: 0, gzip: 1000 } },
      },
      app: { js: { raw: 0, gzip: 300 * 1024 } },
    },
  });
  const login = (/** @type {any} */ results) =>
    evaluate(results).find((v) => v.budget.id === 'login-js');

  it('marks a figure at the limit met and one byte over missed', () => {
    expect(login(weight(135 * 1024))?.status).toBe('met');
    expect(login(weight(135 * 1024 + 1))?.status).toBe('missed');
  });

  it('compares minimum budgets the other way, and leaves absent figures unmeasured', () => {
    const verdicts = evaluate({
      api: { pglite: { scenarios: { list: { c10: { rps: 650, p99: 12 } } } } },
    });
    const byId = Object.fromEntries(verdicts.map((v) => [v.budget.id, v.status]));
    expect(byId['pglite-list-rps']).toBe('missed');
    expect(byId['pglite-list-p99']).toBe('met');
    expect(byId['postgres-list-rps']).toBe('not measured');
    expect(byId['login-js']).toBe('not measured');
    expect(verdicts).toHaveLength(BUDGETS.length);
  });
});
