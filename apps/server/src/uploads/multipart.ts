// multipart/form-data bodies (account, store and product forms), validated against the contract like JSON.
//
// Each uploaded file is streamed to `$DATA_DIR/uploads/.incoming/` and its field's value in `request.body`
// becomes an opaque token (a string, so the contract's `type: string, format: binary` validates). Routes
// read the file through `request.uploads.get(token)` and move it into storage; whatever is left is deleted
// once the answer is sent. Text fields arrive as strings and ajv coerces booleans and numbers.
//
// Only the operations whose contract body is multipart take one: anywhere else (a JSON or bodiless call,
// an unknown path, a store page's form) a multipart body is refused with 415 before it is read. And
// nothing of a multipart body is read before the request is known to be worth it: the CSRF guard ran
// (plugins/security.ts), the session is live, the store is under its upload quota and the declared length
// is within what a form may carry; a refusal closes the connection rather than draining the body. While
// reading, each file field has its own cap (pictures 5 MB, the video 50 MB). Once the body is read and
// before any picture is looked at, each file of a picture field takes a token of its account's picture
// budget (PICTURE_UPLOADS_PER_HOUR, a token bucket in the database: it holds across processes, and a
// refused picture costs as much as a stored one): 429 with Retry-After when it is spent.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PICTURE_MESSAGES } from '@panel/domain';
import { isOutOfSpace } from '../faults.js';
import { HttpError } from '../http-error.js';
import { take, type Limit } from '../rate-limit/index.js';
import { storeMediaBytes } from './quota.js';
import { sendError } from '../plugins/errors.js';

/** The store's stored media are at UPLOAD_QUOTA_MB. */
export const QUOTA_REACHED = 'Storage quota reached';

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
    /** The tenant checked before a multipart body was read (null for other requests). */
    uploadTenant: UploadTenant | null;
  }
}

/**
 * Who sends a multipart body: the signed-in user and their store, if any (tenancy's `Tenant`). The app
 * hands the lookup over (`tenantOf`): infrastructure does not import the features (README "Layers").
 */
export interface UploadTenant {
  userId: string;
  store: { id: string } | null;
}

export interface MultipartOptions {
  /** The request's tenant; rejects with an HttpError (401) when no session is live. */
  tenantOf: (request: FastifyRequest) => Promise<UploadTenant>;
  /** `$DATA_DIR/uploads`; temporary files go to its `.incoming` folder (same disk: moving is a rename). */
  uploadsDir: string;
  /** Bytes of stored media a store may hold (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  /** Pictures an account may send per hour (PICTURE_UPLOADS_PER_HOUR). */
  picturesPerHour: number;
}

/** The picture budget of an account: `max` pictures per hour, refilled continuously. */
export const pictureBudget = (max: number): Limit => ({
  scope: 'picture-uploads',
  max,
  windowSeconds: 3600,
});

const MB = 1024 * 1024;
/** Largest single file (a product video). */
export const MAX_FILE_BYTES = 50 * MB;
/** Largest picture (product image, avatar, store picture). */
export const IMAGE_FIELD_MAX_BYTES = 5 * MB;
/** 10 images, 1 video and its poster frame. */
const MAX_FILES = 12;
/** Largest multipart body: 10 images, the video, its poster and the text fields. */
export const MAX_MULTIPART_BYTES = 11 * IMAGE_FIELD_MAX_BYTES + MAX_FILE_BYTES + MB;

/** The cap of one file of the form field `field`: the video 50 MB, any picture 5 MB. */
export function fieldMaxBytes(field: string): number {
  return field === 'video' ? MAX_FILE_BYTES : IMAGE_FIELD_MAX_BYTES;
}

/** Counts the bytes of one file and fails with 413 past its field's cap. */
function capped(field: string): Transform {
  const max = fieldMaxBytes(field);
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > max) {
        callback(new HttpError(413, `File too large: body/${field} over ${max / MB} MB`));
      } else {
        callback(null, chunk);
      }
    },
  });
}

/** Refuses a request before its body is read, and closes the connection so the body is not drained. */
function refuse(reply: FastifyReply, status: number, error: string) {
  return sendError(reply.header('connection', 'close'), status, error);
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/** Methods whose body Fastify never reads: a multipart content type on them is left alone. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/** The media types of the matched route's request body (the contract's), if it takes one. */
const bodyContentOf = (request: FastifyRequest) =>
  (request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;

/** The matched route takes a multipart form (the contract's request body); others answer 415 first. */
const takesMultipart = (request: FastifyRequest) =>
  'multipart/form-data' in (bodyContentOf(request) ?? {});

/** fsyncs a file: it must be on disk before a database row names it. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

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
  async (app, { tenantOf, uploadsDir, uploadQuotaBytes, picturesPerHour }) => {
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

    app.decorateRequest('uploadTenant', null);

    // Before any byte of the body: a multipart body anywhere but an operation that takes one (a JSON
    // call, a bodiless call, an unknown path, a store page's form) is refused — @fastify/multipart would
    // otherwise read it, and write its files, for any route. Then its declared size, the session, the
    // store's quota. Runs after the security hooks (onRequest), so the CSRF guard has already spoken.
    app.addHook('preParsing', async (request, reply) => {
      if (!isMultipart(request) || BODYLESS_METHODS.has(request.method)) return;
      if (!takesMultipart(request)) {
        const accepted = Object.keys(bodyContentOf(request) ?? {});
        return refuse(
          reply,
          415,
          accepted.length > 0
            ? `Unsupported media type: expected ${accepted.join(' or ')}`
            : 'Unsupported media type: this request takes no multipart body',
        );
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_MULTIPART_BYTES) {
        return refuse(
          reply,
          413,
          `File too large: request body over ${MAX_MULTIPART_BYTES / MB} MB`,
        );
      }
      let tenant: UploadTenant;
      try {
        tenant = await tenantOf(request);
      } catch (err) {
        if (err instanceof HttpError) return refuse(reply, err.statusCode, err.message);
        throw err;
      }
      if (tenant.store && (await storeMediaBytes(app.db, tenant.store.id)) >= uploadQuotaBytes) {
        return refuse(reply, 413, QUOTA_REACHED);
      }
      request.uploadTenant = tenant;
    });

    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      // fieldSize: a product's 250 variants travel as one JSON text field (issue 22).
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 50, fieldSize: 256 * 1024 },
      async onFile(part) {
        const token = randomUUID();
        const target = path.join(incoming, token);
        const out = createWriteStream(target);
        try {
          await pipeline(part.file, capped(part.fieldname), out);
          await syncFile(target);
        } catch (err) {
          // A stream destroyed before its file was open still creates the file once the open completes:
          // remove it only after the stream has closed, or an empty file outlives the refusal.
          if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
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

    // Every picture sent costs a token of its account's budget before anything looks at it.
    const budget = pictureBudget(picturesPerHour);
    app.addHook('preHandler', async (request) => {
      const uploads = uploadsOf.get(request);
      const tenant = request.uploadTenant;
      if (!uploads?.size || !tenant) return;
      const pictures = [...uploads.values()].filter((u) => u.field !== 'video').length;
      for (let i = 0; i < pictures; i++) {
        const state = await take(app.db, budget, tenant.userId);
        if (!state.allowed) {
          throw new HttpError(429, PICTURE_MESSAGES.budget, state.retryAfterSeconds);
        }
      }
    });

    // A refused request (validation, a route's check…) deletes its files before the error is answered;
    // a multipart body cut short by a cap or a full disk is not drained: the connection closes with the
    // answer.
    app.addHook('onError', async (request, reply, error) => {
      if (
        isMultipart(request) &&
        ((error as { statusCode?: number }).statusCode === 413 || isOutOfSpace(error))
      ) {
        void reply.header('connection', 'close');
      }
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
