// The build's prerender of /login (scripts/prerender-login.mjs builds this module for Node and runs
// it): the sign-in page as HTML inside login.html's #root, painted before any script has run, then
// hydrated by main.tsx. Same tree as the browser's (App), under a StaticRouter at /login.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Manifest } from 'vite';
import { queryClient } from './api';
import { App } from './app';
import { HOLD_SUBMITS_SCRIPT } from './hydration';
import { AppRoutes, loadPage } from './router';

const EMPTY_ROOT = '<div id="root"></div>';
const PAGE_MODULE = 'src/routes/login.tsx';

/**
 * The stylesheets of the page's chunks (the entry's are in index.html already): in index.html they come
 * with the page's module, after the script has run; markup painted before it needs them at once. Vite's
 * loader finds them in the document then and does not add them again.
 */
function pageStylesheets(manifest: Manifest): string[] {
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
  if (!manifest[PAGE_MODULE]) throw new Error(`prerender: ${PAGE_MODULE} is not in the manifest`);
  visit(PAGE_MODULE);
  return [...css];
}

/**
 * login.html: the built index.html (`indexHtml`) with /login rendered into its #root, the page's
 * stylesheets linked, and the hold of early submits (hydration.ts).
 */
export async function loginDocument(indexHtml: string, manifest: Manifest): Promise<string> {
  // Loaded first, as main.tsx does before hydrating: the page renders, not a Suspense fallback.
  await loadPage('/login');
  let markup: string;
  try {
    markup = renderToString(
      <App>
        <StaticRouter location="/login">
          <AppRoutes />
        </StaticRouter>
      </App>,
    );
  } finally {
    // The queries the render made (config, user-info) hold timers that would keep Node running.
    queryClient.clear();
  }
  // A boundary left pending (`<!--$?-->`) or given up (`<!--$!-->`) would render on the client only.
  if (/<!--\$[?!]-->/.test(markup) || !markup.includes('<form')) {
    throw new Error(`prerender: /login did not render its page:\n${markup}`);
  }
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) {
    throw new Error(`prerender: index.html has no ${EMPTY_ROOT} or </head>`);
  }
  const head = [
    `<script>${HOLD_SUBMITS_SCRIPT}</script>`,
    ...pageStylesheets(manifest).map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    ),
  ];
  // Replacer functions: the markup holds `$` (Suspense's comments), special in replacement strings.
  return indexHtml
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
