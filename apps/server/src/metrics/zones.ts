// The time zone of a store's days (stores.time_zone, issue 21), read by the event path for every page
// view: kept per process for a minute, so a busy store costs one small query a minute, and a zone the
// merchant changes in 'Mi tienda' reaches every process's visitor salts within that minute (the visits
// of that minute may count once more; the dashboard reads the zone fresh).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { stores } from '../db/schema.js';

/** How long a store's zone is kept. */
export const ZONE_TTL_MS = 60_000;
/** The most stores kept (one entry is a few dozen bytes). */
export const MAX_ENTRIES = 10_000;

export class StoreZones {
  private readonly cached = new Map<string, { zone: Promise<string>; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The store's time zone; 'UTC' for a store that is gone (its events fail their foreign key anyway). */
  of(storeId: string): Promise<string> {
    const at = this.now().getTime();
    const hit = this.cached.get(storeId);
    if (hit && hit.until > at) return hit.zone;
    if (this.cached.size >= MAX_ENTRIES) this.cached.clear();
    const zone = storeZone(this.db, storeId);
    this.cached.set(storeId, { zone, until: at + ZONE_TTL_MS });
    zone.catch(() => this.cached.delete(storeId));
    return zone;
  }
}

/** The store's time zone from the database ('UTC' when the store is gone). */
export async function storeZone(db: Db, storeId: string): Promise<string> {
  const [row] = await db
    .select({ zone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row?.zone ?? 'UTC';
}
