// The server's layers (issue 25, README "Layers"): `pnpm lint` runs dependency-cruiser with
// .dependency-cruiser.cjs over src/ (`pnpm --filter @panel/server lint:layers`). Here the same command runs
// on src/ as it is (it must pass) and on a copy of src/ where each rule is broken on purpose by one import
// (it must fail, naming each broken rule and import). On the code before the layers were put in order,
// the same command failed with 38 violations (db → auth/db-errors, plugins → routes and tenancy, mail →
// auth, orders and storefront → routes/products/search, auth ↔ tenancy, plugins ↔ uploads…).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('..', import.meta.url));
const cli = path.join(server, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The lint's own command, in `dir` (apps/server or a copy of it). */
function lintLayers(dir: string) {
  return spawnSync(process.execPath, [cli, 'src', '--config', '.dependency-cruiser.cjs'], {
    cwd: dir,
    encoding: 'utf8',
    // Plain text whatever the environment: under CI=true the reporter colours file names.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
}

describe("the server's layers (dependency-cruiser, run by pnpm lint)", () => {
  let root = '';
  let copy = '';
  beforeAll(() => {
    // The copy keeps the repository's shape: apps/server's tsconfig extends ../../tsconfig.base.json.
    root = mkdtempSync(path.join(os.tmpdir(), 'panel-layers-'));
    copy = path.join(root, 'apps/server');
    mkdirSync(copy, { recursive: true });
    copyFileSync(
      path.join(server, '../../tsconfig.base.json'),
      path.join(root, 'tsconfig.base.json'),
    );
    for (const file of ['tsconfig.json', '.dependency-cruiser.cjs']) {
      copyFileSync(path.join(server, file), path.join(copy, file));
    }
    cpSync(path.join(server, 'src'), path.join(copy, 'src'), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes on src/ as it is', { timeout: 120_000 }, () => {
    const run = lintLayers(server);
    expect(run.stdout + run.stderr).toContain('no dependency violations found');
    expect(run.status).toBe(0);
  });

  it(
    'fails on each kind of backwards import, naming the rule and the import',
    { timeout: 120_000 },
    () => {
      const add = (file: string, line: string) =>
        appendFileSync(path.join(copy, 'src', file), `\n${line}\n`);
      // Infrastructure importing a feature: a type is enough (the auth ↔ db was one).
      add('db/client.ts', "export type { Tenant } from '../tenancy/index.js';");
      // Infrastructure importing a route (plugins/api.ts → routes/index.ts was one).
      add('plugins/errors.ts', "import '../routes/index.js';");
      // A feature importing a route (orders → routes/products/search.ts was one).
      add('orders/index.ts', "export { ownProduct } from '../routes/products/store.js';");
      // A feature importing another feature's internals, not its index.ts.
      add('storefront/queries.ts', "export type { Issued } from '../auth/codes.js';");
      // Two infrastructure folders importing each other (rate-limit already imports db).
      add('db/store-version.ts', "export type { Limit } from '../rate-limit/index.js';");
      // A new folder nobody gave a layer.
      mkdirSync(path.join(copy, 'src/catalog'));
      writeFileSync(
        path.join(copy, 'src/catalog/index.ts'),
        "export { containsText } from '../db/search.js';\n",
      );

      const run = lintLayers(copy);
      const out = run.stdout + run.stderr;
      expect(run.status).not.toBe(0);
      for (const expected of [
        /infrastructure-imports-no-feature: src\/db\/client\.ts → src\/tenancy\/index\.ts/,
        /infrastructure-imports-no-feature: src\/plugins\/errors\.ts → src\/routes\/index\.ts/,
        /features-import-no-routes: src\/orders\/index\.ts → src\/routes\/products\/store\.ts/,
        /features-import-public-entries: src\/storefront\/queries\.ts → src\/auth\/codes\.ts/,
        /no-folder-cycles: src\/(db|rate-limit) → /,
        /unlayered: src\/catalog\/index\.ts → src\/db\/search\.ts/,
      ]) {
        expect(out).toMatch(expected);
      }
    },
  );
});
