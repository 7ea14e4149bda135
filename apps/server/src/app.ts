// The Fastify application, built the same way by main.ts and by the tests (`app.inject`).
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { clientErrorHandler } from './client-error.js';
import type { Config } from './config.js';
import { loggerOptions } from './logging/index.js';
import { loadOpenApi, type OpenApiDocument } from './openapi.js';
import { openapiPath } from './paths.js';
import api from './plugins/api.js';
import db from './plugins/db.js';
import errors, { INVALID_REQUEST, sendError } from './plugins/errors.js';
import metrics from './metrics/index.js';
import jobs from './jobs/index.js';
import mediaMaintenance from './plugins/media-maintenance.js';
import orderHolds from './orders/holds-plugin.js';
import csvBody from './plugins/csv-body.js';
import multipart from './plugins/multipart.js';
import security from './plugins/security.js';
import spa from './plugins/spa.js';
import { createBlobs } from './uploads/blobs.js';
import { pictureGate } from './uploads/pictures.js';
import { MediaStorage } from './uploads/storage.js';
import { buildValidator } from './validation.js';
import storefront from './storefront/index.js';
import storefrontPreview from './storefront/preview.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings this app was built with. */
    config: Config;
    /** Stored media through the configured driver (the local disk or an S3 bucket: uploads/blobs.ts). */
    media: MediaStorage;
    /** `draining` from SIGTERM (main.ts) or `close()` on: /readyz answers 503 (routes/health). */
    lifecycle: { draining: boolean };
  }
}

/** A client's (or balancer's) `x-request-id` kept as the request id: short, no spaces or controls. */
export const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:=-]{0,63}$/;
/** Longest time to receive a whole request (headers and body). */
export const REQUEST_TIMEOUT_MS = 120_000;
/** Longest idle time of a connection, including before its first request. */
export const CONNECTION_TIMEOUT_MS = 30_000;
/** Idle time after which a keep-alive connection is closed. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export interface BuildAppOptions {
  /** Fastify's logger option; tests usually pass `false`. Default: JSON logs at level info. */
  logger?: FastifyServerOptions['logger'];
  /** The contract, already parsed; default: openapi/panel-v2.yaml (or its copy beside dist/main.js). */
  specification?: OpenApiDocument;
  /** The background picture sizes backfill and upload sweep (plugins/media-maintenance.ts). Default on. */
  mediaMaintenance?: boolean;
  /** The clock of storefront metrics (tests move it). Default: the system's. */
  now?: () => Date;
  /** The periodic metrics roll-up (metrics/index.ts). Default on. */
  metricsJobs?: boolean;
  /** The timer that ends order holds (orders/holds-plugin.ts). Default on. */
  orderHolds?: boolean;
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
    // Paths without order or sign-in tokens, client addresses hashed unless LOG_CLIENT_IP=1 (logging/).
    logger: loggerOptions(options.logger, config.logClientIp),
    // Unique across processes (several servers behind one balancer); a balancer's id is kept when it is
    // short and well-formed — a client's id goes into every log line and answer, so nothing else does.
    genReqId: (raw) => {
      const given = raw.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Slow clients: a request must arrive whole within requestTimeout (a 50 MB video over a slow phone
    // link fits), a connection must send its first request within connectionTimeout, and an idle
    // keep-alive connection is closed after keepAliveTimeout and serves at most maxRequestsPerSocket.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: 1000,
    // The 408 of requestTimeout (and the parser's 400/431) in the API's error shape (client-error.ts).
    clientErrorHandler,
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
    // Uploads are multipart (limited per file there); JSON bodies are small.
    bodyLimit: 1024 * 1024,
    // Query strings, path parameters and multipart fields are coerced to the contract's types; JSON bodies
    // are not (see validation.ts).
    schemaController: { compilersFactory: { buildValidator } },
  });
  app.decorate('config', config);
  app.decorate('media', new MediaStorage(createBlobs(config.uploadsDir, config.media.s3)));
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });

  try {
    await app.register(errors);
    await app.register(security, {
      publicUrl: config.publicUrl,
      storeHost: config.storeHost,
      allowedHosts: config.allowedHosts,
      development: config.development,
      trustProxy: config.trustProxyHops > 0,
    });
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await app.register(fastifyCookie);
    await app.register(multipart, {
      uploadsDir: config.uploadsDir,
      uploadQuotaBytes: config.uploadQuotaBytes,
      picturesPerHour: config.pictures.uploadsPerHour,
    });
    await app.register(csvBody);
    pictureGate.slots = config.pictures.concurrency;
    pictureGate.waitMs = config.pictures.queueMs;
    await app.register(db, { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    await app.register(jobs);
    await app.register(mediaMaintenance, { enabled: options.mediaMaintenance ?? true });
    await app.register(metrics, { now: options.now, jobs: options.metricsJobs });
    await app.register(orderHolds, { enabled: options.orderHolds ?? true });
    await app.register(api, { specification: options.specification ?? loadOpenApi(openapiPath) });
    // Store hosts ({link}.{STORE_HOST}): the store pages; before the SPA, whose catch-all they pre-empt.
    await app.register(storefront);
    await app.register(storefrontPreview);
    await app.register(spa, { panelDist: config.panelDist });
    // Last, after the media sweep's own close has waited for it.
    app.addHook('onClose', async () => app.media.blobs.close());
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
