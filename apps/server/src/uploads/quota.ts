// The per-store upload quota (UPLOAD_QUOTA_MB): bytes of the store's product media on disk, their sizes
// included. The store picture (one file of at most 5 MB) is not counted.
import { eq, sum } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productMedia } from '../db/schema.js';

/** Bytes the store's product media take on disk. */
export async function storeMediaBytes(db: Pick<Db, 'select'>, storeId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(productMedia.bytes) })
    .from(productMedia)
    .where(eq(productMedia.storeId, storeId));
  return Number(row?.bytes ?? 0);
}
