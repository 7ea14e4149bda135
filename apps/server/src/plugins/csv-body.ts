// `text/csv` request bodies (the catalogue import, issue 24): the file's bytes as they are, at most
// CATALOG_CSV_MAX_BYTES, refused with a Spanish 413 past it (before reading when the length is declared,
// else as soon as the bytes pass it). The bytes reach the handler as a latin1 string — one character per
// byte, so nothing is lost and the contract's `type: string` validates — and the route decodes them
// itself (routes/products/catalog/read.ts sniffs UTF-8 or Windows-1252).
import { Transform } from 'node:stream';
import { CATALOG_CSV_MAX_BYTES } from '@panel/domain';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.js';
import { CATALOG_FILE_MESSAGES } from '../routes/products/catalog/read.js';
import { sendError } from './errors.js';

const isCsv = (type: string | undefined) => /^text\/csv\s*(;|$)/i.test(type ?? '');

/** The bytes of a `text/csv` body, from the string the parser made of them. */
export function csvBytes(body: unknown): Buffer {
  return Buffer.from(typeof body === 'string' ? body : '', 'latin1');
}

export default fp(
  async (app) => {
    app.addContentTypeParser(
      'text/csv',
      // Above the file's cap: the counting stream below refuses first, in Spanish.
      { parseAs: 'buffer', bodyLimit: CATALOG_CSV_MAX_BYTES + 1024 * 1024 },
      (_request, body, done) => done(null, (body as Buffer).toString('latin1')),
    );
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!isCsv(request.headers['content-type'])) return payload;
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > CATALOG_CSV_MAX_BYTES) {
        return sendError(reply.header('connection', 'close'), 413, CATALOG_FILE_MESSAGES.tooLarge);
      }
      let size = 0;
      return payload.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            if (size > CATALOG_CSV_MAX_BYTES) {
              callback(new HttpError(413, CATALOG_FILE_MESSAGES.tooLarge));
            } else callback(null, chunk);
          },
        }),
      );
    });
  },
  { name: 'panel-csv-body', dependencies: ['panel-errors'] },
);
