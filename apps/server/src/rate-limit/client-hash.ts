// Client addresses are never stored in the rate-limit table (issue 21: they stayed there a month): the
// key of a client's limits is a keyed hash of its address (its IPv4 address, IPv6 /64 or /48,
// client-key.ts) under a secret of the server. The secret lives in server_secrets, shared by every process
// (created by whichever asks first), so all processes agree on a client's key; this process caches it.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/errors.js';
import { serverSecrets } from '../db/schema.js';
import { clientKey, clientNetworkKey } from './client-key.js';

/** The name of the secret of the rate-limit keys in server_secrets. */
export const RATE_LIMIT_SECRET = 'rate-limit';

/** A keyed hash of a client key under `secret`: 128 bits, base64url; no address can be read back. */
export function clientHash(secret: string, key: string): string {
  return createHmac('sha256', secret).update(key).digest('base64url').slice(0, 22);
}

const secrets = new WeakMap<object, Promise<string>>();

/** The server's rate-limit secret, made once across processes and cached per database handle. */
export function rateLimitSecret(db: Executor): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: RATE_LIMIT_SECRET, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ secret: serverSecrets.secret })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, RATE_LIMIT_SECRET));
      if (!row) throw new Error('no rate-limit secret');
      return row.secret;
    })();
    secrets.set(db, secret);
    // A failed read (the database away a moment) is asked again by the next request.
    secret.catch(() => {
      if (secrets.get(db) === secret) secrets.delete(db);
    });
  }
  return secret;
}

/** The rate-limit key of a client address: `ip:` and the keyed hash of {@link clientKey}. */
export async function clientLimitKey(db: Executor, ip: string): Promise<string> {
  return `ip:${clientHash(await rateLimitSecret(db), clientKey(ip))}`;
}

/** The rate-limit key of a client's network: `net:` and the keyed hash of {@link clientNetworkKey}. */
export async function clientNetworkLimitKey(db: Executor, ip: string): Promise<string> {
  return `net:${clientHash(await rateLimitSecret(db), clientNetworkKey(ip))}`;
}
