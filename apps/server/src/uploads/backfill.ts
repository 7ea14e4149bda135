// Pictures stored before their sizes existed get them once: in the background after start-up (rows whose
// width is still null), or on the first request of one of their sizes (routes/media). Several server
// processes may do the same picture at once: each writes whole files under the same keys (rename), so the
// result is the same.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productMedia, stores } from '../db/schema.js';
import { bumpStoreVersion, nextStoreVersion } from '../db/store-version.js';
import { storePicture, type StoredPicture } from './pictures.js';
import { keyOfUrl } from './storage.js';
import { isPictureKey } from './variants.js';

const inFlight = new Map<string, Promise<StoredPicture | null>>();

/**
 * Makes the sizes of the stored picture `key` in `dir` (once per process at a time); null when `key` is
 * not a stored picture or cannot be decoded.
 */
export function ensureSizes(dir: string, key: string): Promise<StoredPicture | null> {
  if (!isPictureKey(key)) return Promise.resolve(null);
  const id = path.join(dir, key);
  let running = inFlight.get(id);
  if (!running) {
    running = (async () => {
      const source = path.join(dir, key);
      if (!(await stat(source).catch(() => null))?.isFile()) return null;
      return storePicture(dir, key, source).catch(() => null);
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, running);
  }
  return running;
}

/**
 * Makes the sizes of every picture whose size the database does not know yet; how many were done. Each
 * store whose pictures change moves its version: its pages (cached by version) then show the sizes.
 */
export async function backfillPictures(
  app: FastifyInstance,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const dir = app.config.uploadsDir;
  let done = 0;
  const media = await app.db
    .select({ id: productMedia.id, key: productMedia.key, storeId: productMedia.storeId })
    .from(productMedia)
    .where(and(eq(productMedia.kind, 'image'), isNull(productMedia.width)));
  for (const row of media) {
    if (shouldStop()) return done;
    const picture = await ensureSizes(dir, row.key);
    if (!picture) continue;
    await app.db.transaction(async (tx) => {
      await tx
        .update(productMedia)
        .set({ width: picture.width, height: picture.height, bytes: picture.bytes })
        .where(eq(productMedia.id, row.id));
      await bumpStoreVersion(tx, row.storeId);
    });
    done++;
  }
  const pictures = await app.db
    .select({ id: stores.id, picture: stores.picture })
    .from(stores)
    .where(and(isNotNull(stores.picture), isNull(stores.pictureWidth)));
  for (const row of pictures) {
    if (shouldStop()) return done;
    const key = keyOfUrl(row.picture);
    const picture = key ? await ensureSizes(dir, key) : null;
    if (!picture) continue;
    await app.db
      .update(stores)
      .set({
        pictureWidth: picture.width,
        pictureHeight: picture.height,
        version: nextStoreVersion,
      })
      .where(and(eq(stores.id, row.id), eq(stores.picture, row.picture!)));
    done++;
  }
  return done;
}
