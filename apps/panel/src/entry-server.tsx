// The panel rendered on the server, built for Node into dist-ssr/ by scripts/build-ssr.mjs:
// - at build time, /login into login.html (the same sign-in page for everyone, no data);
// - at request time, the signed-in pages of RENDERED_PAGES with the merchant's data: apps/server loads
//   this bundle at start (apps/server/src/routes/spa.ts) and hands each render a `fetch` that answers the API calls
//   in-process with the request's session. The browser hydrates the markup (main.tsx) with the same data.
// Same tree as the browser's (App, AppRoutes), under a StaticRouter at the request's address.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  configQuery,
  createPanelClient,
  createPanelQueryClient,
  notificationsQuery,
  productsCountQuery,
  userInfoQuery,
  type PanelClient,
} from '@panel/api';
import type { Manifest } from 'vite';
import { API_BASE_URL } from './api';
import { App, type AppProps } from './app';
import { HOLD_SUBMITS_SCRIPT } from './hydration';
import { firstProductsPage } from './product-list-view';
import { AppRoutes, loadPage } from './router';
import { serverStateScript } from './server-state';

const EMPTY_ROOT = '<div id="root"></div>';
const SHELL_MODULE = 'src/shell-layout.tsx';

/** A page the server renders: its modules (for their stylesheets) and the calls of its first render. */
interface RenderedPage {
  modules: readonly string[];
  /** The queries its first render reads, besides the shell's; with these very keys, so nothing refetches. */
  data: (queryClient: QueryClient, client: PanelClient) => Promise<unknown>[];
}

/** The signed-in pages rendered per request, by path. */
const RENDERED_PAGES: Record<string, RenderedPage> = {
  '/products': {
    modules: [SHELL_MODULE, 'src/routes/products.tsx'],
    data: (queryClient, client) => [
      queryClient.fetchQuery(firstProductsPage(client)),
      // 'Agregar producto' knows the limit from the first render (product-limit.ts).
      queryClient.fetchQuery(productsCountQuery(client)),
    ],
  },
};

/** What the shell around every signed-in page reads (guards.tsx, shell-layout.tsx, analytics.tsx). */
const shellData = (queryClient: QueryClient, client: PanelClient) => [
  queryClient.fetchQuery(configQuery(client)),
  queryClient.fetchQuery(notificationsQuery(client)),
];

/**
 * The stylesheets of `modules`' chunks (the entry's are in index.html already): in index.html they come
 * with the page's modules, after the script has run; markup painted before it needs them at once. Vite's
 * loader finds them in the document then and does not add them again. (None while vite.config.ts keeps
 * every style in index.html's one stylesheet, `cssCodeSplit: false`.)
 */
function pageStylesheets(manifest: Manifest, modules: readonly string[]): string[] {
  const inEntry = new Set<string>();
  const entryClosure = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    manifest[key]?.imports?.forEach(entryClosure);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && entryClosure(key));

  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (inEntry.has(key) || seen.has(key)) return;
    seen.add(key);
    manifest[key]?.css?.forEach((file) => css.add(file));
    manifest[key]?.imports?.forEach(visit);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`entry-server: ${module} is not in the manifest`);
    visit(module);
  }
  return [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
}

/** The built index.html with `head` before its </head> and `body` as its #root. */
function pageDocument(indexHtml: string, head: readonly string[], body: string): string {
  // Replacer functions: the markup holds `$` (Suspense's comments), special in replacement strings.
  return indexHtml
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace(EMPTY_ROOT, () => body);
}

function checkIndexHtml(indexHtml: string): void {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) {
    throw new Error(`entry-server: index.html has no ${EMPTY_ROOT} or </head>`);
  }
}

/** Renders the app at `url`; throws when a Suspense boundary was left to the browser. */
function renderApp(url: string, props: Omit<AppProps, 'children'>): string {
  const markup = renderToString(
    <App {...props}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  // A boundary left pending (`<!--$?-->`) or given up (`<!--$!-->`) would render on the client only.
  if (/<!--\$[?!]-->/.test(markup)) throw new Error(`entry-server: ${url} did not render whole`);
  return markup;
}

/**
 * login.html: the built index.html (`indexHtml`) with /login rendered into its #root, the page's
 * stylesheets linked, and the hold of early submits (hydration.ts).
 */
export async function loginDocument(indexHtml: string, manifest: Manifest): Promise<string> {
  checkIndexHtml(indexHtml);
  // Loaded first, as main.tsx does before hydrating: the page renders, not a Suspense fallback.
  await loadPage('/login');
  const queryClient = createPanelQueryClient();
  let markup: string;
  try {
    markup = renderApp('/login', { queryClient });
  } finally {
    // The queries the render made (config, user-info) hold timers that would keep Node running.
    queryClient.clear();
  }
  if (!markup.includes('<form')) throw new Error(`entry-server: /login has no form:\n${markup}`);
  return pageDocument(
    indexHtml,
    [
      `<script>${HOLD_SUBMITS_SCRIPT}</script>`,
      ...pageStylesheets(manifest, ['src/routes/login.tsx']),
    ],
    `<div id="root">${markup}</div>`,
  );
}

/** What the server gives each render. */
export interface PageRequest {
  /** The page's address: path and query string. */
  url: string;
  /** Answers the panel's API calls (`/api/v2/…`) with the request's session. */
  fetch: (request: Request) => Promise<Response>;
  /** The page's protocol as the browser sees it ('https:'), for the storefront links. */
  protocol: string;
}

/** Renders the signed-in pages of the panel, for apps/server. */
export interface PageRenderer {
  /** Whether `pathname` is a page this renders (its answer then depends on the session cookie). */
  renders(pathname: string): boolean;
  /**
   * The page's whole HTML with the merchant's data, or null to send index.html as it is (the browser
   * renders): not signed in, onboarding unfinished (the browser steers to it), an API call that failed.
   */
  render(request: PageRequest): Promise<string | null>;
}

/** The renderer over the build's index.html and manifest (read once, at the server's start). */
export function createPageRenderer(indexHtml: string, manifest: Manifest): PageRenderer {
  checkIndexHtml(indexHtml);
  const stylesheets = new Map(
    Object.entries(RENDERED_PAGES).map(([path, page]) => [
      path,
      pageStylesheets(manifest, page.modules),
    ]),
  );
  return {
    renders: (pathname) => RENDERED_PAGES[pathname] !== undefined,
    async render({ url, fetch, protocol }) {
      const { pathname } = new URL(url, 'http://localhost');
      const page = RENDERED_PAGES[pathname];
      if (!page) return null;
      const client = createPanelClient({ baseUrl: API_BASE_URL, fetch });
      // A failure is the browser's to retry (with its back-off), not the page load's to wait for.
      const queryClient = createPanelQueryClient({ defaultOptions: { queries: { retry: false } } });
      try {
        const userInfo = queryClient.fetchQuery(userInfoQuery(client));
        const answers = await Promise.allSettled([
          userInfo,
          ...shellData(queryClient, client),
          ...page.data(queryClient, client),
          loadPage(pathname),
        ]);
        if (answers.some((answer) => answer.status === 'rejected')) return null;
        // The guards send an unfinished onboarding to its step: the browser does it.
        if (['1', '2'].includes((await userInfo).userOnboarding.level)) return null;
        const markup = renderApp(url, { queryClient, client, signedIn: true, protocol });
        return pageDocument(
          indexHtml,
          stylesheets.get(pathname) ?? [],
          `<div id="root">${markup}</div>${serverStateScript(queryClient)}`,
        );
      } finally {
        queryClient.clear();
      }
    },
  };
}
