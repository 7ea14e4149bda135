// What an uploaded file really is, read from its bytes: the file name and the declared content type are
// the client's word and are never trusted. Beyond the magic bytes the structure is walked (PNG chunks,
// JPEG segments, MP4 boxes), so a file that only starts like an image — an HTML or SVG page behind a PNG
// signature, a script hidden in a JPEG comment — is refused as well.
import { open, readFile, type FileHandle } from 'node:fs/promises';

/** The kinds of file the API stores. */
export type MediaFormat = 'png' | 'jpeg' | 'mp4';

export const FORMAT_INFO = {
  png: { kind: 'image', extension: 'png', contentType: 'image/png' },
  jpeg: { kind: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  mp4: { kind: 'video', extension: 'mp4', contentType: 'video/mp4' },
} as const satisfies Record<
  MediaFormat,
  { kind: 'image' | 'video'; extension: string; contentType: string }
>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Markup a browser could run if it ever rendered the file as a document. Searched in the parts of an image
 * that are not compressed pixel data (metadata chunks, comments, trailers), case-insensitively.
 */
const MARKUP = [
  '<script',
  '<html',
  '<svg',
  '<!doctype',
  '<body',
  '<iframe',
  '<?xml-stylesheet',
].map((m) => Buffer.from(m));

function containsMarkup(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const lower = Buffer.from(bytes.toString('latin1').toLowerCase(), 'latin1');
  return MARKUP.some((marker) => lower.includes(marker));
}

const isChunkType = (type: Buffer) =>
  type.length === 4 && [...type].every((c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122));

/** A PNG: signature, IHDR first, well-formed chunks up to IEND at the very end of the file. */
function isPng(data: Buffer): boolean {
  if (data.length < 8 + 25 + 12 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let first = true;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.subarray(offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || !isChunkType(type) || end > data.length) return false;
    const name = type.toString('latin1');
    if (first && (name !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (name !== 'IDAT' && containsMarkup(data.subarray(offset + 8, offset + 8 + length))) {
      return false;
    }
    if (name === 'IEND') return end === data.length;
    offset = end;
  }
  return false;
}

/**
 * A JPEG: SOI, then marker segments; after each scan the entropy-coded data runs to the next marker that
 * is not a stuffed byte or a restart marker; EOI ends the image. Metadata segments and whatever trails the
 * image (some cameras append data) must not hold markup.
 */
function isJpeg(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) return false;
  let offset = 2;
  let sawFrame = false;
  while (offset < data.length) {
    if (data[offset] !== 0xff) return false;
    while (data[offset] === 0xff) offset++; // fill bytes
    const marker = data[offset];
    offset++;
    if (marker === undefined) return false;
    if (marker === 0xd9) return sawFrame && !containsMarkup(data.subarray(offset));
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (offset + 2 > data.length) return false;
    const length = data.readUInt16BE(offset);
    if (length < 2 || offset + length > data.length) return false;
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      if (containsMarkup(data.subarray(offset + 2, offset + length))) return false;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      sawFrame = true;
    }
    offset += length;
    if (marker === 0xda) {
      // Entropy-coded data: skip to the next real marker.
      while (offset < data.length) {
        if (data[offset] === 0xff) {
          const next = data[offset + 1];
          if (next === undefined) return false;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        offset++;
      }
    }
  }
  return false;
}

/**
 * The scans (SOS segments) of the JPEG `data`, walked as {@link isJpeg} does; a progressive JPEG is decoded
 * once per scan, so their number is its cost (a camera or an editor writes about 10).
 */
export function jpegScanCount(data: Buffer): number {
  let scans = 0;
  let offset = 2;
  while (offset < data.length) {
    if (data[offset] !== 0xff) return scans;
    while (data[offset] === 0xff) offset++;
    const marker = data[offset];
    offset++;
    if (marker === undefined || marker === 0xd9) return scans;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (offset + 2 > data.length) return scans;
    offset += data.readUInt16BE(offset);
    if (marker === 0xda) {
      scans++;
      while (offset < data.length) {
        if (data[offset] === 0xff) {
          const next = data[offset + 1];
          if (next === undefined) return scans;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        offset++;
      }
    }
  }
  return scans;
}

/** Brands of ISO/MP4 video files; HEIF/AVIF images and QuickTime also start with `ftyp` and are refused. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'mmp4',
  '3gp4',
  '3gp5',
  '3gp6',
  '3gg6',
  '3g2a',
  'XAVC',
  'f4v ',
]);
const NOT_VIDEO_BRANDS = new Set([
  'qt  ',
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
  'jp2 ',
]);

const isBoxType = (type: Buffer) => [...type].every((c) => c >= 0x20 && c <= 0x7e);

/** Most top-level boxes an MP4 we store may have (a phone's video has a handful: ftyp, moov, mdat, free…). */
export const MP4_MAX_BOXES = 1000;
/** Largest `moov` read to find its `mvhd` (a 50 MB video's is well under 1 MB). */
const MOOV_MAX_BYTES = 8 * 1024 * 1024;
/** Bytes read at once: the box headers of a small file come from one read. */
const WINDOW_BYTES = 64 * 1024;

/** Reads a file through a window of {@link WINDOW_BYTES}: headers close together cost one read. */
class BufferedFile {
  private window = Buffer.alloc(0);
  private start = 0;
  /** Reads made, for the tests' sake. */
  reads = 0;
  constructor(
    private readonly file: FileHandle,
    readonly size: number,
  ) {}

  /** `length` bytes at `offset` (fewer at the end of the file). */
  async bytes(offset: number, length: number): Promise<Buffer> {
    const end = Math.min(offset + length, this.size);
    if (offset >= this.start && end <= this.start + this.window.length) {
      return this.window.subarray(offset - this.start, end - this.start);
    }
    const wanted = Math.max(end - offset, Math.min(WINDOW_BYTES, this.size - offset));
    const buffer = Buffer.alloc(Math.max(0, wanted));
    const { bytesRead } = await this.file.read(buffer, 0, buffer.length, offset);
    this.reads++;
    this.window = buffer.subarray(0, bytesRead);
    this.start = offset;
    return this.window.subarray(0, Math.min(bytesRead, end - offset));
  }
}

/** A box header at `offset` of `data` (or of the file): its type and size, or null when malformed. */
function boxHeader(
  head: Buffer,
  offset: number,
  limit: number,
): { name: string; size: number; header: number } | null {
  if (head.length < 8) return null;
  let size = head.readUInt32BE(0);
  const type = head.subarray(4, 8);
  if (!isBoxType(type)) return null;
  let header = 8;
  if (size === 1) {
    if (head.length < 16) return null;
    const large = head.readBigUInt64BE(8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    size = Number(large);
    header = 16;
    if (size < 16) return null;
  } else if (size === 0) {
    size = limit - offset;
  } else if (size < 8) {
    return null;
  }
  if (offset + size > limit) return null;
  return { name: type.toString('latin1'), size, header };
}

/**
 * An MP4: an `ftyp` box with an MP4 brand first, then at most {@link MP4_MAX_BOXES} boxes that exactly
 * tile the file, among them a `moov` holding an `mvhd` and an `mdat`. Read through a buffered window.
 */
export async function isMp4(path: string, size: number): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const file = new BufferedFile(handle, size);
    let offset = 0;
    let boxes = 0;
    let sawMvhd = false;
    let sawMdat = false;
    while (offset < size) {
      if (++boxes > MP4_MAX_BOXES) return false;
      const box = boxHeader(await file.bytes(offset, 16), offset, size);
      if (!box) return false;
      if (boxes === 1) {
        if (box.name !== 'ftyp' || box.size < 16 || box.size > 1024) return false;
        const ftyp = await file.bytes(offset + 8, box.size - 8);
        const brands = [ftyp.subarray(0, 4)];
        for (let i = 8; i + 4 <= ftyp.length; i += 4) brands.push(ftyp.subarray(i, i + 4));
        const names = brands.map((b) => b.toString('latin1'));
        if (NOT_VIDEO_BRANDS.has(names[0] ?? '')) return false;
        if (!names.some((n) => MP4_BRANDS.has(n))) return false;
      } else if (box.name === 'moov') {
        if (box.size > MOOV_MAX_BYTES) return false;
        const moov = await file.bytes(offset + box.header, box.size - box.header);
        let inner = 0;
        let children = 0;
        while (inner < moov.length) {
          if (++children > MP4_MAX_BOXES) return false;
          const child = boxHeader(moov.subarray(inner, inner + 16), inner, moov.length);
          if (!child) return false;
          if (child.name === 'mvhd') sawMvhd = true;
          inner += child.size;
        }
      } else if (box.name === 'mdat') {
        sawMdat = true;
      }
      offset += box.size;
    }
    return boxes > 0 && sawMvhd && sawMdat && offset === size;
  } finally {
    await handle.close();
  }
}

/** Images are read whole (they are capped at a few MB); videos box by box. */
const READ_WHOLE_LIMIT = 16 * 1024 * 1024;

/** The format of the file at `path` (of `size` bytes), or null when it is none the API stores. */
export async function sniffFile(path: string, size: number): Promise<MediaFormat | null> {
  if (size < 12) return null;
  const file = await open(path, 'r');
  const head = Buffer.alloc(12);
  try {
    await file.read(head, 0, 12, 0);
  } finally {
    await file.close();
  }
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    return (await isMp4(path, size)) ? 'mp4' : null;
  }
  const isPngHead = head.subarray(0, 8).equals(PNG_SIGNATURE);
  const isJpegHead = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if ((!isPngHead && !isJpegHead) || size > READ_WHOLE_LIMIT) return null;
  const data = await readFile(path);
  if (isPngHead) return isPng(data) ? 'png' : null;
  return isJpeg(data) ? 'jpeg' : null;
}
