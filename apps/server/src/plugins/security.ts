// Cross-cutting protections, in the order a request meets them: the Host allow-list (DNS rebinding), the
// security headers of every answer, and the CSRF guard of the API — on the route the router matched, so
// `/%61pi/v2/…` (which the router decodes to `/api/v2/…`) is guarded like `/api/v2/…`.
import { CSRF_HEADER, CSRF_HEADER_VALUE, ORDER_MESSAGES } from '@panel/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INVALID_REQUEST, sendError } from './errors.js';

export interface SecurityOptions {
  /** The panel's public origin (PUBLIC_URL); browsers calling from another origin are refused. */
  publicUrl: string;
  /** STORE_HOST: the store host and its `{link}.` subdomains are served too. */
  storeHost: string;
  /** Further host names answered (ALLOWED_HOSTS: a balancer's health check by IP…). */
  allowedHosts: readonly string[];
  /** Development also answers localhost, 127.0.0.1, [::1] and `*.localhost` on any port. */
  development: boolean;
  /** TRUST_PROXY is set: X-Forwarded-Proto and X-Forwarded-Host are read (and so checked here). */
  trustProxy: boolean;
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
export const STOREFRONT_CALLS: ReadonlySet<string> = new Set([
  '/api/v2/storefront/orders',
  '/api/v2/storefront/quote',
  '/api/v2/storefront/events',
]);

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

/** The path of a URL with its escapes decoded (null when they are malformed), as the router reads it. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return null;
  }
}

/**
 * True when an unsafe request must pass the CSRF guard: every API route as the router matched it (its
 * pattern, never the raw URL), and for a path no route matches, its decoded form (or a path that cannot
 * be decoded). The store pages' own routes (not under /api) are left to their own rules.
 */
export function needsCsrfGuard(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.routeOptions.url ?? decodedPath(request.url);
  if (path === null) return true;
  const lower = path.toLowerCase().replace(/\/{2,}/g, '/');
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * True for a request routed under /api, or addressed there (its decoded path): a GET the built panel's
 * static wildcard (`/*`) matched, or no route, counts by its path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const under = (path: string | null | undefined) => {
    const lower = (path ?? '').toLowerCase();
    return lower === '/api' || lower.startsWith('/api/');
  };
  return under(request.routeOptions.url) || under(decodedPath(request.url));
}

/** The host name of a Host header value (`[::1]:3000` → `[::1]`, `Shop.Example.com.` → `shop.example.com`). */
export function hostnameOf(host: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(host.trim());
  return match?.[1] ? match[1].toLowerCase().replace(/\.$/, '') : null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Host allow-list against DNS rebinding: a page of any site whose name an attacker points at this
 * server's address would otherwise be same-origin with it. Ports are not compared (a proxy may drop them).
 */
export function hostAllowList(options: SecurityOptions): (host: string | undefined) => boolean {
  const exact = new Set<string>();
  const add = (host: string) => {
    const name = hostnameOf(host);
    if (name) exact.add(name);
  };
  add(new URL(options.publicUrl).host);
  options.allowedHosts.forEach(add);
  const store = hostnameOf(options.storeHost);
  if (store) exact.add(store);
  return (host) => {
    const name = host === undefined ? null : hostnameOf(host);
    if (!name) return false;
    if (exact.has(name)) return true;
    if (store && name.endsWith(`.${store}`) && !name.slice(0, -store.length - 1).includes('.')) {
      return true;
    }
    return options.development && (LOCAL_HOSTS.has(name) || name.endsWith('.localhost'));
  };
}

/** The last entry of a header a proxy may have appended to (`a, b` → `b`), as Fastify reads it. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  if (joined === undefined) return undefined;
  return joined.slice(joined.lastIndexOf(',') + 1).trim();
}

/**
 * Checks the forwarded headers a trusted proxy passes on, which Fastify's `request.protocol` and
 * `request.host` would otherwise take as sent (a crafted scheme became a store page's canonical URL;
 * `X-Forwarded-Host` stood in for Host in the allow-list). X-Forwarded-Proto is honoured only as `http` or
 * `https` (normalised in place, so `request.protocol` is one of them); X-Forwarded-Host must be a host
 * name. Answers why the request is malformed, or null.
 */
export function forwardedRefusal(request: FastifyRequest): string | null {
  const headers = request.headers;
  if (headers['x-forwarded-proto'] !== undefined) {
    const proto = lastEntry(headers['x-forwarded-proto'])?.toLowerCase();
    if (proto !== 'http' && proto !== 'https') return 'X-Forwarded-Proto must be http or https';
    headers['x-forwarded-proto'] = proto;
  }
  if (headers['x-forwarded-host'] !== undefined) {
    const host = lastEntry(headers['x-forwarded-host']) ?? '';
    if (!/^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.test(host)) {
      return 'X-Forwarded-Host must be a host name';
    }
    headers['x-forwarded-host'] = host;
  }
  return null;
}

export default fp<SecurityOptions>(
  async (app, options) => {
    const allowed = hostAllowList(options);
    const https = options.publicUrl.startsWith('https:');
    app.addHook('onRequest', async (request, reply) => {
      if (https) reply.header('strict-transport-security', 'max-age=31536000');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-request-id', request.id);

      if (options.trustProxy) {
        const malformed = forwardedRefusal(request);
        if (malformed) return sendError(reply, 400, `${INVALID_REQUEST}: ${malformed}`);
      }
      // Both the Host the client sent and, behind a trusted proxy, the X-Forwarded-Host that
      // `request.host` reads: a page that may set the one must not pass on the other.
      const hosts = options.trustProxy ? [request.headers.host, request.host] : [request.host];
      if (!hosts.every(allowed)) {
        request.log.warn({ host: request.host }, 'Host allow-list refused the request');
        return sendError(reply, 421, 'Misdirected request: unknown host');
      }
      if (!needsCsrfGuard(request)) return;
      const storefront = STOREFRONT_CALLS.has(request.routeOptions.url ?? '');
      const refusal = storefront
        ? storefrontRefusal(request)
        : csrfRefusal(request, options.publicUrl);
      if (refusal) {
        request.log.warn({ refusal }, 'CSRF guard refused the request');
        // A store page's call speaks to a customer, in Spanish.
        return sendError(reply, 403, storefront ? ORDER_MESSAGES.foreignPage : 'Forbidden');
      }
    });
    // API answers carry a signed-in merchant's data: never kept by a browser or a shared cache, unless
    // the route says otherwise (media: public and immutable).
    app.addHook('onSend', async (request, reply) => {
      if (!reply.hasHeader('cache-control') && isApiRequest(request)) {
        void reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'panel-security', dependencies: ['panel-errors'] },
);
