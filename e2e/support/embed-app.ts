import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';

/**
 * The embedding proof's scratch app: `@panel/ui` packed with `pnpm pack`, installed with npm from the
 * tarball into a fresh Vite + React app in a temporary folder outside the workspace, built with Vite
 * and served as static files. Nothing of the workspace leaks in: the app resolves `@panel/ui`, React
 * and Vite only from its own node_modules, exactly as another product installing the package would.
 */

const root = resolve(import.meta.dirname, '../..');
const uiDir = join(root, 'packages/ui');

/** Versions of the workspace's React and Vite, so the scratch app builds with the same ones. */
function workspaceVersion(name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(uiDir, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** The screens rendered with plain props: no router, no queries, no API client. */
const MAIN_JSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginScreen, PanelProvider, ProductListScreen } from '@panel/ui';
import '@panel/ui/styles.css';

const products = [
  { id: 'p1', slug: 'torta-de-chocolate', name: 'Torta de chocolate', prices: [{ price: '12.50' }], quantity: 4, status: 'published' },
  { id: 'p2', slug: 'galletas-de-avena', name: 'Galletas de avena', prices: [{ price: 3 }], quantity: null, status: 'draft' },
];

const noop = () => {};

function App() {
  return (
    <PanelProvider>
      <section data-testid="login">
        <LoginScreen
          onSubmitEmail={() => Promise.resolve()}
          termsHref="https://example.com/terminos"
          privacyHref="https://example.com/privacidad"
        />
      </section>
      <section data-testid="products">
        <ProductListScreen
          products={products}
          total={products.length}
          page={0}
          rowsPerPage={10}
          query=""
          sort={{ field: 'name', type: 'asc' }}
          productUrl={(product) => 'https://dulces-ana.example.com/' + product.slug}
          onAdd={noop}
          onEdit={noop}
          onDelete={() => Promise.resolve()}
          onQueryChange={noop}
          onPageChange={noop}
          onRowsPerPageChange={noop}
          onSortChange={noop}
        />
      </section>
    </PanelProvider>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Embedding @panel/ui</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** A built scratch app, served on 127.0.0.1. */
export interface EmbedApp {
  /** Where the app is served. */
  url: string;
  /** The scratch folder (outside the workspace). */
  dir: string;
  /** Versions the scratch app installed, for the report. */
  versions: Record<string, string>;
  /** Stops the server and removes the scratch folder. */
  close: () => Promise<void>;
}

/**
 * Packs @panel/ui as a release would (`pnpm pack`: its `prepack` builds the library, so a checkout that
 * never built it still ships `dist/`), creates the scratch app, installs the tarball plus react,
 * react-dom, vite and @vitejs/plugin-react from the registry (npm's cache makes repeated runs fast),
 * builds it and serves `dist/`.
 */
export async function createEmbedApp(): Promise<EmbedApp> {
  const dir = mkdtempSync(join(tmpdir(), 'panel-embed-'));
  if (!relative(root, dir).startsWith(`..${sep}`)) {
    throw new Error(`the scratch app must live outside the workspace, not in ${dir}`);
  }
  try {
    run('pnpm', ['pack', '--pack-destination', dir], uiDir);
    const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${dir}`);

    const versions = {
      react: workspaceVersion('react'),
      'react-dom': workspaceVersion('react-dom'),
      vite: workspaceVersion('vite'),
      '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
    };
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify(
        {
          name: 'panel-embed-proof',
          private: true,
          type: 'module',
          dependencies: {
            '@panel/ui': `file:./${tarball}`,
            react: versions.react,
            'react-dom': versions['react-dom'],
          },
          devDependencies: {
            vite: versions.vite,
            '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          },
        },
        null,
        2,
      ),
    );
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, 'vite.config.js'), VITE_CONFIG);
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/main.jsx'), MAIN_JSX);

    // From the registry through npm's cache; no lockfile, no audit: this app lives for one test.
    run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--loglevel=error',
      ],
      dir,
    );
    run(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build'], dir);

    const { server, url } = await serveStatic(join(dir, 'dist'));
    return {
      url,
      dir,
      versions,
      close: async () => {
        await new Promise<void>((done) => server.close(() => done()));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A tiny static server for the built app (index.html for `/`). */
function serveStatic(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = resolve(folder, `.${path === '/' ? '/index.html' : path}`);
    if (!file.startsWith(folder + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') {
        fail(new Error('no address'));
        return;
      }
      done({ server, url: `http://127.0.0.1:${address.port}/` });
    });
  });
}
