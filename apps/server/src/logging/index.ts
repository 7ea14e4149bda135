// What the request log may hold (issue 19): paths without the secrets some of them carry — an order page's
// token (`/pedido/{token}` is the customer's order: name, phone, address), a sign-in token in a query
// string — and the client's address as a daily-salted hash unless LOG_CLIENT_IP=1 asks for it as it is.
// Infrastructure: read by app.ts when it builds the logger, imports no feature.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (tokens, codes, keys): logged as `:redacted`. */
const SECRET_PARAMETER = /token|code|otp|secret|password|credential|key|state|sig/i;

/** Paths whose segment after the prefix is a secret token, logged as its route pattern. */
const TOKEN_PATHS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(\/pedido\/)[^/?#]+/i, '$1:token'],
  [/^(\/login\/enlace\/)[^/?#]+/i, '$1:token'],
];

/**
 * `url` as the log keeps it: an order page's token replaced by `:token`, the values of secret-looking
 * query parameters by `:redacted`, and any fragment dropped (a client should never send one).
 */
export function loggedUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutFragment = hash === -1 ? url : url.slice(0, hash);
  const query = withoutFragment.indexOf('?');
  let path = query === -1 ? withoutFragment : withoutFragment.slice(0, query);
  // Also an escaped form of the path: /%70edido/… is routed as /pedido/….
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // left as it is: a path that cannot be decoded matches no route
  }
  for (const [pattern, replacement] of TOKEN_PATHS) {
    if (pattern.test(decoded)) path = decoded.replace(pattern, replacement);
  }
  if (query === -1) return path;
  const parameters = withoutFragment
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let readable = name;
      try {
        readable = decodeURIComponent(name);
      } catch {
        // an undecodable name is checked as written
      }
      return equals !== -1 && SECRET_PARAMETER.test(readable) ? `${name}=:redacted` : pair;
    });
  return `${path}?${parameters.join('&')}`;
}

/**
 * A function that hashes a client address with a salt of the day (HMAC-SHA-256, 16 base64url characters):
 * the lines of one client can be followed within a day, but the address is not kept. The salt derives
 * from a random secret of this process, so nobody can rebuild it from the date.
 */
export function dailyAddressHasher(now: () => Date = () => new Date()): (ip: string) => string {
  const secret = randomBytes(32);
  let day = '';
  let salt = Buffer.alloc(0);
  return (ip) => {
    const today = now().toISOString().slice(0, 10);
    if (today !== day) {
      day = today;
      salt = createHmac('sha256', secret).update(today).digest();
    }
    return createHmac('sha256', salt).update(ip).digest('base64url').slice(0, 16);
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Fastify's logger option with the request serializer this file describes: `given` false stays false,
 * true or undefined becomes JSON logs at level info, an object keeps its settings (a test's stream…).
 */
export function loggerOptions(given: LoggerOption, logClientIp: boolean): LoggerOption {
  if (given === false) return false;
  const base = typeof given === 'object' && given !== null ? given : { level: 'info' };
  const address = logClientIp ? (ip: string) => ip : dailyAddressHasher();
  const req = (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip ? address(request.ip) : undefined,
  });
  const serializers = (base as { serializers?: Record<string, unknown> }).serializers;
  return { ...base, serializers: { req, ...serializers } } as LoggerOption;
}
