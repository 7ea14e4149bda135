// Every operation of the contract has a handler and a route, and the server has no handler the contract
// does not name.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { API_PREFIX, listOperations, loadOpenApi } from '../src/openapi.js';
import { openapiPath } from '../src/paths.js';
import { serviceHandlers } from '../src/routes/index.js';
import { freshDatabase, type TestDatabase } from './helpers.js';

const operations = listOperations(loadOpenApi(openapiPath));

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

  it('implements every operation of the contract and no other', () => {
    const handlers = Object.keys(serviceHandlers(app)).sort();
    expect(handlers).toEqual(operations.map((op) => op.operationId).sort());
  });

  it.each(operations)('$method $path ($operationId) has a route', ({ method, path }) => {
    const url = `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;
    expect(app.hasRoute({ method, url })).toBe(true);
  });
});
