// Pictures through sharp, at a cost their bytes announce (issue 19). Before anything is decoded the
// header is judged (inspectPicture): a side over 16,383 px or an aspect ratio beyond 1:20 is refused; a
// baseline JPEG is decoded shrunk by libjpeg (1/2…1/8) to about 2,560 px, so a phone's 108-MP
// photo is cheap; any other picture (a PNG, a progressive JPEG, whose coefficients libjpeg keeps whole) is
// refused past 40 megapixels or 160 MB decoded (width × height × channels × bytes per sample). Then the
// picture is decoded once (sequential read, oriented, downscaled, 8 bits per sample) into a raw buffer,
// and the stored picture, its WebP sizes and its preview JPEG are all made from that buffer. At most
// PICTURE_CONCURRENCY pictures are decoded at once per process; the rest wait in a queue whose wait is
// bounded (503 with Retry-After). Metadata is never kept (EXIF with GPS, XMP, text chunks, comments).
// Every size is written through the media storage's driver (uploads/blobs.ts: the disk, where a key never
// names a partial file, or an S3 bucket).
import { readFile, stat } from 'node:fs/promises';
import { PICTURE_LIMITS, PICTURE_MESSAGES } from '@panel/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { isOutOfSpace } from '../faults.js';
import { HttpError } from '../http-error.js';
import type { MediaBlobs } from './blobs.js';
import { jpegScanCount } from './sniff.js';
import {
  PREVIEW_MAX_BYTES,
  previewKey,
  previewSize,
  variantKey,
  variantWidths,
} from './variants.js';

/** Most pixels of a picture decoded whole (a PNG, a progressive JPEG). */
export const MAX_PICTURE_PIXELS = PICTURE_LIMITS.maxMegapixels * 1_000_000;
/** Most bytes a picture decoded whole may take (width × height × channels × bytes per sample). */
export const MAX_DECODED_BYTES = PICTURE_LIMITS.maxDecodedMb * 1_000_000;
/** The longest side of the buffer the stored picture and its sizes are made from. */
export const DECODE_MAX_SIDE = 2560;

// No cache of decoded images between requests (each picture is decoded once), and one thread per picture:
// the machine is shared with the database and the other requests.
sharp.cache(false);
sharp.concurrency(1);

// ---------------------------------------------------------------------------------------------------------
// The header's verdict.

/** What the header of a picture says, once judged decodable at a bounded cost. */
export interface PictureHeader {
  format: 'jpeg' | 'png';
  /** The size after the picture's orientation is applied. */
  width: number;
  height: number;
  /** A CMYK JPEG: converted to sRGB through a colour profile, which costs per pixel. */
  cmyk: boolean;
}

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
};

/** Samples per pixel of a JPEG's coefficients, by its chroma subsampling (`4:2:0`: Y plus ¼ Cb and ¼ Cr). */
function jpegSamplesPerPixel(meta: Metadata): number {
  switch (meta.chromaSubsampling) {
    case '4:2:0':
      return 1.5;
    case '4:2:2':
    case '4:4:0':
      return 2;
    case '4:4:4':
      return 3;
    default:
      return meta.channels ?? 4; // 4:4:4:4 (CMYK) and anything unusual: every sample
  }
}

const tooLarge = (message: string) => new HttpError(413, message);

/**
 * Judges a picture from its header alone (no pixel is decoded): 415 when it is not a PNG or a JPEG sharp
 * reads, or a JPEG of more than {@link PICTURE_LIMITS}.maxJpegScans scans; 413 with a Spanish message past
 * the limits of {@link PICTURE_LIMITS}.
 */
export async function inspectPicture(file: string): Promise<PictureHeader> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, 'Unsupported file type');
  }
  const { width, height, format } = meta;
  if (!width || !height || (format !== 'jpeg' && format !== 'png')) {
    throw new HttpError(415, 'Unsupported file type');
  }
  const long = Math.max(width, height);
  if (long > PICTURE_LIMITS.maxSide) throw tooLarge(PICTURE_MESSAGES.side);
  if (long / Math.min(width, height) > PICTURE_LIMITS.maxAspect) {
    throw tooLarge(PICTURE_MESSAGES.aspect);
  }
  const pixels = width * height;
  if (format === 'jpeg') {
    // A baseline JPEG is decoded by libjpeg at 1/2, 1/4 or 1/8 of its size (decodeOnce): its side and
    // aspect bound what that costs, and the 5 MB file cap its entropy decoding.
    if (meta.isProgressive) {
      // A progressive JPEG is decoded scan by scan into coefficients of the whole picture (2 bytes each),
      // whatever the scale: it costs what a PNG does, and each scan is a pass over all of them.
      if (pixels > MAX_PICTURE_PIXELS) throw tooLarge(PICTURE_MESSAGES.megapixels);
      if (pixels * jpegSamplesPerPixel(meta) * 2 > MAX_DECODED_BYTES) {
        throw tooLarge(PICTURE_MESSAGES.decoded);
      }
      const scans = jpegScanCount(await readFile(file));
      if (
        scans > PICTURE_LIMITS.maxJpegScans ||
        (scans * pixels) / 1e6 > PICTURE_LIMITS.maxJpegScanMegapixels
      ) {
        throw new HttpError(415, PICTURE_MESSAGES.scans);
      }
    }
  } else {
    if (pixels > MAX_PICTURE_PIXELS) throw tooLarge(PICTURE_MESSAGES.megapixels);
    const sampleBytes = BYTES_PER_SAMPLE[meta.depth ?? 'uchar'] ?? 8;
    if (pixels * (meta.channels ?? 4) * sampleBytes > MAX_DECODED_BYTES) {
      throw tooLarge(PICTURE_MESSAGES.decoded);
    }
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? height : width,
    height: turned ? width : height,
    cmyk: meta.space === 'cmyk',
  };
}

// ---------------------------------------------------------------------------------------------------------
// At most N pictures at once per process.

/** A bounded queue: `slots` runs at once, the others wait at most their `waitMs`. */
export class PictureGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    public slots: number,
    public waitMs: number,
  ) {}

  /** Runs `work` in a slot; 503 with Retry-After when none frees up within `waitMs`. */
  async run<T>(work: () => Promise<T>, waitMs = this.waitMs): Promise<T> {
    if (this.running >= this.slots) await this.wait(waitMs);
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Waits for a slot handed over by a finishing run (the count stays as it is). */
  private wait(waitMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer =
        Number.isFinite(waitMs) &&
        setTimeout(() => {
          const at = this.waiting.indexOf(handOver);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(
            new HttpError(503, PICTURE_MESSAGES.busy, Math.max(1, Math.ceil(this.waitMs / 1000))),
          );
        }, waitMs);
      const handOver = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      this.waiting.push(handOver);
    });
  }
}

/** The process's gate (PICTURE_CONCURRENCY, PICTURE_QUEUE_MS; set at start-up by the app). */
export const pictureGate = new PictureGate(2, 10_000);

// ---------------------------------------------------------------------------------------------------------
// Decode once, make everything from the buffer.

/** A decoded picture: oriented, at most about 2,560 px, 8 bits per sample, sRGB. */
interface Decoded {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4; premultiplied: boolean };
}

async function decodeOnce(source: string, header: PictureHeader): Promise<Decoded> {
  // Sequential: rows stream from the decoder through the downscale (a PNG is never whole in memory unless
  // it is interlaced or turned, which the decoded-size cap bounds). A JPEG's resize makes sharp ask libjpeg
  // for the largest shrink on load (1/2, 1/4, 1/8) that stays over the box: a 12,000 px photo is decoded
  // at 3,000 px, then reduced to 2,560. A CMYK JPEG's conversion to sRGB through its colour profile costs
  // about a microsecond a pixel and sharp makes it before resizing: it is first reduced in CMYK to 1,280 px
  // (its sizes' largest) into an uncompressed TIFF that keeps its profile, then converted from that.
  let input: string | Buffer = source;
  const options = {
    sequentialRead: true,
    limitInputPixels: header.width * header.height,
    failOn: 'error',
  } as const;
  let box = DECODE_MAX_SIDE;
  if (header.cmyk) {
    box = DECODE_MAX_SIDE / 2;
    input = await sharp(source, options)
      .pipelineColourspace('cmyk')
      .autoOrient()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .toColourspace('cmyk')
      .keepIccProfile()
      .tiff({ compression: 'none' })
      .toBuffer();
  }
  const { data, info } = await sharp(input, options)
    .autoOrient()
    .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    raw: {
      width: info.width,
      height: info.height,
      channels: info.channels,
      premultiplied: info.premultiplied,
    },
  };
}

const fromBuffer = (decoded: Decoded): Sharp => sharp(decoded.data, { raw: decoded.raw });

/** The link preview: a JPEG of {@link previewSize}, under {@link PREVIEW_MAX_BYTES} if quality allows. */
async function previewJpeg(decoded: Decoded, width: number, height: number): Promise<Buffer> {
  const size = previewSize(width, height);
  const resized = await fromBuffer(decoded)
    .resize({ ...size, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let smallest: Buffer | null = null;
  for (const quality of [80, 70, 60, 50, 40]) {
    const jpeg = await sharp(resized.data, { raw: resized.info }).jpeg({ quality }).toBuffer();
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

/** A write to the media storage failed: the storage's error, never the picture's fault (not a 415). */
class WriteFailed extends Error {
  constructor(readonly original: unknown) {
    super('media storage write failed');
  }
}

/** Stores `data` under `key`, a failure marked as the storage's. */
const write = (blobs: MediaBlobs, key: string, data: Buffer) =>
  blobs.put(key, data).catch((err: unknown) => {
    throw new WriteFailed(err);
  });

/** Times the pipeline ran (a test's way to see that a request did not touch it). */
export const pipelineRuns = { count: 0 };

/** How {@link storePicture} waits for its turn. */
export interface StoreOptions {
  /** Longest wait for a slot of {@link pictureGate} (its own `waitMs` when absent). */
  waitMs?: number;
  /** Runs the work once a slot is held: e.g. under a lock shared by every server process. */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Told when the picture is decoded (not when every size was already there). */
  onDecode?: () => void;
}

/** The keys of the sizes of the stored picture `key` that is `width` px wide (after orientation). */
export function sizeKeys(key: string, width: number): string[] {
  return [...variantWidths(width).map((w) => variantKey(key, w)), previewKey(key)];
}

/**
 * Makes the sizes of a picture in `blobs`: the WebP widths and the preview JPEG, all from one decoded buffer.
 * With `reencodeAs`, the picture itself (read from `source`) is stored re-encoded in that format under
 * `key` first, at the decoded size (at most 2,560 px); without, `key` is already stored and left as it is
 * (the sizes of pictures stored before they existed), only the sizes missing are written, and nothing is
 * decoded when none is. The header is judged first (inspectPicture); the work runs in a slot of
 * {@link pictureGate}.
 */
export async function storePicture(
  blobs: MediaBlobs,
  key: string,
  source: string,
  reencodeAs?: 'png' | 'jpeg',
  options: StoreOptions = {},
): Promise<StoredPicture> {
  const header = await inspectPicture(source);
  const work = () => makePicture(blobs, key, source, header, reencodeAs, options.onDecode);
  return pictureGate.run(
    () => (options.exclusive ? options.exclusive(work) : work()),
    options.waitMs,
  );
}

/** The bytes of the object `key`, or null when there is none. */
async function fileBytes(blobs: MediaBlobs, key: string): Promise<number | null> {
  return (await blobs.stat(key))?.size ?? null;
}

async function makePicture(
  blobs: MediaBlobs,
  key: string,
  source: string,
  header: PictureHeader,
  reencodeAs: 'png' | 'jpeg' | undefined,
  onDecode: (() => void) | undefined,
): Promise<StoredPicture> {
  if (!reencodeAs) {
    // Sizes already there (made meanwhile by another request or process) are not made again.
    const sizes = await Promise.all(sizeKeys(key, header.width).map((k) => fileBytes(blobs, k)));
    if (sizes.every((b) => b !== null)) {
      const bytes = (await stat(source)).size + sizes.reduce<number>((n, b) => n + (b ?? 0), 0);
      return { key, width: header.width, height: header.height, bytes };
    }
  }
  pipelineRuns.count++;
  onDecode?.();
  const written: string[] = [];
  try {
    const decoded = await decodeOnce(source, header);
    // Stored picture first (its size is the sizes' reference), then every size at once from the buffer.
    let bytes: number;
    let width: number;
    let height: number;
    if (reencodeAs) {
      const image = fromBuffer(decoded);
      const data = await (
        reencodeAs === 'png' ? image.png({ compressionLevel: 8 }) : image.jpeg({ quality: 88 })
      ).toBuffer();
      await write(blobs, key, data);
      written.push(key);
      ({ width, height } = decoded.raw);
      bytes = data.length;
    } else {
      ({ width, height } = header);
      bytes = (await stat(source)).size;
    }
    const sizes: { key: string; make: () => Promise<Buffer> }[] = [
      ...variantWidths(width).map((w) => ({
        key: variantKey(key, w),
        make: () =>
          fromBuffer(decoded)
            .resize({ width: Math.min(w, width), withoutEnlargement: true })
            .webp({ quality: 78, effort: 1 })
            .toBuffer(),
      })),
      { key: previewKey(key), make: () => previewJpeg(decoded, width, height) },
    ];
    const made = await Promise.allSettled(
      sizes.map(async (size) => {
        const already = reencodeAs ? null : await fileBytes(blobs, size.key);
        if (already !== null) return already;
        const data = await size.make();
        await write(blobs, size.key, data);
        written.push(size.key);
        return data.length;
      }),
    );
    for (const result of made) {
      if (result.status === 'rejected') throw result.reason;
      bytes += result.value;
    }
    return { key, width, height, bytes };
  } catch (err) {
    // A picture that sniffed well but does not decode (truncated data…) is not one we store.
    await blobs.delete(written.filter((k) => reencodeAs || k !== key)).catch(() => undefined);
    // The storage's failure as it is: a full disk (507), an unreachable bucket (503), anything else (500).
    if (err instanceof WriteFailed) throw err.original;
    if (err instanceof HttpError || isOutOfSpace(err)) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw tooLarge(PICTURE_MESSAGES.megapixels);
    }
    if (reencodeAs) throw new HttpError(415, 'Unsupported file type');
    throw err;
  }
}
