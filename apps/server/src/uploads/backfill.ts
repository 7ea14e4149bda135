// Pictures stored before their sizes existed get them once: in the background after start-up (rows whose
// width is still null), or on the first request of one of their sizes (routes/media). Single-flight: one
// run per picture at a time in a process (a map of runs in flight) and, on PostgreSQL, across processes
// (an advisory lock per picture, taken once a slot of the picture gate is held; whoever gets it second
// finds the sizes written and decodes nothing). Only the sizes missing are written.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productMedia, stores } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { bumpStoreVersion, nextStoreVersion } from '../db/store-version.js';
import { storePicture, type StoredPicture } from './pictures.js';
import { keyOfUrl } from './storage.js';
import { isPictureKey } from './variants.js';

const inFlight = new Map<string, Promise<StoredPicture | null>>();

/**
 * Makes the missing sizes of the stored picture `key` (once at a time per process, and across processes on
 * PostgreSQL); null when `key` is not a stored picture or cannot be decoded within the limits. Waits at
 * most `waitMs` for a slot of the picture gate (503 past it).
 */
export function ensureSizes(
  app: Pick<FastifyInstance, 'config' | 'db' | 'log' | 'media'>,
  key: string,
  waitMs?: number,
): Promise<StoredPicture | null> {
  if (!isPictureKey(key)) return Promise.resolve(null);
  const blobs = app.media.blobs;
  // Per driver and folder or bucket: tests run several apps in one process.
  const id = `${blobs.scratchDir}:${key}`;
  let running = inFlight.get(id);
  if (!running) {
    running = (async () => {
      // PGlite is one process, and a transaction held there would stop every other query meanwhile.
      const exclusive = app.config.databaseUrl
        ? <T>(work: () => Promise<T>) =>
            app.db.transaction(async (tx) => {
              await tx.execute(
                sql`SELECT pg_advisory_xact_lock(hashtextextended(${`picture-sizes:${key}`}, 0))`,
              );
              return work();
            })
        : undefined;
      const onDecode = () => app.log.info({ key }, 'picture sizes made');
      // The stored picture as a local file: the disk's own, or a copy fetched from the bucket.
      const made = blobs.withLocalFile(key, (source) =>
        storePicture(blobs, key, source, undefined, { waitMs, exclusive, onDecode }),
      );
      return made.catch((err) => {
        if (err instanceof HttpError && err.statusCode === 503) throw err; // busy: asked again later
        return null;
      });
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
  let done = 0;
  const media = await app.db
    .select({ id: productMedia.id, key: productMedia.key, storeId: productMedia.storeId })
    .from(productMedia)
    .where(and(eq(productMedia.kind, 'image'), isNull(productMedia.width)));
  for (const row of media) {
    if (shouldStop()) return done;
    const picture = await ensureSizes(app, row.key, Infinity);
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
    const picture = key ? await ensureSizes(app, key, Infinity) : null;
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
