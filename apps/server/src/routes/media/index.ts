// GET /api/v2/media/{key} (mediaGet): a stored upload or one of a picture's sizes (uploads/variants.ts),
// public (the storefront shows product media). Keys are random and a stored file never changes, so answers
// are cacheable forever. The content type comes from the key's extension, which the server chose from the
// file's bytes when it stored it. A size of a picture stored before sizes existed is made on its first
// request (the start-up backfill makes them too), single-flight (uploads/backfill.ts). A size the picture
// cannot have (a width over its own, a key of no stored picture) is a 404 read from the picture's header:
// no decoding, no file written.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.js';
import { ensureSizes } from '../../uploads/backfill.js';
import { inspectPicture, sizeKeys } from '../../uploads/pictures.js';
import { MediaStorage } from '../../uploads/storage.js';
import { SERVED_KEY } from '../../uploads/variants.js';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webp: 'image/webp',
};

/** The stored picture a size key was made from (`<id>.w320.webp` → `<id>.jpg` or `<id>.png`). */
function sourceCandidates(key: string): string[] {
  const match = SERVED_KEY.exec(key);
  const [, id, ext] = match ?? [];
  if (!id || !ext || !(ext.endsWith('.webp') || ext === 'og.jpg')) return [];
  return [`${id}.jpg`, `${id}.png`];
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range: what video players ask for); null otherwise. */
function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** Handlers of the `/media` operations, by operationId. */
export function mediaHandlers(app: FastifyInstance) {
  const storage = new MediaStorage(app.config.uploadsDir);
  return {
    async mediaGet(request: FastifyRequest, reply: FastifyReply) {
      const { key } = request.params as { key: string };
      const file = storage.pathOf(key);
      let info = file ? await stat(file).catch(() => null) : null;
      if (file && !info) {
        for (const source of sourceCandidates(key)) {
          const header = await inspectPicture(path.join(storage.dir, source)).catch(() => null);
          if (!header) continue;
          if (!sizeKeys(source, header.width).includes(key)) break;
          if (await ensureSizes(app, source)) info = await stat(file).catch(() => null);
          break;
        }
      }
      const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      if (!file || !info?.isFile() || !type) throw new HttpError(404, 'Not found');

      void reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Never rendered as a document, even if a browser were told to navigate to it.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('accept-ranges', 'bytes')
        .header('etag', `"${key}"`)
        .header('last-modified', info.mtime.toUTCString());
      if (request.headers['if-none-match'] === `"${key}"`) return reply.code(304).send();

      const range = request.headers.range ? parseRange(request.headers.range, info.size) : null;
      if (range === 'invalid') {
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(file, { start: range.start, end: range.end }));
      }
      return reply.header('content-length', info.size).send(createReadStream(file));
    },
  };
}
