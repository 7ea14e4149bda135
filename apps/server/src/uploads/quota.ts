// The per-store upload quota (UPLOAD_QUOTA_MB): bytes of the store's product media on disk, their sizes
// included. The store picture (one file of at most 5 MB) is not counted.
import { eq, max, sum } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productMedia } from '../db/schema.js';

/** Bytes the store's product media take on disk: a file shared by a duplicate counts once. */
export async function storeMediaBytes(db: Pick<Db, 'select'>, storeId: string): Promise<number> {
  const files = db
    .select({ bytes: max(productMedia.bytes).as('bytes') })
    .from(productMedia)
    .where(eq(productMedia.storeId, storeId))
    .groupBy(productMedia.key)
    .as('files');
  const [row] = await db.select({ bytes: sum(files.bytes) }).from(files);
  return Number(row?.bytes ?? 0);
}
