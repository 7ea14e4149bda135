// Pictures through sharp: decoded once under a pixel ceiling (decompression bombs), re-encoded without
// their metadata (EXIF with GPS, XMP, text chunks, comments: sharp keeps none unless asked), and their
// sizes made (uploads/variants.ts). Every file is written to a temporary name, fsynced, then renamed to its
// key, so a key never names a partial file.
import { randomUUID } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { isOutOfSpace } from '../faults.js';
import { HttpError } from '../http-error.js';
import {
  PREVIEW_MAX_BYTES,
  previewKey,
  previewSize,
  variantKey,
  variantWidths,
} from './variants.js';

/** Largest picture decoded, in pixels (a 10,000 × 10,000 image); phone photos are 12–50 MP. */
export const MAX_PICTURE_PIXELS = 100_000_000;

/** Stops sharp from using every core of a machine it shares (several requests encode at once). */
sharp.concurrency(1);

/** Writes `data` to `file` (which must not exist) and fsyncs it. */
export async function writeDurable(file: string, data: Buffer): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `data` under `key` in `dir` through a temporary name (same folder: the rename is atomic). */
async function writeKey(dir: string, key: string, data: Buffer): Promise<void> {
  const temporary = path.join(dir, '.incoming', `${randomUUID()}.part`);
  try {
    await writeDurable(temporary, data);
    await rename(temporary, path.join(dir, key));
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/** fsyncs a folder, so the renames into it survive a crash. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync().catch(() => undefined); // some filesystems refuse fsync on a folder
  } finally {
    await handle.close();
  }
}

/** A picture's size after its orientation is applied; 413 past {@link MAX_PICTURE_PIXELS}. */
export async function pictureSize(file: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // Header only: the pixel count is judged below, with a message of ours.
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, 'Unsupported file type');
  }
  const { width, height } = meta;
  if (!width || !height) throw new HttpError(415, 'Unsupported file type');
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new HttpError(413, `File too large: image over ${MAX_PICTURE_PIXELS / 1e6} megapixels`);
  }
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

const decode = (input: string | Buffer) =>
  sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).autoOrient();

/** The link preview: a JPEG of {@link previewSize}, under {@link PREVIEW_MAX_BYTES} if quality allows. */
async function previewJpeg(image: Sharp, width: number, height: number): Promise<Buffer> {
  const size = previewSize(width, height);
  const resized = image
    .clone()
    .resize({ ...size, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' });
  let smallest: Buffer | null = null;
  for (const quality of [80, 70, 60, 50, 40]) {
    const jpeg = await resized.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (!smallest || jpeg.length < smallest.length) smallest = jpeg;
    if (jpeg.length <= PREVIEW_MAX_BYTES) break;
  }
  return smallest!;
}

/** A stored picture: its key, size, and the bytes it and its sizes take. */
export interface StoredPicture {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Makes the sizes of a picture in `dir`: the WebP widths and the preview JPEG. With `reencodeAs`, the
 * picture itself (read from `source`) is re-encoded in that format under `key` first; without, `key`
 * is already stored and left as it is (the sizes of pictures stored before they existed).
 */
export async function storePicture(
  dir: string,
  key: string,
  source: string,
  reencodeAs?: 'png' | 'jpeg',
): Promise<StoredPicture> {
  const image = decode(source);
  const written: string[] = [];
  try {
    let bytes = 0;
    let width: number;
    let height: number;
    if (reencodeAs) {
      const encoded =
        reencodeAs === 'png'
          ? image.clone().png({ compressionLevel: 8 })
          : image.clone().jpeg({ quality: 88, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      await writeKey(dir, key, data);
      written.push(key);
      ({ width, height } = info);
      bytes += data.length;
    } else {
      ({ width, height } = await pictureSize(source));
      bytes += (await stat(source)).size;
    }
    for (const w of variantWidths(width)) {
      const webp = await image
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await writeKey(dir, variantKey(key, w), webp);
      written.push(variantKey(key, w));
      bytes += webp.length;
    }
    const preview = await previewJpeg(image, width, height);
    await writeKey(dir, previewKey(key), preview);
    written.push(previewKey(key));
    bytes += preview.length;
    return { key, width, height, bytes };
  } catch (err) {
    // A picture that sniffed well but does not decode (truncated data…) is not one we store.
    await Promise.all(
      written
        .filter((k) => reencodeAs || k !== key)
        .map((k) => rm(path.join(dir, k), { force: true })),
    );
    if (err instanceof HttpError || isOutOfSpace(err)) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new HttpError(413, `File too large: image over ${MAX_PICTURE_PIXELS / 1e6} megapixels`);
    }
    if (reencodeAs) throw new HttpError(415, 'Unsupported file type');
    throw err;
  }
}
