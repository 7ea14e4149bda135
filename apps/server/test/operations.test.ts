// Which operations of the contract the server implements. The skeleton implements configGet only; every
// other operation is routed (validated) and answers 501. When an issue implements an operation, it moves
// from "pending" to IMPLEMENTED here — and once PENDING is empty this becomes the "every operation has a
// handler" test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { API_PREFIX, listOperations, loadOpenApi } from '../src/openapi.js';
import { openapiPath } from '../src/paths.js';
import { serviceHandlers } from '../src/routes/index.js';
import { freshDatabase, PANEL_HEADERS, type TestDatabase } from './helpers.js';

const IMPLEMENTED = [
  'configGet',
  'authLogin',
  'authSubmitEmailCode',
  'authVerify',
  'authUserInfo',
  'authGoogle',
  'authLogout',
  'authLogoutPost',
  'authSubmitEmailLink',
  'authSubmitPersonalInfo',
  'authSubmitStoreInfo',
  'storesGet',
  'accountsStoreUpdate',
  'accountsUpdate',
  'storesCheckoutGet',
  'storesCheckoutUpdate',
  'productsList',
  'productsCount',
  'productsCreate',
  'productsGet',
  'productsUpdate',
  'productsDelete',
  'categoriesList',
  'categoriesCreate',
  'categoriesUpdate',
  'categoriesDelete',
  'mediaGet',
  'notificationsList',
  'notificationsRead',
  'storefrontOrdersCreate',
  'storefrontEventsCreate',
  'reportsSummary',
  'ordersList',
  'ordersGet',
  'ordersStatusUpdate',
];

const operations = listOperations(loadOpenApi(openapiPath));
const pending = operations.filter((op) => !IMPLEMENTED.includes(op.operationId));

/** The contract's path with sample values for its parameters, e.g. `/products/{id}` → `/products/abc`. */
const samplePath = (path: string) => `${API_PREFIX}${path.replace(/\{[^}]+\}/g, 'abc')}`;

describe('operations of openapi/panel-v2.yaml', () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await buildApp(loadConfig({ DATA_DIR: database.dataDir }), { logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('has unique operationIds', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('implements exactly the listed operations, all named in the contract', () => {
    const handlers = Object.keys(serviceHandlers(app)).sort();
    expect(handlers).toEqual([...IMPLEMENTED].sort());
    const ids = new Set(operations.map((op) => op.operationId));
    for (const id of handlers) expect(ids, id).toContain(id);
  });

  it.each(operations)('$method $path ($operationId) has a route', ({ method, path }) => {
    const url = `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;
    expect(app.hasRoute({ method, url })).toBe(true);
  });

  it.each(pending.filter((op) => op.method === 'GET' || op.method === 'DELETE'))(
    '$method $path ($operationId) answers 501 until implemented',
    async ({ method, path }) => {
      const res = await app.inject({ method, url: samplePath(path), headers: PANEL_HEADERS });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({ ok: false, error: 'Not implemented' });
    },
  );
});
