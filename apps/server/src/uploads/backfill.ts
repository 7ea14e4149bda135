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

/** The stored pictures whose size the database does not know yet (product media, then store pictures). */
export async function pendingPictureKeys(app: Pick<FastifyInstance, 'db'>): Promise<string[]> {
  const media = await app.db
    .selectDistinct({ key: productMedia.key })
    .from(productMedia)
    .where(and(eq(productMedia.kind, 'image'), isNull(productMedia.width)));
  const pictures = await app.db
    .select({ picture: stores.picture })
    .from(stores)
    .where(and(isNotNull(stores.picture), isNull(stores.pictureWidth)));
  const keys = new Set(media.map((row) => row.key));
  for (const row of pictures) {
    const key = keyOfUrl(row.picture);
    if (key) keys.add(key);
  }
  return [...keys];
}

/**
 * Makes the sizes of the stored picture `key` and writes its size into the rows that name it and lack it
 * (the picture job `picture_sizes`); how many rows were written. Idempotent: a second run finds the
 * sizes stored and no row left to write. Each store whose pictures change moves its version: its pages
 * (cached by version) then show the sizes.
 */
export async function sizesOfPicture(app: FastifyInstance, key: string): Promise<number> {
  const picture = await ensureSizes(app, key, Infinity);
  if (!picture) return 0;
  let done = 0;
  const media = await app.db
    .select({ id: productMedia.id, storeId: productMedia.storeId })
    .from(productMedia)
    .where(
      and(eq(productMedia.kind, 'image'), eq(productMedia.key, key), isNull(productMedia.width)),
    );
  for (const row of media) {
    await app.db.transaction(async (tx) => {
      await tx
        .update(productMedia)
        .set({ width: picture.width, height: picture.height, bytes: picture.bytes })
        .where(and(eq(productMedia.id, row.id), isNull(productMedia.width)));
      await bumpStoreVersion(tx, row.storeId);
    });
    done++;
  }
  const pictures = await app.db
    .select({ id: stores.id, picture: stores.picture })
    .from(stores)
    .where(and(isNotNull(stores.picture), isNull(stores.pictureWidth)));
  for (const row of pictures) {
    if (keyOfUrl(row.picture) !== key) continue;
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

/**
 * Makes the sizes of every picture whose size the database does not know yet, in this process (PGlite's
 * job; on PostgreSQL each picture is a job of its own); how many rows were written.
 */
export async function backfillPictures(
  app: FastifyInstance,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let done = 0;
  for (const key of await pendingPictureKeys(app)) {
    if (shouldStop()) return done;
    done += await sizesOfPicture(app, key);
  }
  return done;
}
