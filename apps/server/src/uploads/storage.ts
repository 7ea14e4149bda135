// Stored media: uploads checked by their bytes, stored under `<random>.<ext>` by the configured driver
// (uploads/blobs.ts: `$DATA_DIR/uploads` on the local disk, or an S3-compatible bucket) and served by
// GET /api/v2/media/{key}. A video is moved from `.incoming` (a rename on the disk, one PUT to S3); a
// picture is re-encoded without its metadata and stored with its sizes (uploads/pictures.ts,
// uploads/variants.ts). Every object is durable before its key is returned, so before the row that names
// it commits. A key is random and never reused, so an object never changes once stored; replacing media
// means a new key and deleting the old objects.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Config } from '../config.js';
import { API_PREFIX } from '../openapi.js';
import { HttpError } from '../http-error.js';
import { MAX_FILE_BYTES, type Upload } from './multipart.js';
import type { MediaBlobs } from './blobs.js';
import { inspectPicture, storePicture } from './pictures.js';
import { FORMAT_INFO, sniffFile, type MediaFormat } from './sniff.js';
import {
  isPictureKey,
  isVideoKey,
  posterKey,
  previewKey,
  SERVED_KEY,
  VARIANT_WIDTHS,
  variantKey,
} from './variants.js';

/** Largest image (product image, avatar, store picture). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest video: the multipart limit itself. */
export const VIDEO_MAX_BYTES = MAX_FILE_BYTES;

export type MediaKind = 'image' | 'video';

/** An upload whose bytes were checked, still in `.incoming` until {@link MediaStorage.commit}. */
export interface CheckedUpload {
  upload: Upload;
  format: MediaFormat;
  kind: MediaKind;
  /** A video's poster frame (a checked JPEG), stored as a picture under the video's id. */
  poster?: CheckedUpload;
}

/**
 * A stored file: its key, its pixel size (pictures; a video's poster frame, null without one) and the bytes
 * it, its sizes and its poster take on disk.
 */
export interface StoredMedia {
  key: string;
  kind: MediaKind;
  width: number | null;
  height: number | null;
  bytes: number;
}

/** Stored keys: random base64url plus the extension of the format. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]+\.(png|jpg|mp4)$/;

const MEDIA_URL_PREFIX = `${API_PREFIX}/media/`;

/** The URL the API answers for a stored key. */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The key of one of our media URLs, or null for anything else (a Google avatar, a data URL…). */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return MEDIA_KEY_PATTERN.test(key) ? key : null;
}

/**
 * The origins pages may load media from, as CSP sources: the panel's (GET /api/v2/media/{key}) and, with
 * MEDIA_PUBLIC_URL, the CDN's that the media route redirects to (a redirected picture is checked against
 * img-src too).
 */
export function mediaOrigins(config: Pick<Config, 'publicUrl' | 'media'>): string {
  const panel = new URL(config.publicUrl).origin;
  const cdn = config.media.publicUrl ? new URL(config.media.publicUrl).origin : null;
  return cdn && cdn !== panel ? `${panel} ${cdn}` : panel;
}

export class MediaStorage {
  constructor(readonly blobs: MediaBlobs) {}

  /**
   * Checks an upload: 413 `File too large` over the kind's size, 415 `Unsupported file type` unless its
   * bytes are one of `accepted` (whatever its name or declared type say).
   */
  async check(upload: Upload, accepted: readonly MediaFormat[]): Promise<CheckedUpload> {
    const formatsOfKind = new Set(accepted.map((f) => FORMAT_INFO[f].kind));
    const maxBytes = formatsOfKind.has('video') ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
    if (upload.size > maxBytes) throw new HttpError(413, 'File too large');
    const format = await sniffFile(upload.path, upload.size);
    if (!format || !accepted.includes(format)) throw new HttpError(415, 'Unsupported file type');
    const kind = FORMAT_INFO[format].kind;
    // Before any encoding: a decompression bomb is refused from its header.
    if (kind === 'image') await inspectPicture(upload.path);
    return { upload, format, kind };
  }

  /**
   * Stores checked uploads, in order: pictures re-encoded with their sizes, videos moved; every file
   * fsynced. On failure the ones already stored are removed.
   */
  async commit(files: readonly CheckedUpload[]): Promise<StoredMedia[]> {
    const stored: StoredMedia[] = [];
    try {
      for (const file of files) {
        const key = `${randomBytes(18).toString('base64url')}.${FORMAT_INFO[file.format].extension}`;
        if (file.format === 'png' || file.format === 'jpeg') {
          const picture = await storePicture(this.blobs, key, file.upload.path, file.format);
          stored.push({ ...picture, kind: 'image' });
          await rm(file.upload.path, { force: true });
        } else {
          await this.blobs.putFile(key, file.upload.path, file.upload.size);
          const video = {
            key,
            kind: file.kind,
            width: null,
            height: null,
            bytes: file.upload.size,
          };
          stored.push(video);
          if (file.poster && isVideoKey(key)) {
            const poster = await storePicture(
              this.blobs,
              posterKey(key),
              file.poster.upload.path,
              'jpeg',
            );
            await rm(file.poster.upload.path, { force: true });
            stored[stored.length - 1] = {
              ...video,
              width: poster.width,
              height: poster.height,
              bytes: video.bytes + poster.bytes,
            };
          }
        }
      }
      await this.blobs.flush();
    } catch (err) {
      // Best effort (the storage may be what failed): the sweep removes what is left.
      await this.remove(stored.map((s) => s.key)).catch(() => undefined);
      throw err;
    }
    return stored;
  }

  /**
   * Deletes stored objects, a picture's sizes and a video's poster (with its sizes); unknown keys and
   * already-missing objects are ignored.
   */
  async remove(keys: readonly (string | null | undefined)[]): Promise<void> {
    const withSizes = (key: string) => [
      key,
      previewKey(key),
      ...VARIANT_WIDTHS.map((w) => variantKey(key, w)),
    ];
    const all = keys.flatMap((key) =>
      key && isPictureKey(key)
        ? withSizes(key)
        : key && isVideoKey(key)
          ? [key, ...withSizes(posterKey(key))]
          : [key],
    );
    await this.blobs.delete(all.filter((key): key is string => !!key && SERVED_KEY.test(key)));
  }
}
