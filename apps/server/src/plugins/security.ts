// Cross-cutting protections: security headers on every answer and the CSRF guard of the API.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@panel/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

export interface SecurityOptions {
  /** The panel's public origin (PUBLIC_URL); browsers calling from another origin are refused. */
  publicUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the request was addressed to, as the browser saw it (same-origin calls behind a proxy). */
function requestOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : null;
}

/**
 * Why an unsafe API call is refused, or null when it may proceed. Layers: the custom header (a cross-site
 * form or a simple fetch cannot send it without a CORS preflight, which this server never grants), the
 * browser's Fetch Metadata, and the Origin header.
 */
export function csrfRefusal(request: FastifyRequest, publicUrl: string): string | null {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return `missing ${CSRF_HEADER} header`;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'cross-site request';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicUrl && origin !== requestOrigin(request)) {
    return `foreign origin ${origin}`;
  }
  return null;
}

/**
 * Public calls of the storefront (tag `storefront`): anonymous customers on a store host send them, so they
 * carry neither the panel's session nor its CSRF header; {@link storefrontRefusal} guards them instead.
 */
export const STOREFRONT_CALLS: ReadonlySet<string> = new Set(['/api/v2/storefront/orders']);

/**
 * Why a storefront call is refused, or null. It changes nothing a customer could lose (it places an order
 * in their name), but a foreign page must not place orders through a visitor's browser: the browser's Fetch
 * Metadata must not say another site — nor `same-site`, which is another store under the same STORE_HOST —
 * and an Origin, when sent (every current browser sends it on a POST), must be the store's own.
 */
export function storefrontRefusal(request: FastifyRequest): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `${site} request`;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== requestOrigin(request)) return `foreign origin ${origin}`;
  return null;
}

export default fp<SecurityOptions>(
  async (app, options) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-request-id', request.id);

      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const path = request.url.split('?', 1)[0] ?? '';
      const refusal = STOREFRONT_CALLS.has(path)
        ? storefrontRefusal(request)
        : csrfRefusal(request, options.publicUrl);
      if (refusal) {
        request.log.warn({ refusal }, 'CSRF guard refused the request');
        return sendError(reply, 403, 'Forbidden');
      }
    });
  },
  { name: 'panel-security', dependencies: ['panel-errors'] },
);
