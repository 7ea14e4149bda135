// The bundle-weight levers of issue 7 with their measured effect, and the explanation of each budget the
// panel misses. Measured on 2026-11-23 by building apps/panel with and without the lever (same tree,
// `vite build` into bench/.work, weighed by lib/weight.mjs); figures are login first-load JS gzip.

/** @type {{ lever: string; effect: string; state: string }[]} */
export const LEVERS = [
  {
    lever:
      'Lazy shell: `ShellLayout`/`AppShell` loaded by the router (`lazy`), not imported by router.tsx',
    effect:
      "−39.5 KiB (197.9 → 158.4): the shell's react-aria overlays (Dialog, Modal, Menu, Popover, tooltips) left the entry",
    state: 'applied (apps/panel/src/router.tsx)',
  },
  {
    lever: 'Chunking that keeps shared overlay primitives out of the login entry',
    effect:
      "same effect as the lazy shell: with the shell lazy, Vite/rolldown's default chunking no longer hoists the overlay chunk (`Dialog-*.js`, 116 KB raw) into the entry; a manual `advancedChunks` split gained nothing more (every chunk left in the login closure is used by the login page)",
    state: 'applied (through the lazy shell)',
  },
  {
    lever:
      "The entry's static imports in one chunk (rolldown `codeSplitting` group on the `$initial` tag), not the seven the automatic split made",
    effect:
      '−4.3 KiB on /login (134.8 → 130.5; measured 2026-11-25, same tree with and without), −4.9 on /products: each chunk boundary is an import/export list of mangled names that gzip cannot share across files',
    state: 'applied (apps/panel/vite.config.ts)',
  },
  {
    lever: 'Every style in one stylesheet linked by index.html (`build.cssCodeSplit: false`)',
    effect:
      'no JS change; CSS first load 13.9 → 19.7 KiB on /login, 17.6 → 19.7 on /products, in one request instead of ten render-blocking ones on /products: Lighthouse mobile /products 87 → 91, /login 94 → 94 (quick runs, 2026-11-25)',
    state: 'applied (apps/panel/vite.config.ts)',
  },
  {
    lever:
      'react-router production build (its package exports only the dev build to Vite: `ENABLE_DEV_WARNINGS = true`)',
    effect: '−0.6 KiB',
    state: 'applied (apps/panel/vite.config.ts alias, build only)',
  },
  {
    lever: 'No modulepreload polyfill (`build.modulePreload.polyfill: false`)',
    effect: '−0.2 KiB',
    state: 'applied (apps/panel/vite.config.ts)',
  },
  {
    lever: "react-easy-crop only in the crop dialog's chunk",
    effect:
      "0 on login (already so: `crop-area-*.js`, 23.5 KB raw, loaded by the store profile's crop dialog only)",
    state: 'in place (packages/ui crop-dialog lazy import)',
  },
  {
    lever: 'libphonenumber-js `/min` metadata only where a phone field is, never `/max`',
    effect:
      '0 on login (already so: `countries-*.js`, 95 KB raw, only behind /my-account and /checkout)',
    state: 'in place',
  },
  {
    lever: '`zod/mini` instead of classic zod in the client',
    effect: '0: zod is not in the client bundle at all (server only)',
    state: 'nothing to do',
  },
  {
    lever:
      'sonner (toasts) loaded after first paint: `toast()` gives each toast its id at once and hands it to sonner when the lazily imported Toaster has mounted (idle callback, or at once when a toast waits)',
    effect: '−8.7 KiB (166.4 → 157.7; −8.6 KiB on /products), measured alone',
    state: 'applied (packages/ui/src/provider: toast.ts, toaster.tsx)',
  },
  {
    lever:
      'Declarative `<BrowserRouter>`/`<Routes>` with `React.lazy` instead of the data router (`createBrowserRouter`); route errors from an error boundary per route group (react-error-boundary, 1.9 KB raw)',
    effect: '−15.7 KiB (react-dom + react-router alone: 95.1 → 79.4 KiB gzip)',
    state: 'applied (apps/panel/src/router.tsx)',
  },
  {
    lever:
      "Radix Themes `<Theme>` written out as the element it renders (its attributes and class names): drops Radix's Tooltip/Direction providers",
    effect:
      'with the two levers above, measured together: login 166.5 → 139.1 KiB, products 255.0 → 227.7 KiB (−27.4 / −27.3)',
    state: 'applied (packages/ui/src/provider/panel-provider.tsx)',
  },
  {
    lever:
      "react-aria's built-in strings (table, dialogs, search field…) only in Spanish and en-US (`@react-aria/optimize-locales-plugin`): every component ships 34 languages",
    effect: 'login 139.1 → 138.5 KiB; products 227.7 → 211.1 KiB (−16.6: 103 KB raw of strings)',
    state: 'applied (apps/panel/vite.config.ts)',
  },
  {
    lever:
      'Spanish catalogue split into one module per screen section (`es` stays one object: a namespace over the sections)',
    effect:
      "login 138.5 → 131.9 KiB (−6.6: the other screens' texts, and the domain rules their messages come from, left the entry); products 211.1 → 206.7 KiB",
    state: 'applied (packages/ui/src/i18n)',
  },
  {
    lever:
      "Overlays loaded on first use (packages/ui `lazy-overlay`): dialogs opened by state (subscription modal, confirm dialog, drawer) load their body when first opened; menu and select triggers (account menu, bell, each row's ⋮, rows per page) render an eager look-alike and swap in the react-aria trigger on hover, focus or press",
    effect:
      'products 206.7 → 181.5 KiB (−25.2; react-aria Popover, Modal, Dialog, Menu, ListBox, Select, Tooltip, positioning and scroll locking left the first load); login 131.9 → 133.5 (+1.6: rolldown now puts react-aria press/focus handling in a shared chunk the entry imports)',
    state: 'applied (packages/ui)',
  },
  {
    lever:
      "The product table as an HTML table in the WAI-ARIA sortable table pattern (a sort button in each sortable header, `aria-sort` on the sorted one, react-aria checkboxes), not react-aria's Table: a grid with its own collection builder and keyboard model, importing autocomplete and drag-and-drop code the panel does not use",
    effect: 'products 181.6 → 148.0 KiB (−33.6); login unchanged',
    state: 'applied (packages/ui product list)',
  },
  {
    lever: 'Product table memoized (search typing and the debounced query no longer re-render it)',
    effect: '0 bytes; fewer renders between a keystroke and the painted rows (section 3)',
    state: 'applied (packages/ui product list, apps/panel container with stable callbacks)',
  },
  {
    lever: "esbuild instead of Vite 8's default Oxc minifier",
    effect: '+8.0 KiB (worse)',
    state: 'rejected',
  },
];

const ms = (n) => (n === undefined ? '—' : `${Math.round(n)} ms`);

const pgliteWhy = (r) => {
  const s = r.api?.pglite?.scenarios;
  return (
    `${Math.round(s?.list?.c10?.rps ?? NaN)} req/s, p99 ${s?.list?.c10?.p99} ms against 700 req/s and 50 ms. PGlite is one ` +
    "WebAssembly PostgreSQL inside the server's own thread: every query runs on the event loop that also " +
    'parses HTTP and writes JSON, so at c=10 requests queue behind one another (`auth/user-info`, a ' +
    `session lookup and one read, reaches ${Math.round(s?.userInfo?.c10?.rps ?? NaN)} req/s). Since commit 9cc2816 (107 req/s) ` +
    'the list is one query (its page, and its total in a subquery, with only the columns it shows), ' +
    "session lookups are prepared statements and drizzle's PGlite parsers are set once. Where the floor " +
    'is (CPU profiles of the server under load): the list query costs about 1.7 ms inside PGlite plus ' +
    'about 0.5 ms of planning (PGlite keeps no prepared statement), and the session lookup about 0.3 ms: ' +
    'one database thread then serves at most about 400 list calls a second, even with HTTP and JSON moved ' +
    'to another thread (a worker). 700 req/s would need the list under 1.4 ms of database time in all, ' +
    'which PGlite does not reach on this CPU, or answers kept in the process between writes (a cache) — ' +
    'not done: PGlite is the zero-setup default, and a shop with real traffic runs on PostgreSQL through ' +
    'DATABASE_URL.'
  );
};

/** Why a budget is missed and what it would take, by budget id (called only for missed budgets). */
export const MISSES = {
  'metrics-ingest': (r) =>
    `${r.metrics?.ingest?.rps?.toFixed(0)} events/s at load average ` +
    `${r.metrics?.loadAverage?.[0]?.toFixed(1)} on 2 cores. Every beacon of this run is a new visitor ` +
    "(a new address each): its admission, its address's token and its event are one statement, shared " +
    'with the beacons that arrive while the previous one runs (metrics/budget.ts). Profiled on ' +
    '2026-11-27: on this machine a system call is dear (top: the CPU time is mostly system time), and ' +
    "the sockets' writes were a third of the server thread's time, two thirds of them to PostgreSQL: a " +
    'round trip less per beacon is what moves this figure. With the admission skipped the same run ' +
    'stored about 3,700 events/s. Re-measure on a quiet machine.',
  'metrics-page-view': (r) =>
    `${r.metrics?.pageView?.addedMs?.toFixed(2)} ms (counted minus not counted, mean of two alternated ` +
    'runs each); the difference swings between 0.2 and 3 ms from run to run at this load. The response ' +
    'path only hashes and queues (no await); the insert is shared by the views of 50 ms. Re-measure on a ' +
    'quiet machine.',
  'metrics-page-view-new-visitor': (r) =>
    `${r.metrics?.pageView?.newVisitorAddedMs?.toFixed(2)} ms (a new visitor each view minus not ` +
    `counted, load average ${r.metrics?.loadAverage?.[0]?.toFixed(1)} on 2 cores). A new visitor's ` +
    "admission, its address's token and its event are one statement run after the answer; at c=1 it " +
    'competes with the next view for the same two cores. Re-measure on a quiet machine. Views of a ' +
    'visitor seen before cost no budget query (the seen-before row).',
  'login-lcp': (r) =>
    `${ms(r.pageLoad?.login?.lcp?.median)} median against 350 ms. /login arrives prerendered (section 2 ` +
    'changes): its text is in the HTML, so the first paint needs no JavaScript. What is left: the entry ' +
    'module (react-dom, react-router, react-query, react-aria press/focus: ≈ 400 KB raw), preloaded and ' +
    'on loopback always in by then, is run by Chromium before its first frame, and evaluating it is a ' +
    'long task of 60–190 ms on this 2-core EPYC (PerformanceObserver long tasks). Starting the entry only ' +
    'after the first paint measured 512 ms over 3 runs against 464 (no gain, more blocking time). What ' +
    'it would take: a much smaller entry for /login — the sign-in form hydrated without react-router and ' +
    'react-query, which the rest of the panel then loads.',
  'products-lcp': (r) =>
    `${ms(r.pageLoad?.products?.lcp?.median)} median against 450 ms. The page now arrives rendered by the ` +
    'server with one stylesheet (section 2 changes), and its LCP is its first paint (the header subtitle). ' +
    'A trace of cold loads on the quick data: the HTML answers in 90–110 ms warm (user-info first, then ' +
    'config, notifications, the first page and the count in-process on the one PGlite thread, then ' +
    'react-dom/server), the stylesheet and the entry are in about 100 ms later on loopback, and Chromium ' +
    'evaluates the entry module (≈ 400 KB raw) before its first frame. What it would take: the head of ' +
    'the document (stylesheet, font, entry) sent before the data is gathered (a streamed answer), and a ' +
    'smaller entry, as for /login.',
  'login-lighthouse': (r) =>
    `${r.lighthouse?.login?.mobile?.performance} against 95. Lighthouse's mobile preset simulates a 4× ` +
    'slower CPU and a slow 4G link: the prerendered page paints from the HTML and the stylesheet (FCP ' +
    `${ms(r.lighthouse?.login?.mobile?.fcp)} simulated), and the entry's evaluation and the hydration ` +
    `become its total blocking time (${ms(r.lighthouse?.login?.mobile?.tbt)}); desktop scores ` +
    `${r.lighthouse?.login?.desktop?.performance}. What it would take: the sign-in page's own CSS inlined ` +
    'in login.html (one round trip less before the first paint) and the smaller entry above.',
  'products-lighthouse': (r) =>
    `${r.lighthouse?.products?.mobile?.performance} against 90 (desktop ` +
    `${r.lighthouse?.products?.desktop?.performance}). The page is rendered by the server; under the 4× ` +
    "CPU slowdown the entry's evaluation and the hydration are its total blocking time " +
    `(${ms(r.lighthouse?.products?.mobile?.tbt)}). Same remedies as the LCP above.`,
  'products-lighthouse-tbt': (r) =>
    `${ms(r.lighthouse?.products?.mobile?.tbt)} against 150 ms. The server renders the page and React ` +
    'hydrates it in a transition (it yields between components), so what is left is work that does not ' +
    'yield: the evaluation of the entry module (≈ 400 KB raw: react-dom, react-router, react-query, ' +
    "react-aria's core) and of the page's chunks, and the hydration of the shell's and the table's " +
    'largest components, each a long task under the 4× slowdown. What it would take: a smaller entry ' +
    '(the shell and list hydrated without react-router and react-query, or islands: the rendered rows ' +
    'left as HTML until the merchant acts on them).',
  'search-paint': (r) =>
    `${ms(r.interaction?.afterDebounce?.median)} median against 100 ms. After the debounce the list call ` +
    'takes 10–20 ms on PGlite (section 4, c=1); the rest is rendering the new rows. What it would take: ' +
    'a profile of that render (the table is an HTML table since this run, memoized).',
  'pglite-list-rps': (r) => pgliteWhy(r),
  'pglite-list-p99': (r) => pgliteWhy(r),
  'postgres-list-rps': (r) => {
    const s = r.api?.postgres?.scenarios;
    return (
      `${Math.round(s?.list?.c10?.rps ?? NaN)} req/s against 2,000 (p99 ${s?.list?.c10?.p99} ms against 30). ` +
      `\`auth/user-info\` (a session lookup and one read) reaches ${Math.round(s?.userInfo?.c10?.rps ?? NaN)} req/s at c=10 and the ` +
      `broad search ${Math.round(s?.broad?.c10?.rps ?? NaN)}. PostgreSQL plans the narrow search for ` +
      'its pattern on every call (the generic plan of a prepared statement was 10 times slower), and since ' +
      'migration 0010 one GIN index serves the store filter and the search together (`(store_id, ' +
      'name_search gin_trgm_ops)` with btree_gin, no pending list): its plan reads only the ' +
      "store's matches (71 rows for `taza` in the 1,000-product store) where the trigram-only index read " +
      "those of the whole database (8,928 at 100,000 products) before keeping the store's" +
      (JSON.stringify(r.api?.postgres?.explain ?? '').includes(
        'products_store_id_name_search_trgm_idx',
      )
        ? ' (the plan in section 4)'
        : ' (the plan in section 4 is from a run before it: the figures above do not have it yet)') +
      '; on 66,000 ' +
      'products the query itself went from 1.0 to 0.35–0.5 ms (`taza`) and from 1.6 to 0.3 ms (`miel`), ' +
      "the broad search unchanged (it walks the store's name index). The list's 16 query shapes are " +
      'prepared, so drizzle builds no SQL per call. A CPU profile of the server at c=10 (list, PostgreSQL, ' +
      'a loaded machine) shows no hot spot in our code: a third of the samples are `writev` system calls ' +
      '(the query messages to PostgreSQL, two queries a request, and the HTTP answers), about 9 % the two ' +
      'synchronous log lines a request, the rest spread over fastify, pg and compression; 1.7–2.8 ms of ' +
      'server CPU a request. Server, PostgreSQL and autocannon share the 2 cores. What it would take: ' +
      'fewer system calls a request (the session and the list in one round trip, one log line a request ' +
      'instead of two) and a measure on a quiet machine.'
    );
  },
  'postgres-list-p99': (r) => {
    const s = r.api?.postgres?.scenarios;
    return `${s?.list?.c10?.p99} ms against 30: at c=10 requests queue for the CPU the server, PostgreSQL and autocannon share (see the req/s above).`;
  },
  'products-css': () => 'see the weight table.',
  'login-css': () => 'see the weight table.',
  // The store home (issue 12): what each figure depends on, read from the same run.
  ...Object.fromEntries(
    ['store-lcp', 'store-lighthouse-performance'].map((id) => [id, (r) => storePageMiss(r)]),
  ),
  ...Object.fromEntries(
    ['postgres', 'pglite'].map((db) => [`${db}-store-rps`, (r) => storeRateMiss(r, db)]),
  ),
};

/** Why the store home's page figures miss: the pictures it shows, the machine, the peer beside it. */
function storePageMiss(r) {
  const s = r.store;
  const pictures = s?.ours?.bytes?.pictures;
  const shown =
    pictures && pictures.img < (s?.plan?.products ?? 24)
      ? `The page showed ${pictures.img} picture(s) for ${s.plan.products} products that each have one, ` +
        'so this is not yet the figure of the real page. '
      : '';
  const peer = s?.peer?.load?.lcp?.median;
  return (
    shown +
    `Measured under a load average of ${r.machine.loadAverageAtStart[0]} on ${r.machine.cpu.split(' ×')[0]} ` +
    `cores: the Next.js peer's LCP in the same run was ${ms(peer)} and its Lighthouse performance ` +
    `${s?.peer?.lighthouse?.performance ?? '—'}. Re-measure on a quiet machine before acting on it.`
  );
}

/** Why a store home's pages/s misses: revalidations of the same page on the same server, the peer. */
function storeRateMiss(r, db) {
  const server = r.store?.server?.[db];
  const again = server?.revalidate?.rps;
  return (
    `${server?.big?.rps?.toFixed(0) ?? '—'} pages/s (p99 ${ms(server?.big?.p99)}); the same server answered ` +
    `${again?.toFixed(0) ?? '—'} revalidations/s (304, the store lookup without the render), and the Next.js ` +
    `peer ${r.store?.peer?.server?.node?.rps?.toFixed(0) ?? '—'} pages/s, in the same run under a load ` +
    `average of ${r.machine.loadAverageAtStart[0]}: the render of the page (its queries and ` +
    'react-dom/server), not the transport, is the cost. What it takes starts with a profile of one render ' +
    'on a quiet machine; a CDN in front (the pages carry s-maxage and an ETag) is what absorbs page views.'
  );
}

/**
 * What changed on the way to the first paint, each found by a trace of /login and /products in Chromium
 * (resource timings, paint entries, long tasks). Their combined effect is the page-load table above,
 * against the report of commit 9cc2816 (LCP /login 804 ms, /products 1,236 ms on a quiet machine).
 */
export const PAGE_CHANGES = [
  {
    change: 'Brotli (quality 11) and gzip copies written by the build, served as they are',
    why: 'the entry was compressed per request (Brotli at a low quality: 139 KB and 65 ms for one request); now 88 KB and no CPU',
  },
  {
    change: 'Lexend preloaded from index.html',
    why: 'the first contentful paint waited for the font, which the browser requested only once text was laid out (~100–400 ms later)',
  },
  {
    change: '/login preloads its own modules from index.html (only on /login)',
    why: 'they were discovered only after the entry had run and the router had matched the path',
  },
  {
    change:
      "The first render waits for the first page's modules (downloading since the start); a module already loaded renders without suspending",
    why: 'React.lazy suspended for a tick even for a preloaded module, and React holds the reveal of a Suspense boundary back for 300 ms',
  },
  {
    change:
      'The sign-in pages show while the session check runs; protected pages ask for user-info beside it',
    why: 'the login form waited for a round trip it does not need; protected pages made two round trips one after the other',
  },
  {
    change:
      "The product list's modules preloaded from index.html (as /login's), its first page of rows and /config asked for as soon as the entry had run",
    why: 'superseded by the server rendering below (the rows now come in the HTML); the preload was taken out because on a rendered page it competed with the stylesheets and the entry before the first paint',
  },
  {
    change:
      '/login arrives prerendered: the build renders the real app tree at /login into login.html (with its stylesheets), the server sends it for /login, and React hydrates it',
    why: 'the sign-in page could not paint before the entry had run and React had rendered; /login LCP 592 → 464 ms median over 6 loads (quick run, with and without login.html, same build); text typed or a form sent before hydration is kept',
  },
  {
    change: "The product list's rows as an HTML table (not react-aria's Table)",
    why: 'the first-load JavaScript of /products fell by 33.6 KiB gzip, and a page of rows renders without building a grid collection',
  },
  {
    change:
      "/products rendered by the server for a signed-in merchant: the shell and the first page of rows in the HTML (the same app tree under a StaticRouter, the merchant's user-info, config, notifications, first page and count from the server's own routes in-process), the query cache sent with it, and React hydrating it in a transition",
    why: 'the list could not paint before the entry had run, the calls had answered and the shell and page had rendered in long tasks of 70–230 ms; quick runs: Lighthouse mobile /products 58 → 77–80, TBT 1,734 → 354–566 ms, CLS 0.058 → 0. A click or a search typed before hydration is kept',
  },
  {
    change: 'One stylesheet for the whole panel, linked by index.html; the entry in one chunk',
    why: 'the rendered /products waited for ten render-blocking stylesheets before its first paint; quick run: LCP /products 1,096 → 572 ms loopback, Lighthouse mobile 87 → 91 (simulated LCP 2,898 → 1,791 ms)',
  },
];
