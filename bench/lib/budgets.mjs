// The budgets of issue 7 (the panel) and issue 12 (the storefront's store home), each a figure of
// results.json compared with a limit. `bytes` budgets are deterministic and also checked by
// `pnpm bench:budgets` (test/budgets: the panel's from its build, the store home's from a served page);
// the others are benchmarks, only reported.

const KiB = 1024;

/**
 * @typedef {object} Budget
 * @property {string} id
 * @property {string} label   what the report's table shows
 * @property {'bytes' | 'ms' | 'score' | 'ratio' | 'rps'} unit
 * @property {'max' | 'min'} kind   `max`: the figure must not exceed the limit; `min`: must reach it
 * @property {number} limit
 * @property {(r: any) => number | undefined} pick   the figure in results.json (undefined: not measured)
 * @property {'panel' | 'store' | 'metrics'} [scope]   what it measures (default the panel); `store`: issue 12;
 *   `metrics`: issue 13
 */

/** @type {Budget[]} */
export const BUDGETS = [
  {
    id: 'login-js',
    label: 'Login first-load JS (gzip)',
    unit: 'bytes',
    kind: 'max',
    limit: 135 * KiB,
    pick: (r) => r.weight?.routes.login.js.gzip,
  },
  {
    id: 'products-js',
    label: 'Product list first-load JS (gzip)',
    unit: 'bytes',
    kind: 'max',
    limit: 175 * KiB,
    pick: (r) => r.weight?.routes.products.js.gzip,
  },
  {
    id: 'app-js',
    label: 'Whole app JS (gzip)',
    unit: 'bytes',
    kind: 'max',
    limit: 400 * KiB,
    pick: (r) => r.weight?.app.js.gzip,
  },
  {
    id: 'login-css',
    label: 'Login CSS first load (gzip)',
    unit: 'bytes',
    kind: 'max',
    limit: 60 * KiB,
    pick: (r) => r.weight?.routes.login.css.gzip,
  },
  {
    id: 'products-css',
    label: 'Product list CSS first load (gzip)',
    unit: 'bytes',
    kind: 'max',
    limit: 60 * KiB,
    pick: (r) => r.weight?.routes.products.css.gzip,
  },
  {
    id: 'login-lcp',
    label: 'LCP /login, median (loopback)',
    unit: 'ms',
    kind: 'max',
    limit: 350,
    pick: (r) => r.pageLoad?.login?.lcp.median,
  },
  {
    id: 'products-lcp',
    label: 'LCP /products (100 products), median',
    unit: 'ms',
    kind: 'max',
    limit: 450,
    pick: (r) => r.pageLoad?.products?.lcp.median,
  },
  {
    id: 'login-cls',
    label: 'CLS /login, worst run',
    unit: 'score',
    kind: 'max',
    limit: 0.02,
    pick: (r) => r.pageLoad?.login?.cls.max,
  },
  {
    id: 'products-cls',
    label: 'CLS /products, worst run',
    unit: 'score',
    kind: 'max',
    limit: 0.02,
    pick: (r) => r.pageLoad?.products?.cls.max,
  },
  {
    id: 'login-lighthouse',
    label: 'Lighthouse mobile /login',
    unit: 'score',
    kind: 'min',
    limit: 95,
    pick: (r) => r.lighthouse?.login?.mobile?.performance,
  },
  {
    id: 'products-lighthouse',
    label: 'Lighthouse mobile /products',
    unit: 'score',
    kind: 'min',
    limit: 90,
    pick: (r) => r.lighthouse?.products?.mobile?.performance,
  },
  {
    id: 'products-lighthouse-tbt',
    // Issue 15: the blocking time under Lighthouse's mobile throttling (4× CPU).
    label: 'Lighthouse mobile /products: total blocking time',
    unit: 'ms',
    kind: 'max',
    limit: 150,
    pick: (r) => r.lighthouse?.products?.mobile?.tbt,
  },
  {
    id: 'products-lighthouse-cls',
    label: 'Lighthouse mobile /products: CLS',
    unit: 'score',
    kind: 'max',
    limit: 0.02,
    pick: (r) => r.lighthouse?.products?.mobile?.cls,
  },
  {
    id: 'search-paint',
    // The spec debounces the search by 300 ms (§7): the budget is what follows the debounce.
    label: 'Search input to painted table, after the 300 ms debounce, median',
    unit: 'ms',
    kind: 'max',
    limit: 100,
    pick: (r) => r.interaction?.afterDebounce.median,
  },
  ...['pglite', 'postgres'].flatMap((db) => {
    const name = db === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const [rps, p99] = db === 'pglite' ? [700, 50] : [2000, 30];
    /** @param {any} r */
    const list = (r) => r.api?.[db]?.scenarios?.['list']?.c10;
    return [
      {
        id: `${db}-list-rps`,
        label: `Product list, ${name}, c=10: requests/s`,
        unit: /** @type {const} */ ('rps'),
        kind: /** @type {const} */ ('min'),
        limit: rps,
        pick: (/** @type {any} */ r) => list(r)?.rps,
      },
      {
        id: `${db}-list-p99`,
        label: `Product list, ${name}, c=10: p99 latency`,
        unit: /** @type {const} */ ('ms'),
        kind: /** @type {const} */ ('max'),
        limit: p99,
        pick: (/** @type {any} */ r) => list(r)?.p99,
      },
    ];
  }),
  ...storeBudgets(),
];

/** The store home's budgets (issue 12): ours in results.store.ours, the server's in results.store.server. */
function storeBudgets() {
  /** @type {(label: string, id: string, limit: number, pick: (b: any) => number | undefined) => Budget} */
  const bytes = (label, id, limit, pick) => ({
    id: `store-${id}`,
    label: `Store home first-load ${label} (gzip), 24 products, mobile`,
    unit: 'bytes',
    kind: 'max',
    limit: limit * KiB,
    pick: (r) => pick(r.store?.ours?.bytes),
    scope: 'store',
  });
  /** @type {(label: string, key: string, limit: number) => Budget} */
  const lighthouse = (label, key, limit) => ({
    id: `store-lighthouse-${key}`,
    label: `Lighthouse mobile store home: ${label}`,
    unit: 'score',
    kind: 'min',
    limit,
    pick: (r) => r.store?.ours?.lighthouse?.[key],
    scope: 'store',
  });
  /** @type {(name: string, db: string, limit: number) => Budget} */
  const rate = (name, db, limit) => ({
    id: `${db}-store-rps`,
    label: `Store home of the 1,000-product store, ${name}, c=10: pages/s`,
    unit: 'rps',
    kind: 'min',
    limit,
    pick: (r) => r.store?.server?.[db]?.big?.rps,
    scope: 'store',
  });
  return [
    bytes('JS', 'js', 15, (b) => b?.js.gzip),
    bytes('CSS', 'css', 10, (b) => b?.css.gzip),
    bytes('HTML', 'html', 30, (b) => b?.html.gzip),
    lighthouse('performance', 'performance', 98),
    lighthouse('accessibility', 'accessibility', 95),
    lighthouse('best practices', 'bestPractices', 95),
    lighthouse('SEO', 'seo', 95),
    {
      id: 'store-lcp',
      label: 'LCP store home, mobile, median (loopback)',
      unit: 'ms',
      kind: 'max',
      limit: 300,
      pick: (r) => r.store?.ours?.load?.lcp.median,
      scope: 'store',
    },
    {
      id: 'store-cls',
      label: 'CLS store home, mobile, worst run',
      unit: 'score',
      kind: 'max',
      limit: 0.01,
      pick: (r) => r.store?.ours?.load?.cls.max,
      scope: 'store',
    },
    rate('PostgreSQL', 'postgres', 1500),
    rate('PGlite', 'pglite', 500),
  ];
}

/** Issue 13: the dashboard's numbers, event ingest and what counting adds to a store page view. */
BUDGETS.push(
  {
    id: 'metrics-dashboard',
    label: 'Dashboard numbers, a year of data (1,000 visits/day), PostgreSQL, c=1: mean',
    unit: 'ms',
    kind: 'max',
    limit: 20,
    pick: (r) => r.metrics?.dashboard?.mean,
    scope: 'metrics',
  },
  {
    id: 'metrics-ingest',
    label: 'Storefront event ingest (beacon, stored), PostgreSQL, c=10: events/s',
    unit: 'rps',
    kind: 'min',
    limit: 2000,
    pick: (r) => r.metrics?.ingest?.rps,
    scope: 'metrics',
  },
  {
    id: 'metrics-page-view',
    label:
      'Store home page view, counted (a visitor seen before) vs not counted, c=1: added mean latency',
    unit: 'ms',
    kind: 'max',
    limit: 1,
    pick: (r) => r.metrics?.pageView?.addedMs,
    scope: 'metrics',
  },
  {
    // Issue 19: a new visitor's admission, its address's token and its event: one statement, after the answer.
    id: 'metrics-page-view-new-visitor',
    label: 'Store home page view, a new visitor counted vs not counted, c=1: added mean latency',
    unit: 'ms',
    kind: 'max',
    limit: 3,
    pick: (r) => r.metrics?.pageView?.newVisitorAddedMs,
    scope: 'metrics',
  },
  {
    // Issue 19: a flood of new visitors from one address costs no database work once its budget is spent.
    id: 'metrics-page-view-over-budget',
    label:
      'Store home page view, a new visitor over budget vs not counted, c=1: added mean latency',
    unit: 'ms',
    kind: 'max',
    limit: 1,
    pick: (r) => r.metrics?.pageView?.overBudgetAddedMs,
    scope: 'metrics',
  },
);

/** The panel build's byte budgets, checked by `pnpm bench:budgets` over apps/panel/dist. */
export const BYTE_BUDGETS = BUDGETS.filter((b) => b.unit === 'bytes' && b.scope !== 'store');

/** The store home's byte budgets, checked by `pnpm bench:budgets` over a served store (test/budgets). */
export const STORE_BYTE_BUDGETS = BUDGETS.filter((b) => b.unit === 'bytes' && b.scope === 'store');

/**
 * Each budget's verdict against a results object.
 * @param {any} results
 * @param {Budget[]} [budgets]
 * @returns {{ budget: Budget; value: number | undefined; status: 'met' | 'missed' | 'not measured' }[]}
 */
export function evaluate(results, budgets = BUDGETS) {
  return budgets.map((budget) => {
    const value = budget.pick(results);
    if (value === undefined || value === null || Number.isNaN(value)) {
      return { budget, value: undefined, status: 'not measured' };
    }
    const ok = budget.kind === 'max' ? value <= budget.limit : value >= budget.limit;
    return { budget, value, status: ok ? 'met' : 'missed' };
  });
}

/** A figure in the budget's unit, for the report. @param {number} value @param {Budget['unit']} unit */
export function formatFigure(value, unit) {
  switch (unit) {
    case 'bytes':
      return `${(value / KiB).toFixed(1)} KiB`;
    case 'ms':
      return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
    case 'rps':
      return `${value.toFixed(0)} req/s`;
    case 'score':
      return value < 1 ? value.toFixed(3) : value.toFixed(0);
    default:
      return String(value);
  }
}
