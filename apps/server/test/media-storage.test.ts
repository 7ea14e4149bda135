// The media storage's contract (issue 25), one suite run against both drivers: the local disk, and an
// S3-compatible bucket (s3rver, started by the test: it does not check signatures, see s3-helpers.ts).
// First the driver alone (put, stat, read and ranges, local copies, list, delete), then through the server
// (a picture and its sizes stored and served with their type, immutable caching, 304 and ranges; a video;
// deletes; the orphan sweep; the upload quota; the sizes of a picture stored before sizes existed), then
// two servers sharing one bucket. Broken on purpose once (the S3_* variables ignored, as before the driver:
// the media on the local disk), the S3 picture case and the two-servers case fail; the rest of the
// contract holds for whichever driver runs, which is the point of one suite.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { productMedia, products } from '../src/db/schema.js';
import { panelCsp } from '../src/plugins/panel-headers.js';
import { storeCsp } from '../src/storefront/index.js';
import { createBlobs, IMMUTABLE, S3Blobs, type MediaBlobs } from '../src/uploads/blobs.js';
import { sizeKeys } from '../src/uploads/pictures.js';
import { mediaOrigins } from '../src/uploads/storage.js';
import { SWEEP_GRACE_MS, sweepOrphans } from '../src/uploads/sweep.js';
import { previewKey, variantKey } from '../src/uploads/variants.js';
import { file, mp4 } from './fixtures/media.js';
import {
  backends,
  createMerchant,
  freshDatabase,
  multipartBody,
  tempDir,
  type Backend,
  type Merchant,
  type MultipartPart,
  type TestDatabase,
} from './helpers.js';
import {
  call,
  merchantIn,
  productForm,
  startServer,
  type ServerProcess,
} from './process-helpers.js';
import { startS3, type TestS3 } from './s3-helpers.js';

type Driver = 'disk' | 's3';
const drivers: Driver[] = ['disk', 's3'];

const newKey = (ext: 'jpg' | 'png' | 'mp4') => `${randomBytes(18).toString('base64url')}.${ext}`;

async function drain(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A photo-like JPEG of `width`×`height`. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A PNG of noise: it does not compress, so it weighs what its pixels do. */
const noise = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** The bytes a driver keeps under `key`, read behind its back (the folder, or the bucket's own answer). */
async function storedBytes(blobs: MediaBlobs, dir: string, key: string): Promise<Buffer | null> {
  if (blobs instanceof S3Blobs) {
    try {
      const got = await blobs.client.send(new GetObjectCommand({ Bucket: blobs.bucket, Key: key }));
      return Buffer.from(await got.Body!.transformToByteArray());
    } catch {
      return null;
    }
  }
  const at = path.join(dir, key);
  return existsSync(at) ? readFileSync(at) : null;
}

describe.each(drivers)('media storage driver contract (%s)', (driver) => {
  let s3: TestS3 | null = null;
  let dir: string;
  let blobs: MediaBlobs;

  beforeAll(async () => {
    dir = tempDir('panel-blobs-');
    mkdirSync(path.join(dir, '.incoming'));
    s3 = driver === 's3' ? await startS3() : null;
    blobs = createBlobs(dir, s3?.settings ?? null);
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the driver the settings choose', () => {
    expect(blobs.driver).toBe(driver);
  });

  it('stores an object once, reads it whole and by ranges, lists it and deletes it', async () => {
    const key = newKey('jpg');
    const data = randomBytes(1000);
    expect(await blobs.stat(key)).toBeNull();
    await blobs.put(key, data);
    await blobs.flush();
    const info = await blobs.stat(key);
    expect(info?.size).toBe(1000);
    expect(info?.modified).toBeInstanceOf(Date);
    expect(await drain(await blobs.read(key))).toEqual(data);
    expect(await drain(await blobs.read(key, { start: 0, end: 9 }))).toEqual(data.subarray(0, 10));
    expect(await drain(await blobs.read(key, { start: 990, end: 999 }))).toEqual(
      data.subarray(990),
    );
    expect(await storedBytes(blobs, dir, key)).toEqual(data);

    const listed: string[] = [];
    for await (const object of blobs.list()) listed.push(object.key);
    expect(listed).toContain(key);

    const missing = newKey('png');
    await blobs.delete([key, missing]);
    expect(await blobs.stat(key)).toBeNull();
    await blobs.delete([key]); // already gone: no error
    await expect(blobs.read(key)).rejects.toThrow();
  });

  it('stores a local file under a key and consumes the file', async () => {
    const key = newKey('mp4');
    const data = mp4({ payload: 300_000 });
    const local = path.join(dir, '.incoming', 'upload.part');
    writeFileSync(local, data);
    await blobs.putFile(key, local, data.length);
    expect(existsSync(local)).toBe(false);
    expect(await storedBytes(blobs, dir, key)).toEqual(data);
    expect(await drain(await blobs.read(key, { start: 100_000, end: 100_099 }))).toEqual(
      data.subarray(100_000, 100_100),
    );
    await blobs.delete([key]);
  });

  it('lends a local file of an object (removed afterwards on S3), and none of a missing one', async () => {
    const key = newKey('png');
    const data = randomBytes(5000);
    await blobs.put(key, data);
    let seen = '';
    const read = await blobs.withLocalFile(key, async (local) => {
      seen = local;
      return readFileSync(local);
    });
    expect(read).toEqual(data);
    if (driver === 's3') expect(existsSync(seen)).toBe(false);
    let ran = false;
    expect(
      await blobs.withLocalFile(newKey('png'), async () => {
        ran = true;
      }),
    ).toBeNull();
    expect(ran).toBe(false);
    await blobs.delete([key]);
  });

  it('lists only the keys the media route serves, and never writes one it does not', async () => {
    // Something else in the folder or bucket (a note, a backup) is never listed, so never swept.
    if (blobs instanceof S3Blobs) {
      await blobs.client.send(
        new PutObjectCommand({ Bucket: blobs.bucket, Key: 'notes.txt', Body: 'keep me' }),
      );
    } else {
      writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
    }
    const listed: string[] = [];
    for await (const object of blobs.list()) listed.push(object.key);
    expect(listed).not.toContain('notes.txt');
    await expect(blobs.put('notes.txt', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    expect(await blobs.stat('notes.txt')).toBeNull();
  });
});

describe.each(drivers.flatMap((driver) => backends.map((backend) => [driver, backend] as const)))(
  'media through the server (%s, %s)',
  (driver: Driver, backend: Backend) => {
    let app: FastifyInstance;
    let database: TestDatabase;
    let config: Config;
    let s3: TestS3 | null = null;
    let m: Merchant;
    let blobs: MediaBlobs;

    beforeAll(async () => {
      database = await freshDatabase(backend);
      s3 = driver === 's3' ? await startS3() : null;
      config = loadConfig({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        UPLOAD_QUOTA_MB: '3',
        PANEL_DIST: '/nonexistent',
        ...s3?.env,
      });
      app = await buildApp(config, { logger: false, mediaMaintenance: false });
      blobs = app.media.blobs;
      m = await createMerchant(app.db);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await s3?.close();
      await database?.cleanup();
    });

    const form: MultipartPart[] = [
      ['name', 'Producto'],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '1'],
    ];
    const create = (files: MultipartPart[]) => {
      const body = multipartBody([...form, ...files]);
      return app.inject({
        method: 'POST',
        url: '/api/v2/products/create',
        payload: body.payload,
        headers: { ...m.headers, ...body.headers },
      });
    };
    const remove = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/v2/products/delete/${id}`, headers: m.headers });
    const stored = (key: string) => storedBytes(blobs, config.uploadsDir, key);
    /** Files the uploads folder holds, temporary ones aside. */
    const localFiles = () => readdirSync(config.uploadsDir).filter((f) => f !== '.incoming');

    it('stores a picture with its sizes, each with its type and immutable caching, and serves 304 and ranges', async () => {
      const res = await create([['images', file('a.jpg', 'image/jpeg', await photo(800, 600))]]);
      expect(res.statusCode, res.body).toBe(200);
      const key = (res.json().data.media[0].url as string).split('/').pop()!;
      const keys = [key, ...sizeKeys(key, 800)];
      expect(keys).toContain(variantKey(key, 800));

      for (const k of keys) {
        const got = await app.inject({ url: `/api/v2/media/${k}` });
        expect(got.statusCode, k).toBe(200);
        expect(got.headers['content-type']).toBe(k.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
        expect(got.headers['cache-control']).toBe(IMMUTABLE);
        expect(got.rawPayload).toEqual(await stored(k));
        if (blobs instanceof S3Blobs) {
          // The bucket keeps both, so a CDN in front of it serves the object as the route does.
          const head = await blobs.client.send(
            new HeadObjectCommand({ Bucket: blobs.bucket, Key: k }),
          );
          expect(head.ContentType).toBe(got.headers['content-type']);
          expect(head.CacheControl).toBe(IMMUTABLE);
        }
      }
      // On S3 no object is on this machine's disk: another process reads the same ones.
      if (driver === 's3') expect(localFiles()).toEqual([]);
      else expect(localFiles().sort()).toEqual([...keys].sort());

      const head = await app.inject({ method: 'HEAD', url: `/api/v2/media/${key}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String((await stored(key))!.length));
      expect(head.rawPayload.length).toBe(0);
      const revalidated = await app.inject({
        url: `/api/v2/media/${key}`,
        headers: { 'if-none-match': `"${key}"` },
      });
      expect(revalidated.statusCode).toBe(304);
      const whole = (await stored(key))!;
      const part = await app.inject({
        url: `/api/v2/media/${key}`,
        headers: { range: 'bytes=0-99' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
      expect(part.rawPayload).toEqual(whole.subarray(0, 100));
      const tail = await app.inject({
        url: `/api/v2/media/${key}`,
        headers: { range: 'bytes=-10' },
      });
      expect(tail.rawPayload).toEqual(whole.subarray(whole.length - 10));
      const beyond = await app.inject({
        url: `/api/v2/media/${key}`,
        headers: { range: `bytes=${whole.length}-` },
      });
      expect(beyond.statusCode).toBe(416);
      // A size the picture cannot have (wider than itself) is a 404, twice.
      for (let i = 0; i < 2; i++) {
        const none = await app.inject({ url: `/api/v2/media/${variantKey(key, 1280)}` });
        expect(none.statusCode).toBe(404);
      }
      expect(await stored(variantKey(key, 1280))).toBeNull();

      expect((await remove(res.json().data.id)).statusCode).toBe(200);
      for (const k of keys) expect(await stored(k), k).toBeNull();
      expect((await app.inject({ url: `/api/v2/media/${key}` })).statusCode).toBe(404);
    });

    it('stores a video as one object and serves the ranges a player asks for', async () => {
      const video = mp4({ payload: 400_000 });
      const res = await create([['video', file('v.mp4', 'video/mp4', video)]]);
      expect(res.statusCode, res.body).toBe(200);
      const key = (res.json().data.media[0].url as string).split('/').pop()!;
      expect(await stored(key)).toEqual(video);
      const part = await app.inject({
        url: `/api/v2/media/${key}`,
        headers: { range: 'bytes=200000-200999' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-type']).toBe('video/mp4');
      expect(part.headers['content-range']).toBe(`bytes 200000-200999/${video.length}`);
      expect(part.rawPayload).toEqual(video.subarray(200_000, 201_000));
      await remove(res.json().data.id);
      expect(await stored(key)).toBeNull();
    });

    it('sweeps the objects no row names, once they are older than the grace period', async () => {
      const orphan = newKey('jpg');
      const young = newKey('mp4');
      for (const k of [orphan, variantKey(orphan, 160), previewKey(orphan), young]) {
        await blobs.put(k, Buffer.from('x'));
      }
      const kept = await create([['images', file('k.jpg', 'image/jpeg', await photo(300, 200))]]);
      const keptKey = (kept.json().data.media[0].url as string).split('/').pop()!;

      // Everything is younger than the grace period: an upload whose row has not committed yet.
      expect(await sweepOrphans(app.db, blobs)).toEqual([]);
      // Later: the unnamed ones go, a picture's sizes with it; the named ones and their sizes stay.
      const later = Date.now() + SWEEP_GRACE_MS + 60_000;
      const removed = await sweepOrphans(app.db, blobs, { now: later });
      expect(removed.sort()).toEqual(
        [orphan, variantKey(orphan, 160), previewKey(orphan), young].sort(),
      );
      for (const k of removed) expect(await stored(k)).toBeNull();
      for (const k of [keptKey, ...sizeKeys(keptKey, 300)])
        expect(await stored(k), k).not.toBeNull();
      await remove(kept.json().data.id);
    });

    it('counts what the storage holds against the upload quota, and refuses past it', async () => {
      const ids: string[] = [];
      let refused = null;
      for (let i = 0; i < 6 && !refused; i++) {
        const res = await create([['images', file('n.png', 'image/png', await noise(600))]]);
        if (res.statusCode === 200) ids.push(res.json().data.id);
        else refused = res;
      }
      expect(ids.length).toBeGreaterThan(0);
      expect(refused?.statusCode).toBe(413);
      expect(refused?.json()).toEqual({ ok: false, error: 'Storage quota reached' });
      // The bytes the quota counts are the bytes of the objects: the picture and each of its sizes.
      const rows = await app.db
        .select()
        .from(productMedia)
        .where(eq(productMedia.storeId, m.storeId));
      let objectBytes = 0;
      for (const row of rows) {
        for (const k of [row.key, ...sizeKeys(row.key, row.width!)]) {
          objectBytes += (await blobs.stat(k))!.size;
        }
      }
      expect(rows.reduce((n, r) => n + r.bytes, 0)).toBe(objectBytes);
      expect(objectBytes).toBeLessThanOrEqual(3 * 1024 * 1024 + 2 * 1024 * 1024); // one past the line at most
      for (const id of ids) await remove(id);
    });

    it('makes the sizes of a picture stored before sizes existed on their first request', async () => {
      const key = newKey('jpg');
      await blobs.put(key, await photo(700, 350));
      const [product] = await app.db
        .insert(products)
        .values({ storeId: m.storeId, name: 'Viejo', slug: `viejo-${key.slice(0, 6)}` })
        .returning();
      await app.db.insert(productMedia).values({
        storeId: m.storeId,
        productId: product!.id,
        key,
        kind: 'image',
        position: 0,
        bytes: 1,
      });
      expect(await stored(variantKey(key, 320))).toBeNull();
      const got = await app.inject({ url: `/api/v2/media/${variantKey(key, 320)}` });
      expect(got.statusCode).toBe(200);
      expect((await sharp(got.rawPayload).metadata()).width).toBe(320);
      for (const k of sizeKeys(key, 700)) expect(await stored(k), k).not.toBeNull();
      expect((await app.inject({ url: `/api/v2/media/${variantKey(key, 800)}` })).statusCode).toBe(
        404,
      );
      await remove(product!.id);
    });
  },
);

describe('two servers sharing one bucket', () => {
  const apps: FastifyInstance[] = [];
  const databases: TestDatabase[] = [];
  let s3: TestS3;

  beforeAll(async () => {
    s3 = await startS3();
    // Each with its own data folder and database: nothing but the bucket is shared.
    for (let i = 0; i < 2; i++) {
      const database = await freshDatabase('pglite');
      databases.push(database);
      const config = loadConfig({
        DATA_DIR: database.dataDir,
        PANEL_DIST: '/nonexistent',
        ...s3.env,
      });
      apps.push(await buildApp(config, { logger: false, mediaMaintenance: false }));
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await s3?.close();
    for (const database of databases) await database.cleanup();
  });

  it('serves through one the picture and sizes uploaded through the other, and forgets them together', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const m = await createMerchant(a.db);
    const body = multipartBody([
      ['name', 'Compartido'],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '1'],
      ['images', file('a.jpg', 'image/jpeg', await photo(400, 300))],
    ]);
    const res = await a.inject({
      method: 'POST',
      url: '/api/v2/products/create',
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = (res.json().data.media[0].url as string).split('/').pop()!;
    for (const k of [key, ...sizeKeys(key, 400)]) {
      const fromA = await a.inject({ url: `/api/v2/media/${k}` });
      const fromB = await b.inject({ url: `/api/v2/media/${k}` });
      expect(fromB.statusCode, k).toBe(200);
      expect(fromB.rawPayload).toEqual(fromA.rawPayload);
      expect(fromB.headers['content-type']).toBe(fromA.headers['content-type']);
      expect(fromB.headers['cache-control']).toBe(IMMUTABLE);
      const part = await b.inject({ url: `/api/v2/media/${k}`, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload).toEqual(fromA.rawPayload.subarray(0, 100));
    }
    await a.inject({
      method: 'DELETE',
      url: `/api/v2/products/delete/${res.json().data.id}`,
      headers: m.headers,
    });
    expect((await b.inject({ url: `/api/v2/media/${key}` })).statusCode).toBe(404);
  });
});

describe('MEDIA_PUBLIC_URL: a CDN in front of the bucket', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let s3: TestS3;

  beforeAll(async () => {
    s3 = await startS3();
    database = await freshDatabase('pglite');
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      PANEL_DIST: '/nonexistent',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/',
      ...s3.env,
    });
    app = await buildApp(config, { logger: false, mediaMaintenance: false });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await s3?.close();
    await database?.cleanup();
  });

  it('redirects a stored object there for good, and a missing one is still a 404', async () => {
    const key = newKey('jpg');
    await app.media.blobs.put(key, await photo(200, 100));
    const got = await app.inject({ url: `/api/v2/media/${key}` });
    expect(got.statusCode).toBe(301);
    expect(got.headers.location).toBe(`https://cdn.example.com/media/${key}`);
    expect(got.headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: `/api/v2/media/${newKey('jpg')}` })).statusCode).toBe(404);
  });
});

describe('media storage settings', () => {
  it('chooses S3 by S3_BUCKET and reads the other S3 variables', () => {
    const config = loadConfig({
      S3_BUCKET: 'panel-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'sa-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/',
    });
    expect(config.media).toEqual({
      s3: {
        bucket: 'panel-media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'sa-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      publicUrl: 'https://cdn.example.com',
    });
    expect(loadConfig({}).media).toEqual({ s3: null, publicUrl: null });
    // Pages may load media from the CDN the media route redirects to (a redirect is checked by CSP too).
    expect(mediaOrigins(config)).toBe('http://localhost:3000 https://cdn.example.com');
    expect(mediaOrigins(loadConfig({}))).toBe('http://localhost:3000');
    const panel = panelCsp(config, []);
    expect(panel).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(panel).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com/);
    expect(storeCsp(mediaOrigins(config))).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(loadConfig({ S3_BUCKET: 'b-1' }).media.s3).toMatchObject({
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: null,
      forcePathStyle: false,
    });
  });

  it('refuses S3 variables without a bucket, half a key pair and a bad bucket name', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
    };
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ENDPOINT is set but S3_BUCKET is not',
    ]);
    expect(problems({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })[0]).toMatch(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(problems({ S3_BUCKET: 'Bad_Bucket' })[0]).toMatch(/^S3_BUCKET=/);
    expect(problems({ S3_BUCKET: 'b-1', MEDIA_PUBLIC_URL: 'ftp://x' })[0]).toMatch(
      /^MEDIA_PUBLIC_URL=/,
    );
  });
});

describe('two server processes sharing one bucket', () => {
  const servers: ServerProcess[] = [];
  let s3: TestS3;

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await s3?.close();
  });

  it('reads through one process the picture uploaded through the other', async () => {
    s3 = await startS3();
    // Each its own data folder and database: only the bucket is shared.
    const envA = { DATA_DIR: tempDir(), ...s3.env };
    const envB = { DATA_DIR: tempDir(), ...s3.env };
    const m = await merchantIn(envA);
    servers.push(await startServer(envA), await startServer(envB));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const picture = await photo(500, 400);
    const made = await call(
      a,
      m,
      'POST',
      '/products/create',
      productForm('Compartido', [{ name: 'a.jpg', data: picture }]),
    );
    expect(made.status).toBe(200);
    const media = (made.body as unknown as { data: { media: { url: string }[] } }).data.media;
    const key = media[0]!.url.split('/').pop()!;
    for (const k of [key, ...sizeKeys(key, 500)]) {
      const [fromA, fromB] = await Promise.all(
        [a, b].map((s) => fetch(`${s.url}/api/v2/media/${k}`)),
      );
      expect(fromB!.status, k).toBe(200);
      expect(fromB!.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(fromB!.headers.get('content-type')).toBe(fromA!.headers.get('content-type'));
      expect(Buffer.from(await fromB!.arrayBuffer())).toEqual(
        Buffer.from(await fromA!.arrayBuffer()),
      );
    }
    // Neither process keeps the picture on its own disk.
    for (const env of [envA, envB]) {
      const uploads = path.join(env.DATA_DIR, 'uploads');
      expect(readdirSync(uploads).filter((f) => f !== '.incoming')).toEqual([]);
    }
  }, 120_000);
});

describe('an unreachable bucket', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let s3: TestS3;

  beforeAll(async () => {
    s3 = await startS3();
    database = await freshDatabase('pglite');
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      PANEL_DIST: '/nonexistent',
      ...s3.env,
    });
    app = await buildApp(config, { logger: false, mediaMaintenance: false });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  // Before the storage's failures were told apart from the picture's, the upload answered 415 'Unsupported
  // file type' (seen once).
  it('answers 503 with Retry-After to reads and uploads, as an unreachable database does', async () => {
    const m = await createMerchant(app.db);
    const key = newKey('jpg');
    await app.media.blobs.put(key, await photo(200, 100));
    await s3.close();
    const read = await app.inject({ url: `/api/v2/media/${key}` });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ ok: false, error: 'Service unavailable' });
    expect(read.headers['retry-after']).toBeDefined();
    const body = multipartBody([
      ['name', 'Sin bucket'],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '1'],
      ['images', file('a.jpg', 'image/jpeg', await photo(300, 200))],
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v2/products/create',
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
    expect(upload.statusCode).toBe(503);
    expect(await app.db.select().from(products)).toEqual([]);
    expect(readdirSync(path.join(app.config.uploadsDir, '.incoming'))).toEqual([]);
  });
});
