// The media of a product form: the uploads checked by their bytes, @panel/domain's 10-image/1-video
// limit, the media a duplicate shares with its original, the files no product names any more and the
// store's upload quota.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { mediaLimitRule, UPLOAD, type MediaCounts } from '@panel/domain';
import type { Db } from '../../db/client.js';
import { productMedia } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';
import { QUOTA_REACHED } from '../../uploads/multipart.js';
import { isRowId } from '../../tenancy/index.js';
import { formFiles } from '../../uploads/form.js';
import { storeMediaBytes } from '../../uploads/quota.js';
import type { CheckedUpload, MediaStorage, StoredMedia } from '../../uploads/storage.js';
import type { MediaRow } from './answer.js';
import type { ProductFormBody } from './form.js';

/** A product's media in display order. */
export const mediaOf = (db: Db, productId: string) =>
  db
    .select()
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.createdAt));

/** Display order: images, then the video, each in their own order. */
export const imagesFirst = <T extends { kind: 'image' | 'video' }>(media: T[]): T[] => [
  ...media.filter((m) => m.kind === 'image'),
  ...media.filter((m) => m.kind === 'video'),
];

/**
 * Checks the uploaded images (JPEG/PNG), video (MP4) and the video's poster frame (a JPEG the panel draws
 * at upload, checked like any picture) by their bytes. 400 for a poster without a video.
 */
export async function checkMedia(
  storage: MediaStorage,
  request: FastifyRequest,
  body: ProductFormBody,
) {
  const files = formFiles(request, body, ['images', 'video', 'videoPoster'] as const);
  const images: CheckedUpload[] = [];
  for (const upload of files.images) images.push(await storage.check(upload, ['png', 'jpeg']));
  const videos: CheckedUpload[] = [];
  for (const upload of files.video) videos.push(await storage.check(upload, ['mp4']));
  const [poster] = files.videoPoster;
  if (poster) {
    const [video] = videos;
    if (!video || videos.length > 1 || files.videoPoster.length > 1) {
      throw new HttpError(400, `${INVALID_REQUEST}: body/videoPoster goes with one body/video`);
    }
    video.poster = await storage.check(poster, ['jpeg']);
  }
  return { images, videos };
}

/**
 * 413 `Storage quota reached` when the new files would take the store past `quotaBytes` (UPLOAD_QUOTA_MB;
 * media the same change removes are already deleted). Inside the transaction that holds the store's row
 * lock.
 */
export async function checkQuota(
  tx: Pick<Db, 'select'>,
  storeId: string,
  quotaBytes: number,
  added: readonly StoredMedia[],
) {
  if (added.length === 0) return;
  const used = await storeMediaBytes(tx, storeId);
  const after = used + added.reduce((n, m) => n + m.bytes, 0);
  if (after > quotaBytes) throw new HttpError(413, QUOTA_REACHED);
}

/** 400 unless the product would hold at most 10 images and 1 video (the form's rule too). */
export function checkLimit(counts: MediaCounts) {
  if (mediaLimitRule(counts)) {
    throw new HttpError(
      400,
      `${INVALID_REQUEST}: body/images at most ${UPLOAD.maxImages} images and ${UPLOAD.maxVideos} video`,
    );
  }
}

/**
 * The keys among `keys` that no media row of the store names any more: their files may go. A duplicate
 * shares its original's files, so deleting one product's media must leave the files the other uses.
 * Inside the transaction that holds the store's row lock (as a creation sharing media does).
 */
export async function unusedKeys(
  tx: Pick<Db, 'select'>,
  storeId: string,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await tx
    .select({ key: productMedia.key })
    .from(productMedia)
    .where(and(eq(productMedia.storeId, storeId), inArray(productMedia.key, [...keys])));
  const named = new Set(used.map((m) => m.key));
  return [...new Set(keys)].filter((key) => !named.has(key));
}

/**
 * The store's media rows of `ids` (`sharedMedia` of a creation), in the order given; 400 for a repeated
 * id or one that is not a media of the store.
 */
export async function sharedMediaRows(
  tx: Pick<Db, 'select'>,
  storeId: string,
  ids: readonly string[],
): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  if (new Set(ids).size !== ids.length) {
    throw new HttpError(400, `${INVALID_REQUEST}: body/sharedMedia must not repeat an id`);
  }
  const rows = await tx
    .select()
    .from(productMedia)
    .where(and(eq(productMedia.storeId, storeId), inArray(productMedia.id, ids.filter(isRowId))));
  return ids.map((id) => {
    const row = rows.find((m) => m.id === id);
    if (!row) {
      throw new HttpError(
        400,
        `${INVALID_REQUEST}: body/sharedMedia ${id} is not a media of this store`,
      );
    }
    return row;
  });
}
