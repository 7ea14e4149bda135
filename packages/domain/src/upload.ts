import { UPLOAD } from './constants';

/**
 * Rule of the upload hint box that a selection broke: the accepted formats, the 10 images or the one
 * video a product may hold.
 */
export type UploadRule = 'format' | 'maxImages' | 'maxVideos';

/** Kind of a product media. */
export type MediaKind = 'image' | 'video';

/** How many images and videos a product holds (or would hold). */
export interface MediaCounts {
  images: number;
  videos: number;
}

/** Outcome of an upload selection: the accepted files, or the rule to highlight. */
export type UploadCheck<F> = { ok: true; files: F[] } | { ok: false; rule: UploadRule };

/** True when the MIME type is one of image/jpeg, image/png, image/jpg, video/mp4, video/mpeg. */
export function isAcceptedUploadType(mimeType: string): boolean {
  return (UPLOAD.acceptedMimeTypes as readonly string[]).includes(mimeType.toLowerCase());
}

/** The media kind of an accepted MIME type: video/* is a video, anything else an image. */
export function uploadKind(mimeType: string): MediaKind {
  return mimeType.toLowerCase().startsWith('video/') ? 'video' : 'image';
}

/** Counts the images and videos of a list of media. */
export function countMedia(media: readonly { kind: MediaKind }[]): MediaCounts {
  const videos = media.filter((m) => m.kind === 'video').length;
  return { images: media.length - videos, videos };
}

/**
 * The limit of a product's media, applied by the form and by the server alike: at most 10 images and
 * 1 video (spec §5: 11 files). Answers the rule the counts break, or null.
 */
export function mediaLimitRule({ images, videos }: MediaCounts): UploadRule | null {
  if (images > UPLOAD.maxImages) return 'maxImages';
  if (videos > UPLOAD.maxVideos) return 'maxVideos';
  return null;
}

/**
 * Checks a selection of files added to the media a product already holds (`held`). Files of another
 * type are dropped, as a drop zone with an accept list does; if none is left the format rule is
 * highlighted; if the product would then hold more than 10 images or more than 1 video, that rule is;
 * otherwise the accepted files are returned.
 */
export function checkUploadSelection<F extends { type: string }>(
  files: readonly F[],
  held: MediaCounts = { images: 0, videos: 0 },
): UploadCheck<F> {
  const accepted = files.filter((file) => isAcceptedUploadType(file.type));
  if (accepted.length === 0) return { ok: false, rule: 'format' };
  const added = countMedia(accepted.map((file) => ({ kind: uploadKind(file.type) })));
  const rule = mediaLimitRule({
    images: held.images + added.images,
    videos: held.videos + added.videos,
  });
  return rule ? { ok: false, rule } : { ok: true, files: accepted };
}

/** Largest picture the server decodes, read from its header before decoding (issue 19). */
export const PICTURE_LIMITS = {
  /** Pixels of a picture other than a baseline JPEG (which is decoded shrunk). */
  maxMegapixels: 40,
  /** Width × height × channels × bytes per sample of a picture decoded whole, in MB. */
  maxDecodedMb: 160,
  /** Longest side of any picture, in pixels (WebP's own limit). */
  maxSide: 16_383,
  /** Longest side over shortest side. */
  maxAspect: 20,
  /** Most scans of a progressive JPEG (a camera or an editor writes about 10). */
  maxJpegScans: 64,
  /** Most scans × megapixels of a progressive JPEG: each scan is a pass over the whole picture. */
  maxJpegScanMegapixels: 240,
} as const;

/** The server's Spanish refusals of a picture, by the rule it broke. */
export const PICTURE_MESSAGES = {
  megapixels: `La imagen es demasiado grande: tiene más de ${PICTURE_LIMITS.maxMegapixels} megapíxeles. Redúcela e inténtalo de nuevo.`,
  decoded: `La imagen es demasiado pesada: abierta ocupa más de ${PICTURE_LIMITS.maxDecodedMb} MB. Guárdala en 8 bits o más pequeña e inténtalo de nuevo.`,
  side: 'La imagen es demasiado grande: uno de sus lados mide más de 16.383 píxeles. Redúcela e inténtalo de nuevo.',
  aspect: `La imagen es demasiado alargada: un lado mide más de ${PICTURE_LIMITS.maxAspect} veces el otro. Recórtala e inténtalo de nuevo.`,
  scans:
    'La imagen JPEG progresiva es demasiado costosa de abrir. Guárdala como JPEG normal (no progresivo) o más pequeña e inténtalo de nuevo.',
  busy: 'Estamos procesando muchas imágenes en este momento. Inténtalo de nuevo en unos segundos.',
  budget: 'Subiste demasiadas imágenes en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
} as const;
