import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compression } from 'vite-plugin-compression2';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// In `pnpm dev` the API runs on its own port (the server in watch mode); Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3000';

/**
 * react-router 7 publishes only its development build under the import conditions Vite resolves (dev
 * warnings on); the production build sits beside it. Production builds use it (bench/REPORT.md: −0.6 KiB
 * gzip on every page). Resolved through react-router-dom, which depends on it (pnpm does not hoist).
 */
function reactRouterProduction(): Alias[] {
  const require = createRequire(import.meta.url);
  const dom = path.dirname(require.resolve('react-router-dom/package.json'));
  const router = path.join(
    path.dirname(require.resolve('react-router/package.json', { paths: [dom] })),
    'dist',
    'production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(router, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(router, 'dom-export.mjs') },
  ];
}

/**
 * What index.html asks for beside the entry, so it does not wait for the entry to run:
 * - Lexend's Latin subset (the one Spanish text uses): the browser otherwise asks for it only when the
 *   first text is laid out, and paints that text once the font is in;
 * - on the sign-in page, the page's modules and the chunks they import (`pages`: address → modules):
 *   otherwise discovered only once the entry has run and the router has matched the address.
 * Not the product list's any more: the server renders it (entry-server.tsx), so its first paint needs
 * none of its 30 chunks, which would only compete with the stylesheets and the font for the link.
 * bench/REPORT.md has the measurements.
 */
function preloadFirstPages(pages: Record<string, readonly string[]>): Plugin {
  return {
    name: 'panel-preload-first-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle = {} }) {
        const font = Object.keys(bundle).find((file) =>
          /lexend-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!font || !entry)
          throw new Error('preloadFirstPages: the font or the entry is not built');
        // The modules' static-import closure, less what the entry already brings.
        const inEntry = new Set([entry.fileName, ...entry.imports]);
        const linksOf = (modules: readonly string[]) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (inEntry.has(fileName) || files.has(fileName)) return;
            files.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          for (const module of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`preloadFirstPages: ${module} is not in the build`);
            visit(chunk.fileName);
          }
          // (Their styles are in index.html's one stylesheet: `cssCodeSplit: false` below.)
          return [...files].map((file) => ({ rel: 'modulepreload', href: `/${file}` }));
        };
        const links = Object.fromEntries(
          Object.entries(pages).map(([address, modules]) => [address, linksOf(modules)]),
        );
        // Only on its own page: elsewhere they would be bytes downloaded for nothing. Before the
        // stylesheet: an inline script after a stylesheet still loading waits for it.
        const script =
          `<script>for (const a of ${JSON.stringify(links)}[location.pathname] ?? []) ` +
          "document.head.appendChild(Object.assign(document.createElement('link'), a, { crossOrigin: '' }));</script>";
        const stylesheet = html.indexOf('<link rel="stylesheet"');
        if (stylesheet < 0) throw new Error('preloadFirstPages: index.html links no stylesheet');
        return {
          html: `${html.slice(0, stylesheet)}${script}\n    ${html.slice(stylesheet)}`,
          tags: [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                href: `/${font}`,
                crossorigin: '',
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

// `isSsrBuild`: the build of src/entry-server.tsx for Node (scripts/build-ssr.mjs), after the browser
// build: it renders /login into login.html, and the server's signed-in pages per request. The same
// plugins where they shape the markup (vanilla-extract's class names must be the browser build's); no
// HTML, preloads or compressed copies.
export default defineConfig(({ command, isSsrBuild = false }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    !isSsrBuild && preloadFirstPages({ '/login': ['src/routes/login.tsx'] }),
    // react-aria ships its built-in strings (table, dialogs, search…) in 34 languages with every
    // component; the panel speaks Spanish (es-419 falls back to es-ES), and en-US stays as react-aria's
    // own fallback. The rest was over 100 KB raw on the product list.
    optimizeLocales.vite({ locales: ['es', 'en-US'] }),
    // Brotli (quality 11) and gzip (level 9) copies beside every text asset, served as they are by the
    // server (@fastify/static `preCompressed`): smaller than compressing per request, and no CPU spent
    // on it while a page loads. (login.html gets its copies from scripts/build-ssr.mjs.)
    !isSsrBuild &&
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/ }),
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  build: {
    manifest: !isSsrBuild,
    sourcemap: false,
    target: 'es2022',
    // Every browser the es2022 target admits supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Every style in one stylesheet that index.html links (19.7 KiB gzip today): the product list's
    // first paint waited on ten render-blocking stylesheets (the shell's, the page's and its dialogs'),
    // and lazily loaded dialogs never wait for theirs. Lighthouse mobile /products 87 → 91, /login 94.
    cssCodeSplit: false,
    // What the entry imports statically (React, the router, react-query, react-aria's core, the
    // provider) in one chunk, not the seven the automatic split made: each chunk boundary costs an
    // import/export list of mangled names that gzip cannot share across files, and a request on
    // HTTP/1.1's six connections. −4.3 KiB gzip on /login's first load, −4.9 on /products'.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // The merchant's product preview is a server page of the panel's host (issue 21).
      '/vista-previa': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
