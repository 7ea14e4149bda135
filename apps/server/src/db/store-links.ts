// Who may take a store link. A link is taken while a store uses it, and held for a while after a store
// gives it up (changes its link): customers, printed cards and search results still point to the old
// address, and a stranger's storefront there would be a ready-made phishing page. The store that gave a
// link up may take it back while it is held.
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { releasedStoreLinks, stores } from './schema.js';

/** How long a given-up link stays with the store that gave it up. */
export const RELEASED_LINK_HOLD_DAYS = 30;

/** The database or a transaction of it (what `db.transaction` hands its callback). */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises every change that involves these links until the transaction ends (a store taking a link,
 * another giving it up), in a fixed order so two transactions cannot wait on each other. Without it, a
 * store could take a link between another store's release of it and the row that holds it.
 */
export async function lockLinks(tx: Tx, links: readonly string[]): Promise<void> {
  for (const link of [...new Set(links)].sort()) {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`store-link:${link}`}, 0))`,
    );
  }
}

/**
 * True when `link` (lower-cased) is held for a store other than `storeId` (null for a store not created
 * yet).
 */
export async function isLinkHeld(tx: Tx, link: string, storeId: string | null): Promise<boolean> {
  const [held] = await tx
    .select({ storeId: releasedStoreLinks.storeId })
    .from(releasedStoreLinks)
    .where(
      and(
        eq(releasedStoreLinks.link, link),
        gt(releasedStoreLinks.heldUntil, sql`now()`),
        ...(storeId ? [ne(releasedStoreLinks.storeId, storeId)] : []),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/** True when another store uses `link` (any case) or holds it. */
export async function isLinkUnavailable(tx: Tx, link: string, storeId: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(sql`lower(${stores.link}) = ${link}`, ne(stores.id, storeId)))
    .limit(1);
  return taken !== undefined || (await isLinkHeld(tx, link, storeId));
}

/**
 * Records that `storeId` moved from `previous` to `next`: the previous link is held for
 * {@link RELEASED_LINK_HOLD_DAYS} days, and the next one, if the store had given it up, is its own again.
 */
export async function moveLink(
  tx: Tx,
  storeId: string,
  previous: string,
  next: string,
): Promise<void> {
  if (previous === next) return;
  await tx.delete(releasedStoreLinks).where(eq(releasedStoreLinks.link, next));
  const heldUntil = sql`now() + make_interval(days => ${RELEASED_LINK_HOLD_DAYS})`;
  await tx
    .insert(releasedStoreLinks)
    .values({ link: previous, storeId, heldUntil })
    .onConflictDoUpdate({
      target: releasedStoreLinks.link,
      set: { storeId, releasedAt: sql`now()`, heldUntil },
    });
}
