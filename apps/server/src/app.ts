// The Fastify application, built the same way by main.ts and by the tests (`app.inject`).
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { loadOpenApi, type OpenApiDocument } from './openapi.js';
import { openapiPath } from './paths.js';
import api from './plugins/api.js';
import db from './plugins/db.js';
import errors, { INVALID_REQUEST, sendError } from './plugins/errors.js';
import multipart from './plugins/multipart.js';
import security from './plugins/security.js';
import spa from './plugins/spa.js';
import storefront from './storefront/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings this app was built with. */
    config: Config;
  }
}

export interface BuildAppOptions {
  /** Fastify's logger option; tests usually pass `false`. Default: JSON logs at level info. */
  logger?: FastifyServerOptions['logger'];
  /** The contract, already parsed; default: openapi/panel-v2.yaml (or its copy beside dist/main.js). */
  specification?: OpenApiDocument;
}

/**
 * Builds the whole server: database (migrated), security hooks, the /api/v2 routes generated from the
 * contract, and the built panel. The database is closed by `app.close()`. Resolves once every plugin is
 * loaded, so start-up errors (bad contract, unreachable database) reject here.
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    // Unique across processes (several servers behind one balancer); a balancer's id is kept.
    genReqId: () => randomUUID(),
    // PGlite's cold start plus the migrations can pass Fastify's default 10 s on a loaded machine.
    pluginTimeout: 60_000,
    // request.ip (the per-IP sign-in cap) from X-Forwarded-For only through the configured proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // The router's own refusals (a malformed URL, a path parameter over 100 characters: 400/414) in the
    // API's error shape.
    frameworkErrors: (error, _request, reply) =>
      sendError(
        reply,
        error.statusCode ?? 400,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? `${INVALID_REQUEST}: path parameter too long`
          : `${INVALID_REQUEST}: ${error.message}`,
      ),
    requestIdHeader: 'x-request-id',
    // Uploads are multipart (limited per file there); JSON bodies are small.
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: {
        // The contract uses annotations ajv does not know (`examples`, `format: binary`…).
        strict: false,
        // Query strings keep their types from the contract; array coercion for repeated parameters.
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: false,
      },
    },
  });
  app.decorate('config', config);

  try {
    await app.register(errors);
    await app.register(security, { publicUrl: config.publicUrl });
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await app.register(fastifyCookie);
    await app.register(multipart, { uploadsDir: config.uploadsDir });
    await app.register(db, { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    await app.register(api, { specification: options.specification ?? loadOpenApi(openapiPath) });
    // Store hosts ({link}.{STORE_HOST}): the store pages; before the SPA, whose catch-all they pre-empt.
    await app.register(storefront);
    await app.register(spa, { panelDist: config.panelDist });
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
