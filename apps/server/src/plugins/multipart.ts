// multipart/form-data bodies (account, store and product forms), validated against the contract like JSON.
//
// Each uploaded file is streamed to `$DATA_DIR/uploads/.incoming/` and its field's value in `request.body`
// becomes an opaque token (a string, so the contract's `type: string, format: binary` validates). Routes
// read the file through `request.uploads.get(token)` and move it into storage; whatever is left is deleted
// once the answer is sent. Text fields arrive as strings and ajv coerces booleans and numbers.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.js';

/** A file received in a multipart request, on disk until the request ends. */
export interface Upload {
  field: string;
  filename: string;
  /** As declared by the client; routes check it (and the content) before accepting the file. */
  mimetype: string;
  /** Absolute path of the temporary file. */
  path: string;
  size: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by the token found in `request.body`. */
    uploads: Map<string, Upload>;
  }
}

export interface MultipartOptions {
  /** `$DATA_DIR/uploads`; temporary files go to its `.incoming` folder (same disk: moving is a rename). */
  uploadsDir: string;
}

/** Largest single file (a product video); routes apply tighter limits (5 MB pictures). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** 10 images and 1 video. */
const MAX_FILES = 11;

/**
 * Temporary files of requests that never finished (aborted, process killed). Only old ones: other server
 * processes may be receiving files into the same folder right now.
 */
async function removeStale(dir: string, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  const limit = Date.now() - olderThanMs;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < limit) await rm(file, { force: true, recursive: true });
  }
}

export default fp<MultipartOptions>(
  async (app, { uploadsDir }) => {
    const incoming = path.join(uploadsDir, '.incoming');
    await mkdir(incoming, { recursive: true });
    await removeStale(incoming);

    const uploadsOf = new WeakMap<FastifyRequest, Map<string, Upload>>();
    app.decorateRequest('uploads', {
      getter(this: FastifyRequest) {
        let uploads = uploadsOf.get(this);
        if (!uploads) {
          uploads = new Map();
          uploadsOf.set(this, uploads);
        }
        return uploads;
      },
    });

    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 50, fieldSize: 64 * 1024 },
      async onFile(part) {
        const token = randomUUID();
        const target = path.join(incoming, token);
        try {
          await pipeline(part.file, createWriteStream(target));
        } catch (err) {
          await rm(target, { force: true });
          throw err;
        }
        if (part.file.truncated) {
          await rm(target, { force: true });
          throw new HttpError(413, 'File too large');
        }
        this.uploads.set(token, {
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          path: target,
          size: (await stat(target)).size,
        });
        part.value = token;
      },
    });

    // A refused request (validation, a route's check…) deletes its files before the error is answered.
    app.addHook('onError', async (request) => {
      const uploads = uploadsOf.get(request);
      if (!uploads?.size) return;
      await Promise.all([...uploads.values()].map((u) => rm(u.path, { force: true })));
    });

    app.addHook('onResponse', async (request) => {
      const uploads = uploadsOf.get(request);
      if (!uploads?.size) return;
      await Promise.all([...uploads.values()].map((u) => rm(u.path, { force: true })));
    });
  },
  { name: 'panel-multipart', dependencies: ['panel-errors'] },
);
