import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@panel/domain';
import { ApiError } from './errors';
import type { paths } from './schema';

/** The typed openapi-fetch client of Panel's /api/v2. */
export type PanelClient = Client<paths>;

/**
 * Local-development ports by the path segment after /api/v2 (spec §7: auth 8000, notifications 8001,
 * products 8002, accounts 8003). `stores` is served by the accounts service, so it shares 8003; `config`
 * lives with auth and `media` with products (their tags in the contract).
 */
export const DEV_PORTS: Readonly<Record<string, number>> = {
  auth: 8000,
  notifications: 8001,
  products: 8002,
  accounts: 8003,
  stores: 8003,
  config: 8000,
  media: 8002,
};

export interface PanelClientOptions {
  /** Where /api/v2 lives, e.g. `https://panel.example/api/v2` or `/api/v2` in a browser. */
  baseUrl: string;
  /** The fetch to use (tests pass a spy); defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Local development with one server per service: `true` sends every call to
   * `http://localhost:<port>` chosen by {@link DEV_PORTS}; an object overrides some ports. Calls whose
   * segment has no port are left alone. Off by default (the dev server proxies /api to one process).
   */
  devPorts?: boolean | Readonly<Record<string, number>>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_PREFIX = '/api/v2/';

/** The local-development URL of `url`, or null when its service has no port. */
export function devUrl(
  url: string,
  ports: Readonly<Record<string, number>> = DEV_PORTS,
): string | null {
  const parsed = new URL(url);
  const at = parsed.pathname.indexOf(API_PREFIX);
  if (at === -1) return null;
  const segment = parsed.pathname.slice(at + API_PREFIX.length).split('/')[0] ?? '';
  const port = Object.hasOwn(ports, segment) ? ports[segment] : undefined;
  if (port === undefined) return null;
  return `http://localhost:${port}${parsed.pathname}${parsed.search}`;
}

// A Request's URL is read-only: copy it to the new address. The body is buffered, which is fine for the
// development-only rewrite and avoids streaming bodies (they need `duplex` and are not portable).
async function moveRequest(request: Request, url: string): Promise<Request> {
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body ? await request.arrayBuffer() : undefined,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    integrity: request.integrity,
    keepalive: request.keepalive,
    signal: request.signal,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Adds the CSRF header to every unsafe call (the server refuses them without it). */
const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    if (!SAFE_METHODS.has(request.method.toUpperCase())) {
      request.headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    }
    return request;
  },
};

/**
 * The envelope rule of spec §7: an answer with `ok: false` (or any non-2xx) throws
 * `ApiError('Auth is broken: <status text>')`, keeping the server's `error` and the status.
 */
const envelopeMiddleware: Middleware = {
  async onResponse({ response }) {
    let body: unknown;
    if (response.headers.get('Content-Type')?.includes('json')) {
      body = await response
        .clone()
        .json()
        .catch(() => undefined);
    }
    const failed = isRecord(body) && body.ok === false;
    if (failed || !response.ok) {
      throw ApiError.fromResponse(response, isRecord(body) ? body.error : undefined);
    }
    return response;
  },
};

function devPortsMiddleware(ports: Readonly<Record<string, number>>): Middleware {
  return {
    async onRequest({ request }) {
      const url = devUrl(request.url, ports);
      return url === null ? request : moveRequest(request, url);
    },
  };
}

/**
 * Creates the one client of the app: cookies on every call (`credentials: 'include'`), JSON bodies by
 * default (multipart calls pass {@link formDataBody}), the CSRF header on unsafe methods, `ok: false`
 * answers thrown as {@link ApiError}, and the optional local-development port rewrite. Network errors,
 * timeouts and aborts reject unchanged.
 */
export function createPanelClient(options: PanelClientOptions): PanelClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(csrfMiddleware);
  if (options.devPorts) {
    client.use(
      devPortsMiddleware(
        options.devPorts === true ? DEV_PORTS : { ...DEV_PORTS, ...options.devPorts },
      ),
    );
  }
  client.use(envelopeMiddleware);
  return client;
}

type FormValue = string | number | boolean | Blob | null | undefined | readonly (string | Blob)[];

/**
 * Body serializer of the multipart calls: strings as they are, numbers and booleans as text, files as
 * file parts, arrays as repeated parts, undefined and null left out. Pass it as `bodySerializer`.
 */
export function formDataBody<T extends object>(body: T): FormData {
  const form = new FormData();
  const append = (name: string, value: string | Blob) => {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value instanceof File ? value.name : name);
  };
  for (const [name, value] of Object.entries(body) as [string, FormValue][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as readonly (string | Blob)[]) append(name, item);
    else if (value instanceof Blob || typeof value === 'string') append(name, value);
    else append(name, String(value));
  }
  return form;
}

/** The `data` of a successful envelope. The middleware already threw for failures. */
export function dataOf<T>(result: { data?: { data: T }; response: Response }): T {
  if (result.data === undefined) throw ApiError.fromResponse(result.response, undefined);
  return result.data.data;
}

/** Checks a data-less success envelope (`{ ok: true }`). */
export function expectOk(result: { data?: { ok: boolean }; response: Response }): void {
  if (result.data?.ok !== true) throw ApiError.fromResponse(result.response, undefined);
}
