// The media of a product form: the uploads checked by their bytes, the 10-image/1-video cap and the
// store's upload quota.
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { productMedia } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';
import { QUOTA_REACHED } from '../../plugins/multipart.js';
import { formFiles } from '../../uploads/form.js';
import { storeMediaBytes } from '../../uploads/quota.js';
import type { CheckedUpload, MediaStorage, StoredMedia } from '../../uploads/storage.js';
import type { ProductFormBody } from './form.js';

export const MAX_IMAGES = 10;
export const MAX_VIDEOS = 1;

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

/** Checks the uploaded images (JPEG/PNG) and video (MP4) by their bytes. */
export async function checkMedia(
  storage: MediaStorage,
  request: FastifyRequest,
  body: ProductFormBody,
) {
  const files = formFiles(request, body, ['images', 'video'] as const);
  const images: CheckedUpload[] = [];
  for (const upload of files.images) images.push(await storage.check(upload, ['png', 'jpeg']));
  const videos: CheckedUpload[] = [];
  for (const upload of files.video) videos.push(await storage.check(upload, ['mp4']));
  return { images, videos };
}

/**
 * 413 `Storage quota reached` when the new files would take the store past `quotaBytes` (UPLOAD_QUOTA_MB;
 * `freed`: bytes of media the same change removes). Inside the transaction that holds the store's row lock.
 */
export async function checkQuota(
  tx: Pick<Db, 'select'>,
  storeId: string,
  quotaBytes: number,
  added: readonly StoredMedia[],
  freed: readonly number[] = [],
) {
  if (added.length === 0) return;
  const used = await storeMediaBytes(tx, storeId);
  const after = used + added.reduce((n, m) => n + m.bytes, 0) - freed.reduce((n, b) => n + b, 0);
  if (after > quotaBytes) throw new HttpError(413, QUOTA_REACHED);
}

/** 400 for a form past {@link MAX_IMAGES} images or {@link MAX_VIDEOS} video. */
export const tooMany = () =>
  new HttpError(
    400,
    `${INVALID_REQUEST}: body/images at most ${MAX_IMAGES} images and ${MAX_VIDEOS} video`,
  );
