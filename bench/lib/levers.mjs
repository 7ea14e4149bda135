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

const k = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Why a budget is missed and what it would take, by budget id (called only for missed budgets). */
export const MISSES = {
  'products-js': (r) =>
    `${k(r.weight.routes.products.js.gzip)} against 175 KiB. Every overlay already loads on first use; what ` +
    "is left is the entry (react-dom, react-router, react-query, the panel's own code: ≈ 102 KiB) and " +
    "react-aria's Table with what it pulls in (≈ 44 KiB: the table and grid collections, selection, " +
    'keyboard focus for grid cells, and the autocomplete and drag-and-drop code Table imports even though ' +
    'the panel uses neither), plus press/hover handling (≈ 12 KiB). What it would take: paint the first ' +
    'page of rows as a plain `<table>` and switch to the react-aria Table on first interaction, as the menus ' +
    'do (≈ −25 to −35 KiB, measured by module sizes) — a second rendering of the table to keep in step with ' +
    'the first, not done yet.',
  'products-css': () => 'see the weight table.',
  'login-css': () => 'see the weight table.',
};

/**
 * What changed on the way to the first paint, each found by a trace of /login and /products in Chromium
 * (resource timings, paint entries, long tasks). Their combined effect is the page-load table above,
 * against the report of commit 9cc2816 (LCP /login 804 ms, /products 1,236 ms on a quiet machine).
 */
export const PAGE_CHANGES = [
  {
    change: 'Brotli (quality 11) and gzip copies written by the build, served as they are',
    why: 'the entry was compressed per request (Brotli at a low quality: 139 KB, 65 ms on a quiet core); now 88 KB and no CPU',
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
    change: 'A route module already loaded renders without suspending',
    why: 'React.lazy suspended for a tick even for a preloaded module, and React holds a revealed Suspense boundary back for 300 ms',
  },
  {
    change:
      'The sign-in pages show while the session check runs; protected pages ask for user-info beside it',
    why: 'the login form waited for a round trip it does not need; protected pages made two round trips one after the other',
  },
  {
    change:
      'The product list asks for its first page as soon as its module loads (preloaded at start)',
    why: 'the rows waited for the session check, user-info and the shell before the list was even requested',
  },
];
