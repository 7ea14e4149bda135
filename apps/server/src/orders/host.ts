// The store a request is addressed to: `{link}.{STORE_HOST}` (ARCHITECTURE.md "Two surfaces, two origins").
// The store always comes from the Host header, never from a body or a query.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/errors.js';
import { stores } from '../db/schema.js';

/** One DNS label, as a store link is: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `host` without a trailing root dot, its port apart; lower-cased. */
function splitHost(host: string): { name: string; port: string | null } {
  const lower = host.trim().toLowerCase();
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(lower);
  const name = (match?.[1] ?? lower).replace(/\.$/, '');
  return { name, port: match?.[2] ?? null };
}

/**
 * The store link a Host header names, or null when it is not a store host: `{link}.{storeHost}`, compared
 * without case; the port must be the store host's (a store host configured without a port — behind a proxy
 * — also accepts the scheme's default ports 80 and 443); exactly one label before the store host, so
 * `a.b.{storeHost}` and `{storeHost}` itself (where the panel may live) are refused.
 */
export function linkFromHost(host: string | undefined, storeHost: string): string | null {
  if (!host) return null;
  const given = splitHost(host);
  const expected = splitHost(storeHost);
  if (expected.port === null) {
    if (given.port !== null && given.port !== '80' && given.port !== '443') return null;
  } else if (given.port !== expected.port) {
    return null;
  }
  const suffix = `.${expected.name}`;
  if (!given.name.endsWith(suffix)) return null;
  const link = given.name.slice(0, -suffix.length);
  return LABEL.test(link) ? link : null;
}

/** The origin of a store, e.g. `https://ana.tiendas.example.com` (links, canonical URLs, og:url). */
export function storeOrigin(protocol: string, link: string, storeHost: string): string {
  return `${protocol}://${link.toLowerCase()}.${storeHost.toLowerCase()}`;
}

/** What the storefront needs of a store found by its host. */
export interface HostStore {
  id: string;
  name: string;
  link: string;
  picture: string | null;
  country: string;
  /** See `stores.version`: the store pages' ETag. */
  version: number;
}

/** The store whose link the Host header names (see {@link linkFromHost}), or null. One indexed query. */
export async function findStoreByHost(
  db: Executor,
  host: string | undefined,
  storeHost: string,
): Promise<HostStore | null> {
  const link = linkFromHost(host, storeHost);
  if (link === null) return null;
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      link: stores.link,
      picture: stores.picture,
      country: stores.country,
      version: stores.version,
    })
    .from(stores)
    // The expression of the unique index stores_link_lower_key.
    .where(sql`lower(${stores.link}) = ${link}`)
    .limit(1);
  return row ?? null;
}
