// The sweep of stored objects no row names: what a crash between storing a file and committing its row
// leaves, or a failed delete. Objects younger than the grace period are left alone: their row may be in a
// transaction that has not committed yet (an upload in flight, in this process or another one). Works on
// either driver (uploads/blobs.ts): the folder's files, or the bucket's objects (ListObjectsV2).
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productMedia, stores, users } from '../db/schema.js';
import { DiskBlobs, type MediaBlobs } from './blobs.js';
import { keyOfUrl } from './storage.js';
import { SERVED_KEY } from './variants.js';

/** Uploads are refused after REQUEST_TIMEOUT_MS; an hour leaves room for the slowest commit. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** How often each server process sweeps. */
export const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Every stored key a row names (product media, store pictures, avatars). */
async function namedKeys(db: Db): Promise<Set<string>> {
  const [media, storePictures, avatars] = await Promise.all([
    db.select({ key: productMedia.key }).from(productMedia),
    db.select({ url: stores.picture }).from(stores).where(isNotNull(stores.picture)),
    db.select({ url: users.picture }).from(users).where(isNotNull(users.picture)),
  ]);
  const keys = new Set(media.map((m) => m.key));
  for (const { url } of [...storePictures, ...avatars]) {
    const key = keyOfUrl(url);
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * Removes the objects of `storage` (a driver, or the folder of the disk's) whose stored key no row names
 * (a picture's sizes included) and which are older than `graceMs`; objects the storage never makes are
 * left alone. Returns the keys removed.
 */
export async function sweepOrphans(
  db: Db,
  storage: MediaBlobs | string,
  { graceMs = SWEEP_GRACE_MS, now = Date.now() }: { graceMs?: number; now?: number } = {},
): Promise<string[]> {
  const blobs = typeof storage === 'string' ? new DiskBlobs(storage) : storage;
  // Listed before the rows are read: an object stored after the listing is not looked at.
  const listed: { key: string; modified: Date }[] = [];
  for await (const object of blobs.list()) listed.push(object);
  const named = await namedKeys(db);
  const removed: string[] = [];
  for (const { key: name, modified } of listed) {
    const match = SERVED_KEY.exec(name);
    if (!match) continue;
    const [, id, ext] = match;
    // A video's poster (`<id>.jpg` and its sizes) is named by its video's row (`<id>.mp4`).
    const sources =
      ext === 'png' || ext === 'mp4'
        ? [name]
        : ext === 'jpg'
          ? [name, `${id}.mp4`]
          : [`${id}.jpg`, `${id}.png`, `${id}.mp4`];
    if (sources.some((key) => named.has(key))) continue;
    if (now - modified.getTime() < graceMs) continue;
    removed.push(name);
  }
  await blobs.delete(removed);
  return removed;
}
