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
      'sonner (toasts) loaded after first paint: `toast()` queues until the lazily imported Toaster mounts',
    effect: '−8.7 KiB (166.4 → 157.7; −8.6 KiB on /products)',
    state:
      'not applied: packages/ui/src/provider (PanelProvider, toast.ts) belongs to the UI owners',
  },
  {
    lever:
      'Declarative `<BrowserRouter>`/`<Routes>` with `React.lazy` instead of the data router (`createBrowserRouter`)',
    effect: '−15.7 KiB (react-dom + react-router alone: 95.1 → 79.4 KiB gzip)',
    state:
      "not applied: route errors now use the data router's `errorElement`/`useRouteError` (router.tsx, panel-app work in progress)",
  },
  {
    lever:
      'Radix Themes `<Theme>` replaced by its class names and tokens (drops Tooltip/Popper/Slot providers)',
    effect: 'about −3 KiB (estimated from module sizes)',
    state: 'not applied: packages/ui provider',
  },
  {
    lever: 'Spanish catalogue split per screen (es.ts is one module of 16 KB raw in the entry)',
    effect: 'about −2 to −3 KiB (estimated)',
    state: 'not applied: packages/ui i18n',
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
  'login-js': (r) =>
    `${k(r.weight.routes.login.js.gzip)} against 135 KiB. React 19's react-dom alone is 65.8 KiB gzip and ` +
    "react-router 7's data router 29.3 KiB more (measured in an empty app), so 95 KiB is gone before the " +
    'first line of Panel; react-aria (button, text field, form), react-query, openapi-fetch, sonner and the ' +
    'catalogue make the rest. What it would take: lazy sonner (−8.7 KiB) and the declarative router ' +
    '(−15.7 KiB) together reach about 142 KiB; the Radix `<Theme>` providers (≈ −3) and a per-screen ' +
    'catalogue (≈ −3) bring it to ≈ 136 KiB. Below that needs a smaller foundation (e.g. a lighter router) — ' +
    'an architecture decision, not a lever.',
  'products-js': (r) =>
    `${k(r.weight.routes.products.js.gzip)} against 175 KiB: the login closure plus the shell (menus, ` +
    'dialog, popovers, tooltips, notifications) and the table (react-aria Table, Checkbox, Menu, ' +
    'pagination Select). The login levers above apply here too (≈ −27 KiB); the rest would take loading ' +
    "the shell's overlays (notifications menu, logout dialog, trial banner) on first interaction instead " +
    'of with the shell, and the row menu/confirm dialog on first use — packages/ui work.',
  'products-css': () => 'see the weight table.',
  'login-css': () => 'see the weight table.',
};
