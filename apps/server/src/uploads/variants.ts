// The sizes of a stored picture and their URLs. At upload (uploads/pictures.ts) a picture is re-encoded
// without its metadata and stored with WebP copies 160, 320, 480, 640, 800 and 1280 px wide (never wider than
// the picture) and a JPEG for link previews, under keys derived from the picture's own key:
//
//   <id>.jpg | <id>.png      the picture (re-encoded, metadata stripped)
//   <id>.w160.webp           …w320, w480, w640, w800, w1280: the widths not over the picture's own width; a
//                            picture under 160 px wide gets only w160, at its own width
//   <id>.og.jpg              the link preview: ≥ 300 px wide, aspect ratio within 4:1, under 300 KB
//
// A video `<id>.mp4` may have a poster frame: the picture `<id>.jpg`, with its sizes (posterKey).
//
// All are served by GET /api/v2/media/{key}: public, immutable, cacheable forever. This module is pure
// (no I/O): the store pages compute `srcset` from a key and the size the database keeps beside it.
import { API_PREFIX } from '../openapi.js';

/**
 * Widths of the WebP sizes, smallest first. 800 is a 375–400 px phone at DPR 2 (its picture is the screen
 * less the page's margins, about 690–740 device pixels): without it such a phone took the 1280 px size.
 * 480 is the store home's card on such a phone (two columns: 180–200 CSS px, 320–400 device pixels at DPR
 * 1.75–2): without it the card took the 640 px size, twice the bytes (the Next.js peer's 384 px card made
 * our home's pictures 2.3 times its own). Pictures stored before a width get it on its first request
 * (routes/media).
 */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 800, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The width of `src` in {@link pictureUrls}: sharp on a phone's screen, light on 3G. */
export const DEFAULT_SRC_WIDTH: VariantWidth = 640;
/** The size the panel's product list shows as a thumbnail. */
export const THUMBNAIL_WIDTH: VariantWidth = 160;

/** Link preview rules (WhatsApp's published ones, with margin). */
export const PREVIEW_MIN_WIDTH = 300;
export const PREVIEW_MAX_WIDTH = 1200;
export const PREVIEW_MAX_ASPECT = 4;
export const PREVIEW_MAX_BYTES = 300 * 1024;

/** A picture key as stored (`<id>.jpg` / `<id>.png`) split into id and extension; null for others. */
const PICTURE_KEY = /^([A-Za-z0-9_-]+)\.(png|jpg)$/;

/** Every key the media route serves: stored files and the sizes made from pictures. */
export const SERVED_KEY =
  /^([A-Za-z0-9_-]+)\.(png|jpg|mp4|w(?:160|320|480|640|800|1280)\.webp|og\.jpg)$/;

/** True for the key of a stored picture (not a video, not one of its sizes). */
export function isPictureKey(key: string): boolean {
  return PICTURE_KEY.test(key);
}

function idOf(key: string): string {
  const match = PICTURE_KEY.exec(key);
  if (!match?.[1]) throw new Error(`not a picture key: ${key}`);
  return match[1];
}

/** The key of the WebP size `width` of the picture `key`. */
export function variantKey(key: string, width: VariantWidth): string {
  return `${idOf(key)}.w${width}.webp`;
}

/** A stored video's key (`<id>.mp4`) split into id; null for others. */
const VIDEO_KEY = /^([A-Za-z0-9_-]+)\.mp4$/;

/**
 * The key of the poster frame of the video `key` (`<id>.mp4` → `<id>.jpg`): a picture stored with its
 * sizes under the video's id (issue 21), so it lives and goes with the video. The video's row keeps its
 * pixel size (`width`/`height`, null when the video has no poster).
 */
export function posterKey(videoKey: string): string {
  const match = VIDEO_KEY.exec(videoKey);
  if (!match?.[1]) throw new Error(`not a video key: ${videoKey}`);
  return `${match[1]}.jpg`;
}

/** True for the key of a stored video. */
export function isVideoKey(key: string): boolean {
  return VIDEO_KEY.test(key);
}

/** The URL of the poster of the video `key` of `width`×`height` (its 640 px size, or the largest under). */
export function posterUrl(videoKey: string, width: number, height: number): string {
  return pictureUrls(posterKey(videoKey), width, height).src;
}

/** The key of the link-preview JPEG of the picture `key`. */
export function previewKey(key: string): string {
  return `${idOf(key)}.og.jpg`;
}

/** The sizes a picture `width` px wide gets: the widths not over its own, at least the smallest. */
export function variantWidths(width: number): VariantWidth[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [VARIANT_WIDTHS[0]];
}

/** The pixel size of the size `variant` of a `width`×`height` picture (never upscaled). */
export function variantSize(
  variant: VariantWidth,
  width: number,
  height: number,
): { width: number; height: number } {
  const w = Math.min(variant, width);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}

/**
 * The pixel size of the link preview of a `width`×`height` picture: its aspect ratio kept within 4:1 either
 * way (the picture is cropped to it, centred), inside a 1200 × 1200 box, and at least 300 px wide (a small
 * picture is enlarged: WhatsApp shows no preview under 300 px).
 */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const aspect = Math.min(PREVIEW_MAX_ASPECT, Math.max(1 / PREVIEW_MAX_ASPECT, width / height));
  const fitting = Math.min(width, PREVIEW_MAX_WIDTH, Math.round(PREVIEW_MAX_WIDTH * aspect));
  const w = Math.max(PREVIEW_MIN_WIDTH, fitting);
  return { width: w, height: Math.max(1, Math.round(w / aspect)) };
}

/** The API URL of a media key (what `GET /api/v2/media/{key}` serves). */
export function mediaKeyUrl(key: string): string {
  return `${API_PREFIX}/media/${key}`;
}

/** What a page needs to show a stored picture responsively. URLs are paths on the server's origin. */
export interface PictureUrls {
  /** The 640 px size (or the largest under it): the `src` fallback. */
  src: string;
  /** `…/x.w160.webp 160w, …/x.w320.webp 320w, …` with each size's real width. */
  srcSet: string;
  /** Size of `src`, for the `width`/`height` attributes (no layout shift). */
  width: number;
  height: number;
  /** The link-preview JPEG (`og:image`), with its size (`og:image:width`/`height`). */
  previewJpeg: string;
  previewWidth: number;
  previewHeight: number;
}

/**
 * The URLs of the stored picture `key` (`<id>.jpg`/`<id>.png`) of `width`×`height` pixels (the
 * `width`/`height` columns of product_media, or stores.picture_width/height).
 */
export function pictureUrls(key: string, width: number, height: number): PictureUrls {
  const widths = variantWidths(width);
  const srcWidth = [...widths].reverse().find((w) => w <= DEFAULT_SRC_WIDTH) ?? widths[0]!;
  const src = variantSize(srcWidth, width, height);
  const preview = previewSize(width, height);
  return {
    src: mediaKeyUrl(variantKey(key, srcWidth)),
    srcSet: widths
      .map((w) => `${mediaKeyUrl(variantKey(key, w))} ${variantSize(w, width, height).width}w`)
      .join(', '),
    width: src.width,
    height: src.height,
    previewJpeg: mediaKeyUrl(previewKey(key)),
    previewWidth: preview.width,
    previewHeight: preview.height,
  };
}

/** The thumbnail URL of a stored picture key (the list's 160 px size); other keys are given as they are. */
export function thumbnailUrl(key: string): string {
  return mediaKeyUrl(isPictureKey(key) ? variantKey(key, THUMBNAIL_WIDTH) : key);
}
