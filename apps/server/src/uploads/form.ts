// The files of a multipart form, from the tokens the multipart plugin put in the body (uploads/multipart.ts).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { INVALID_REQUEST } from '../plugins/errors.js';
import type { Upload } from './multipart.js';

/**
 * The uploads of `fileFields`, by field, in the order they were sent. 400 when a file arrives in a text
 * field or a file field holds text.
 */
export function formFiles<F extends string>(
  request: FastifyRequest,
  body: object,
  fileFields: readonly F[],
): Record<F, Upload[]> {
  for (const upload of request.uploads.values()) {
    if (!(fileFields as readonly string[]).includes(upload.field)) {
      throw new HttpError(400, `${INVALID_REQUEST}: body/${upload.field} must not be a file`);
    }
  }
  const values = body as Record<string, unknown>;
  const result = {} as Record<F, Upload[]>;
  for (const field of fileFields) {
    const raw = values[field];
    const tokens = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    result[field] = tokens.map((token) => {
      const upload = typeof token === 'string' ? request.uploads.get(token) : undefined;
      if (!upload || upload.field !== field) {
        throw new HttpError(400, `${INVALID_REQUEST}: body/${field} must be a file`);
      }
      return upload;
    });
  }
  return result;
}
