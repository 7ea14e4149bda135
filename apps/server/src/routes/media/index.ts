// GET /api/v2/media/{key} (mediaGet): a stored upload or one of a picture's sizes (uploads/variants.ts),
// public (the storefront shows product media), from the configured media storage (uploads/blobs.ts: the
// local disk or an S3-compatible bucket). Keys are random and an object never changes, so answers are
// cacheable forever. The content type comes from the key's extension, which the server chose from the
// file's bytes when it stored it. A size of a picture stored before sizes existed is made on its first
// request (the start-up backfill makes them too), single-flight (uploads/backfill.ts). A size the picture
// cannot have (a width over its own, a key of no stored picture) is a 404 read from the picture's header:
// no decoding, no object written; the verdict is remembered, so asking again reads nothing.
//
// The server streams the object itself (Range and If-None-Match answered here, the same on both drivers)
// unless MEDIA_PUBLIC_URL names a CDN in front of the bucket: then, once the object is known to exist, it
// answers a permanent redirect there (ARCHITECTURE.md "Media storage" says why streaming is the default).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../http-error.js';
import { contentTypeOf, IMMUTABLE } from '../../uploads/blobs.js';
import { ensureSizes } from '../../uploads/backfill.js';
import { inspectPicture, sizeKeys } from '../../uploads/pictures.js';
import { SERVED_KEY } from '../../uploads/variants.js';

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
  const blobs = app.media.blobs;
  const publicUrl = app.config.media.publicUrl;
  // Size keys a stored picture cannot have: each would cost a read of the picture (a download on S3).
  const impossible = new LRUCache<string, true>({ max: 10_000 });

  /** The object's size and date, making a picture's missing size first when it can have it. */
  async function find(key: string) {
    if (!SERVED_KEY.test(key) || impossible.has(key)) return null;
    const info = await blobs.stat(key);
    if (info) return info;
    for (const source of sourceCandidates(key)) {
      const header = await blobs.withLocalFile(source, (file) =>
        inspectPicture(file).catch(() => null),
      );
      if (header === null) continue;
      if (!sizeKeys(source, header.width).includes(key)) {
        impossible.set(key, true); // the picture is there, and never has this size
        return null;
      }
      return (await ensureSizes(app, source)) ? blobs.stat(key) : null;
    }
    return null;
  }

  return {
    async mediaGet(request: FastifyRequest, reply: FastifyReply) {
      const { key } = request.params as { key: string };
      const type = contentTypeOf(key);
      const info = type ? await find(key) : null;
      if (!info || !type) throw new HttpError(404, 'Not found');

      if (publicUrl) {
        return reply
          .code(301)
          .header('location', `${publicUrl}/${key}`)
          .header('cache-control', IMMUTABLE)
          .send();
      }
      void reply
        .header('content-type', type)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        // Never rendered as a document, even if a browser were told to navigate to it.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('accept-ranges', 'bytes')
        .header('etag', `"${key}"`)
        .header('last-modified', info.modified.toUTCString());
      if (request.headers['if-none-match'] === `"${key}"`) return reply.code(304).send();

      // HEAD answers the same headers without reading the object (Fastify would drain a real stream).
      const bytes = (at?: { start: number; end: number }) =>
        request.method === 'HEAD' ? Readable.from([]) : blobs.read(key, at);
      const range = request.headers.range ? parseRange(request.headers.range, info.size) : null;
      if (range === 'invalid') {
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(await bytes(range));
      }
      return reply.header('content-length', info.size).send(await bytes());
    },
  };
}
