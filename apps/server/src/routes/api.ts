// The /api/v2 routes, generated from the contract by fastify-openapi-glue: every operation of
// openapi/panel-v2.yaml gets a route with its request validation and response serialization; the
// handler comes from routes/ by operationId, or answers 501 while it is not implemented.
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { API_PREFIX, type OpenApiDocument } from '../openapi.js';
import { serviceHandlers } from './index.js';
import { sendError } from '../plugins/errors.js';

export interface ApiOptions {
  /** The parsed contract (see openapi.ts). */
  specification: OpenApiDocument;
}

const notImplemented: RouteHandlerMethod = async (_request, reply) =>
  sendError(reply, 501, 'Not implemented');

const isJson = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * The copy of the contract given to the glue. Binary answers (`/media/{key}`: image/png, video/mp4…) are
 * streamed, never serialized by Fastify, so their response content is dropped: otherwise the glue asks
 * for request parsers of those types, which the API must not accept.
 */
function forGlue(specification: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(specification);
  const responses: Array<{ content?: Record<string, unknown> } | undefined> = [];
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as Array<{
      responses?: Record<string, { content?: Record<string, unknown> }>;
    }>) {
      responses.push(...Object.values(operation?.responses ?? {}));
    }
  }
  // Shared answers too (`$ref: '#/components/responses/PartialContent'`).
  const components = copy.components as
    { responses?: Record<string, { content?: Record<string, unknown> }> } | undefined;
  responses.push(...Object.values(components?.responses ?? {}));
  for (const response of responses) {
    if (!response?.content) continue;
    for (const mediaType of Object.keys(response.content)) {
      if (!isJson(mediaType)) delete response.content[mediaType];
    }
  }
  return copy;
}

/** Methods whose body is never read (Fastify ignores it). */
const BODYLESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
/** What a call that takes no body may still be sent: JSON (`{}` and the like); multipart is refused elsewhere. */
const ALLOWED_ON_BODYLESS: ReadonlySet<string> = new Set([
  'application/json',
  'multipart/form-data',
]);

/** Media types the route's request body may use, from the contract; null when it takes no body. */
function acceptedBodyTypes(request: FastifyRequest): string[] | null {
  const body = request.routeOptions.schema?.body as
    { content?: Record<string, unknown> } | undefined;
  return body?.content ? Object.keys(body.content) : null;
}

export default fp<ApiOptions>(
  async (app, { specification }) => {
    // Fastify validates a body only against the schema of its own media type and skips validation for
    // any other type it can parse: a JSON body sent to a multipart call (or no body at all) would reach
    // the handler unchecked. So the media type must be one the contract declares — checked before the
    // body is even read.
    app.addHook('preParsing', async (request, reply) => {
      const accepted = acceptedBodyTypes(request);
      if (!accepted) {
        // A call that takes no body: a body that is sent anyway must be JSON (the contract's 415 for any
        // other type; a multipart one is refused by uploads/multipart.ts before it is read). Fastify would
        // otherwise parse a text/plain body and run the call.
        const type = request.mediaType;
        const operation = request.routeOptions.url?.startsWith(`${API_PREFIX}/`) ?? false;
        if (
          operation &&
          !BODYLESS_METHODS.has(request.method) &&
          type &&
          !ALLOWED_ON_BODYLESS.has(type)
        ) {
          return sendError(reply, 415, 'Unsupported media type: this call takes no body');
        }
        return;
      }
      const mediaType = request.mediaType;
      if (mediaType && accepted.includes(mediaType)) return;
      if (!request.headers['content-type']) {
        return sendError(reply, 400, `Invalid request: body must be ${accepted.join(' or ')}`);
      }
      return sendError(reply, 415, `Unsupported media type: expected ${accepted.join(' or ')}`);
    });

    const handlers = serviceHandlers(app);
    await app.register(openapiGlue, {
      specification: forGlue(specification),
      prefix: API_PREFIX,
      operationResolver: (operationId: string) => handlers[operationId] ?? notImplemented,
    });
  },
  { name: 'panel-api', dependencies: ['panel-errors', 'panel-db', 'panel-multipart'] },
);
