import { UPLOAD } from './constants';

/** Rule of the upload hint box to highlight: the accepted formats or the maximum number of files. */
export type UploadRule = 'format' | 'maxFiles';

/** Outcome of an upload selection: the accepted files, or the rule to highlight. */
export type UploadCheck<F> = { ok: true; files: F[] } | { ok: false; rule: UploadRule };

/** True when the MIME type is one of image/jpeg, image/png, image/jpg, video/mp4, video/mpeg. */
export function isAcceptedUploadType(mimeType: string): boolean {
  return (UPLOAD.acceptedMimeTypes as readonly string[]).includes(mimeType.toLowerCase());
}

/**
 * Checks a selection of files (spec §4/§5; only type and count are checked). Files of another type
 * are dropped, as a drop zone with an accept list does; if none is left the format rule is
 * highlighted; if more than 11 would be held (counting `alreadySelected`) the max-files rule is;
 * otherwise the accepted files are returned.
 */
export function checkUploadSelection<F extends { type: string }>(
  files: readonly F[],
  alreadySelected = 0,
): UploadCheck<F> {
  const accepted = files.filter((file) => isAcceptedUploadType(file.type));
  if (accepted.length === 0) return { ok: false, rule: 'format' };
  if (alreadySelected + accepted.length > UPLOAD.maxFiles) return { ok: false, rule: 'maxFiles' };
  return { ok: true, files: accepted };
}
