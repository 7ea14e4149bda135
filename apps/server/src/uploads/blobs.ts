// Where stored media's bytes live (issue 25): the drivers behind uploads/storage.ts. A key names one
// object for ever (random, never reused), so an object is written once, never changed, and deleted when no
// row names it; the pipeline (uploads/pictures.ts) and the media route see only this interface.
//
// - `disk` (the default): `$DATA_DIR/uploads/<key>`, written to a temporary name in `.incoming`, fsynced,
//   then renamed, so a key never names a partial file; the folder is fsynced once a batch is stored.
// - `s3`: one S3-compatible bucket (S3_BUCKET…), each object put with its Content-Type and
//   `Cache-Control: public, max-age=31536000, immutable`, so a CDN in front of the bucket serves it as the
//   media route would. Every server process sees every object: a picture uploaded through one process is
//   read through any other.
//
// Both keep local temporary files in `$DATA_DIR/uploads/.incoming` (uploads being received, a stored
// picture fetched to make its missing sizes).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { SERVED_KEY } from './variants.js';

/** Sent with every object and every answer of the media route: a key's bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webp: 'image/webp',
};

/** The Content-Type of a served key, from its extension (chosen by the server from the file's bytes). */
export function contentTypeOf(key: string): string | null {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null;
}

/** A stored object's size and when it was stored. */
export interface BlobInfo {
  size: number;
  modified: Date;
}

/** The bytes `start`…`end` (inclusive) of an object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What the media pipeline and routes need from a place that keeps objects. */
export interface MediaBlobs {
  readonly driver: 'disk' | 's3';
  /** Where local temporary files go (`$DATA_DIR/uploads/.incoming`). */
  readonly scratchDir: string;
  /** Stores `data` under `key` (a new key: objects are never overwritten). */
  put(key: string, data: Buffer): Promise<void>;
  /** Stores the local `file` of `size` bytes under `key`; the file is consumed (moved or removed). */
  putFile(key: string, file: string, size: number): Promise<void>;
  /** Makes the objects stored so far durable (the disk's folder entry); nothing to do on S3. */
  flush(): Promise<void>;
  /** The object's size and date, or null when there is none. */
  stat(key: string): Promise<BlobInfo | null>;
  /** The object's bytes (a range of them); rejects when it is gone. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Runs `work` on a local file holding the object's bytes (the disk's own file; on S3 a temporary copy,
   * removed afterwards); null, without running it, when there is no such object.
   */
  withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T | null>;
  /** Deletes objects; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object whose key the media route serves, with its date. */
  list(): AsyncIterable<{ key: string; modified: Date }>;
  /** Lets go of connections (the app's close). */
  close(): void;
}

/** A temporary name in `dir` (`.incoming`), same disk as the uploads. */
const scratchName = (dir: string) => path.join(dir, `${randomUUID()}.part`);

// ---------------------------------------------------------------------------------------------------------
// The local disk.

async function syncPath(file: string, folder = false): Promise<void> {
  const handle = await open(file, 'r');
  try {
    // Some filesystems refuse fsync on a folder.
    await (folder ? handle.sync().catch(() => undefined) : handle.sync());
  } finally {
    await handle.close();
  }
}

export class DiskBlobs implements MediaBlobs {
  readonly driver = 'disk' as const;
  readonly scratchDir: string;

  constructor(readonly dir: string) {
    this.scratchDir = path.join(dir, '.incoming');
  }

  /** The file of a key, or null when this storage never makes such a key. */
  pathOf(key: string): string | null {
    return SERVED_KEY.test(key) ? path.join(this.dir, key) : null;
  }

  private fileOf(key: string): string {
    const file = this.pathOf(key);
    if (!file) throw new Error(`not a media key: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const temporary = scratchName(this.scratchDir);
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.fileOf(key));
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async putFile(key: string, file: string): Promise<void> {
    await syncPath(file);
    await rename(file, this.fileOf(key));
  }

  async flush(): Promise<void> {
    await syncPath(this.dir, true);
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const file = this.pathOf(key);
    const info = file ? await stat(file).catch(() => null) : null;
    return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.fileOf(key), range);
    // Open errors (the file removed meanwhile) reject here rather than on the answer's stream.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T | null> {
    if (!(await this.stat(key))) return null;
    return work(this.fileOf(key));
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const file = this.pathOf(key);
        if (file) await rm(file, { force: true });
      }),
    );
  }

  close(): void {}

  async *list(): AsyncIterable<{ key: string; modified: Date }> {
    for (const name of await readdir(this.dir)) {
      if (!SERVED_KEY.test(name)) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (info?.isFile()) yield { key: name, modified: info.mtime };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// S3-compatible object storage.

/** True for S3's "no such object" (404 on HEAD, NoSuchKey on GET). */
function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound')
  );
}

/** The SDK's answer body as a Node stream (it is one on Node; typed as a union of runtimes). */
function asReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  throw new Error('unexpected S3 body type');
}

export class S3Blobs implements MediaBlobs {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(
    settings: S3Settings,
    readonly scratchDir: string,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer
      // default (CRC32 trailers on every put).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private putCommand(key: string, body: Buffer | Readable, size: number) {
    const type = contentTypeOf(key);
    if (!type || !SERVED_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: body,
      ContentLength: size,
      ContentType: type,
      CacheControl: IMMUTABLE,
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(this.putCommand(key, data, data.length));
  }

  async putFile(key: string, file: string, size: number): Promise<void> {
    // One PUT (objects up to 5 GB; a video is at most 50 MB), streamed from the disk.
    await this.client.send(this.putCommand(key, createReadStream(file), size));
    await rm(file, { force: true });
  }

  async flush(): Promise<void> {
    // A PUT answered 200 is durable.
  }

  async stat(key: string): Promise<BlobInfo | null> {
    if (!SERVED_KEY.test(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return asReadable(answer.Body);
  }

  async withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T | null> {
    if (!SERVED_KEY.test(key)) return null;
    const file = scratchName(this.scratchDir);
    try {
      let body: Readable;
      try {
        body = await this.read(key);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      await pipeline(body, createWriteStream(file, { flags: 'wx' }));
      return await work(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const served = keys.filter((key) => SERVED_KEY.test(key));
    for (let at = 0; at < served.length; at += 1000) {
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: served.slice(at, at + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(`S3 refused to delete ${failed.length} objects: ${failed[0]?.Code}`);
      }
    }
  }

  close(): void {
    this.client.destroy();
  }

  async *list(): AsyncIterable<{ key: string; modified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && SERVED_KEY.test(object.Key)) {
          yield { key: object.Key, modified: object.LastModified ?? new Date(0) };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

/** The driver `settings` choose: S3 when a bucket is set, else the disk under `uploadsDir`. */
export function createBlobs(uploadsDir: string, s3: S3Settings | null): MediaBlobs {
  return s3 ? new S3Blobs(s3, path.join(uploadsDir, '.incoming')) : new DiskBlobs(uploadsDir);
}
