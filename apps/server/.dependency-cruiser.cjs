// The server's layers (issue 25; README "Layers"), checked by `pnpm lint` (`pnpm --filter @panel/server
// lint:layers`): dependency-cruiser 17 over src/, type-only imports included.
//
//   routes/ (and app.ts, main.ts: the composition root)   the top: may import anything below
//   features: auth, tenancy, checkout, coupons, orders, metrics, storefront
//             import infrastructure, and another feature only through its public entry (its index.ts)
//   infrastructure: config, paths, faults, http-error, openapi, validation, client-error, logging, db, jobs,
//             plugins (HTTP), rate-limit, mail, uploads (media storage and the upload pipeline)
//             imports no feature, no route
//
// and no cycle between folders. A new folder or top-level file must be given its layer here: a module
// that belongs to none fails the `unlayered` rules. test/layers.test.ts breaks each rule on purpose in a
// copy of src/ and expects this to fail, naming it.

const FEATURES = ['auth', 'tenancy', 'checkout', 'coupons', 'orders', 'metrics', 'storefront'];
const INFRA_FOLDERS = ['db', 'jobs', 'plugins', 'rate-limit', 'mail', 'logging', 'uploads'];
const INFRA_FILES = [
  'config',
  'paths',
  'faults',
  'http-error',
  'openapi',
  'validation',
  'client-error',
];

const INFRA = [`^src/(${INFRA_FOLDERS.join('|')})/`, `^src/(${INFRA_FILES.join('|')})\\.ts$`];
const FEATURE = `^src/(${FEATURES.join('|')})/`;
const ROUTES = '^src/routes/';
const ROOT = '^src/(app|main)\\.ts$';
const LAYERED = [...INFRA, FEATURE, ROUTES, ROOT];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'infrastructure-imports-no-feature',
      comment:
        'Infrastructure (config, db, storage, jobs, HTTP plugins…) never imports a feature, a route or the ' +
        'app: move the shared piece down into the infrastructure, or hand it over from app.ts.',
      severity: 'error',
      from: { path: INFRA },
      to: { path: [FEATURE, ROUTES, ROOT] },
    },
    {
      name: 'features-import-no-routes',
      comment:
        'A feature never imports routes (nor the app): what a route and a feature share belongs in the feature or below.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: [ROUTES, ROOT] },
    },
    {
      name: 'features-import-public-entries',
      comment:
        'A feature imports another feature only through its public entry (src/<feature>/index.ts), never its internals.',
      severity: 'error',
      from: { path: `^src/(${FEATURES.join('|')})/` },
      to: { path: FEATURE, pathNot: ['^src/$1/', `^src/(${FEATURES.join('|')})/index\\.ts$`] },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'No cycle between folders: two folders that import each other are one layer too tangled.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'unlayered',
      comment:
        'Every module of src/ has a layer: add a new folder or top-level file to .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/', pathNot: LAYERED },
      to: {},
    },
    {
      name: 'unlayered-target',
      comment:
        'Every module of src/ has a layer: add a new folder or top-level file to .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/', pathNot: LAYERED },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
