// Stored media: uploads checked by their bytes, moved from `.incoming` to `$DATA_DIR/uploads/<random>.<ext>`
// (same disk, so a rename) and served by GET /api/v2/media/{key}. A key is random and never reused, so a
// file never changes once stored; replacing media means a new key and deleting the old file.
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX } from '../openapi.js';
import { HttpError } from '../http-error.js';
import { MAX_FILE_BYTES, type Upload } from '../plugins/multipart.js';
import { FORMAT_INFO, sniffFile, type MediaFormat } from './sniff.js';

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
}

/** `/media/{key}` keys: random base64url plus the extension of the format. */
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

export class MediaStorage {
  constructor(readonly dir: string) {}

  /** Absolute path of a key, or null when the key is not one this storage could have made. */
  pathOf(key: string): string | null {
    return MEDIA_KEY_PATTERN.test(key) ? path.join(this.dir, key) : null;
  }

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
    return { upload, format, kind: FORMAT_INFO[format].kind };
  }

  /** Moves checked uploads into storage, in order; on failure the ones already moved are removed. */
  async commit(files: readonly CheckedUpload[]): Promise<string[]> {
    const keys: string[] = [];
    try {
      for (const file of files) {
        const key = `${randomBytes(18).toString('base64url')}.${FORMAT_INFO[file.format].extension}`;
        await rename(file.upload.path, path.join(this.dir, key));
        keys.push(key);
      }
    } catch (err) {
      await this.remove(keys);
      throw err;
    }
    return keys;
  }

  /** Deletes stored files; unknown keys and already-missing files are ignored. */
  async remove(keys: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const file = key ? this.pathOf(key) : null;
        if (file) await rm(file, { force: true });
      }),
    );
  }
}
