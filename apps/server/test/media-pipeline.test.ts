// Uploads through the request pipeline: nothing of a multipart body is read before the session and the
// quota are checked, per-field caps, the server's timeouts, pictures re-encoded without metadata and
// stored with their sizes (made once for pictures stored before), and the sweep of files no row names.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, utimesSync, watch, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PICTURE_MESSAGES } from '@panel/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { productMedia, products, stores } from '../src/db/schema.js';
import { backfillPictures } from '../src/uploads/backfill.js';
import { sweepOrphans } from '../src/uploads/sweep.js';
import { pictureUrls, previewKey, variantKey } from '../src/uploads/variants.js';
import { file, mp4, png, pngTextChunk } from './fixtures/media.js';
import {
  backends,
  createMerchant,
  freshDatabase,
  multipartBody,
  PANEL_HEADERS,
  type Merchant,
  type MultipartPart,
  type TestDatabase,
} from './helpers.js';

const MB = 1024 * 1024;

/** A real photo-like JPEG of `width`×`height` with EXIF (a GPS-like note and a copyright). */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-owner', ImageDescription: 'GPS -34.6,-58.4' } })
    .toBuffer();
}

/** A PNG whose header claims `size`×`size` pixels (the data is a few bytes): a decompression bomb. */
function bomb(size: number): Buffer {
  const bytes = Buffer.from(png());
  // IHDR's data starts at 16 (width, height) and its CRC follows at 29.
  bytes.writeUInt32BE(size, 16);
  bytes.writeUInt32BE(size, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('variants module', () => {
  it('gives src, srcSet, size and the preview of a picture from its key and size', () => {
    expect(pictureUrls('abc.jpg', 800, 600)).toEqual({
      src: '/api/v2/media/abc.w640.webp',
      srcSet:
        '/api/v2/media/abc.w160.webp 160w, /api/v2/media/abc.w320.webp 320w, /api/v2/media/abc.w480.webp 480w, ' +
        '/api/v2/media/abc.w640.webp 640w, ' +
        '/api/v2/media/abc.w800.webp 800w',
      width: 640,
      height: 480,
      previewJpeg: '/api/v2/media/abc.og.jpg',
      previewWidth: 800,
      previewHeight: 600,
    });
    // Small pictures are never upscaled; the preview is at least 300 px wide, within 4:1.
    expect(pictureUrls('s.png', 100, 50)).toMatchObject({
      src: '/api/v2/media/s.w160.webp',
      srcSet: '/api/v2/media/s.w160.webp 100w',
      width: 100,
      height: 50,
      previewWidth: 300,
      previewHeight: 150,
    });
    expect(pictureUrls('p.jpg', 4000, 500)).toMatchObject({
      previewWidth: 1200,
      previewHeight: 300,
    });
    expect(pictureUrls('t.jpg', 500, 5000)).toMatchObject({
      previewWidth: 300,
      previewHeight: 1200,
    });
  });
});

describe.each(backends)('upload pipeline (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let config: Config;
  let m: Merchant;
  let incoming: string;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      UPLOAD_QUOTA_MB: '8',
      PANEL_DIST: '/nonexistent',
    });
    incoming = path.join(config.uploadsDir, '.incoming');
    app = await buildApp(config, { logger: false, mediaMaintenance: false });
    m = await createMerchant(app.db);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const form: MultipartPart[] = [
    ['name', 'Producto'],
    ['type', 'product'],
    ['status', 'published'],
    ['price', '1'],
  ];
  const create = (files: MultipartPart[], headers: Record<string, string> = m.headers) => {
    const body = multipartBody([...form, ...files]);
    return app.inject({
      method: 'POST',
      url: '/api/v2/products/create',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const remove = (id: string) =>
    app.inject({ method: 'DELETE', url: `/api/v2/products/delete/${id}`, headers: m.headers });

  describe('before the body is read', () => {
    it('refuses an anonymous multipart with 401 without writing any file', async () => {
      const res = await create(
        [['video', file('v.mp4', 'video/mp4', mp4({ payload: 2 * MB }))]],
        PANEL_HEADERS,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, error: 'Not authenticated' });
      expect(res.headers.connection).toBe('close');
      expect(readdirSync(incoming)).toEqual([]);
    });

    it('refuses a multipart body on every route that takes none, before reading or writing it', async () => {
      const probes: Array<[string, { method: 'POST' | 'DELETE'; url: string; host?: string }]> = [
        ['an API call taking JSON', { method: 'POST', url: '/api/v2/auth/login' }],
        ['a bodiless API call', { method: 'POST', url: '/api/v2/auth/logout' }],
        ['a bodiless API call (DELETE)', { method: 'DELETE', url: `/api/v2/products/delete/x` }],
        ['an unknown API path', { method: 'POST', url: '/api/v2/nope' }],
        ['an unknown path', { method: 'POST', url: '/nope' }],
        ['a store page form', { method: 'POST', url: '/carrito', host: 'tienda.localhost:3000' }],
      ];
      // Files written under .incoming are deleted once the answer is sent: watch the folder instead.
      const written: string[] = [];
      const watcher = watch(incoming, (_event, name) => written.push(String(name)));
      try {
        for (const [name, { method, url, host }] of probes) {
          const body = multipartBody([
            ['email', 'ana@example.com'],
            ['images', file('a.png', 'image/png', png())],
          ]);
          const res = await app.inject({
            method,
            url,
            payload: body.payload,
            headers: {
              ...m.headers,
              ...body.headers,
              ...(host ? { host, origin: `http://${host}` } : {}),
            },
          });
          expect([res.statusCode, res.headers.connection], name).toEqual([415, 'close']);
          expect(res.json().error, name).toMatch(/^Unsupported media type/);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        watcher.close();
      }
      expect(written).toEqual([]);
      expect(readdirSync(incoming)).toEqual([]);
    });

    it('refuses a declared length over what a form may carry with 413', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/products/create',
        headers: {
          ...m.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * MB),
        },
        payload: '--x--\r\n',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatch(/^File too large: request body over/);
    });

    it('stops an anonymous 50 MB upload over HTTP after a few kilobytes, and writes nothing', async () => {
      let serverRead = 0;
      const onConnection = (socket: Socket) =>
        socket.on('close', () => (serverRead += socket.bytesRead));
      app.server.on('connection', onConnection);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const size = 50 * MB;
      const result = await new Promise<{ status: number; clientSent: number }>((resolve) => {
        let sent = 0;
        const req = http.request({
          port,
          method: 'POST',
          path: '/api/v2/products/create',
          headers: {
            ...PANEL_HEADERS,
            'content-type': 'multipart/form-data; boundary=b',
            'content-length': size,
          },
        });
        req.on('error', () => undefined);
        req.on('response', (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, clientSent: sent });
          req.destroy();
        });
        const chunk = Buffer.alloc(64 * 1024, 0x41);
        const head = Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\n' +
            'Content-Type: video/mp4\r\n\r\n',
        );
        req.write(head);
        const pump = () => {
          while (sent < size && !req.destroyed) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
        };
        pump();
      });
      await new Promise((r) => setTimeout(r, 200));
      app.server.off('connection', onConnection);
      expect(result.status).toBe(401);
      // What the kernel's socket buffers took is not what the server read.
      expect(serverRead).toBeLessThan(2 * MB);
      expect(readdirSync(incoming)).toEqual([]);
    });
  });

  it('sets request, connection and keep-alive timeouts on the server', () => {
    expect(app.server.requestTimeout).toBe(120_000);
    expect(app.server.timeout).toBe(30_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
    expect(app.server.maxRequestsPerSocket).toBe(1000);
  });

  it('caps each file by its field: pictures 5 MB, the video 50 MB', async () => {
    const big = png({ padTo: 5 * MB + 10 });
    const res = await create([['images', file('a.png', 'image/png', big)]]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'File too large: body/images over 5 MB' });
    const video = await create([['video', file('v.mp4', 'video/mp4', mp4({ payload: 6 * MB }))]]);
    expect(video.statusCode, video.body).toBe(200);
    await remove(video.json().data.id);
    expect(readdirSync(incoming)).toEqual([]);
  });

  it('refuses pixel bombs with 413 before decoding them', async () => {
    const res = await create([['images', file('b.png', 'image/png', bomb(20_000))]]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(PICTURE_MESSAGES.side);
    const square = await create([['images', file('c.png', 'image/png', bomb(8_000))]]);
    expect(square.statusCode).toBe(413);
    expect(square.json().error).toBe(PICTURE_MESSAGES.megapixels);
  });

  it('re-encodes pictures without EXIF or text chunks and stores their sizes', async () => {
    const jpeg = await photo(800, 600);
    expect(jpeg.includes('secret-exif-owner')).toBe(true);
    const tagged = png({ size: 400, extra: [pngTextChunk('GPS secret-location')] });
    const res = await create([
      ['images', file('a.jpg', 'image/jpeg', jpeg)],
      ['images', file('b.png', 'image/png', tagged)],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json().data.media as { url: string }[];
    const keyA = a!.url.split('/').pop()!;
    const keyB = b!.url.split('/').pop()!;
    const stored = (key: string) => readFileSync(path.join(config.uploadsDir, key));
    expect(stored(keyA).includes('secret-exif-owner')).toBe(false);
    expect((await sharp(stored(keyA)).metadata()).exif).toBeUndefined();
    expect(stored(keyB).includes('secret-location')).toBe(false);

    const rows = await app.db
      .select()
      .from(productMedia)
      .where(eq(productMedia.productId, res.json().data.id));
    expect(rows.map((r) => [r.width, r.height])).toEqual([
      [800, 600],
      [400, 400],
    ]);
    expect(rows.every((r) => r.bytes > 0)).toBe(true);

    // 800 px wide: 160, 320, 480, 640 and 800, never an upscaled 1280.
    for (const width of [160, 320, 480, 640, 800] as const) {
      const got = await app.inject({ url: `/api/v2/media/${variantKey(keyA, width)}` });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(got.rawPayload).metadata()).width).toBe(width);
    }
    expect(readdirSync(config.uploadsDir)).not.toContain(variantKey(keyA, 1280));

    const preview = await app.inject({ url: `/api/v2/media/${previewKey(keyA)}` });
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(300);
    expect(meta.width! / meta.height!).toBeLessThanOrEqual(4);
    expect(preview.rawPayload.length).toBeLessThan(300 * 1024);

    // The product list carries the small size for its thumbnails.
    const list = await app.inject({
      url: '/api/v2/products?offset=0&limit=10',
      headers: m.headers,
    });
    const [item] = list.json().data.products as { thumbnail: string | null }[];
    expect(item?.thumbnail).toBe(`/api/v2/media/${variantKey(keyA, 160)}`);

    await remove(res.json().data.id);
    expect(readdirSync(config.uploadsDir).filter((f) => f.startsWith(keyA.split('.')[0]!))).toEqual(
      [],
    );
  });

  it('makes the sizes of pictures stored before sizes existed, once', async () => {
    const key = `${randomBytes(18).toString('base64url')}.jpg`;
    writeFileSync(path.join(config.uploadsDir, key), await photo(700, 350));
    const [product] = await app.db
      .insert(products)
      .values({ storeId: m.storeId, name: 'Viejo', slug: `viejo-${key.slice(0, 6)}` })
      .returning();
    await app.db
      .insert(productMedia)
      .values({ productId: product!.id, storeId: m.storeId, key, kind: 'image' });

    // On first request of a size…
    const first = await app.inject({ url: `/api/v2/media/${variantKey(key, 320)}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    // …and by the backfill, which records the size in the database and moves the store's version (its
    // pages, cached by version, then carry the sizes).
    const versionOf = async () =>
      (await app.db.select({ v: stores.version }).from(stores).where(eq(stores.id, m.storeId)))[0]!
        .v;
    const before = await versionOf();
    expect(await backfillPictures(app)).toBe(1);
    const [row] = await app.db.select().from(productMedia).where(eq(productMedia.key, key));
    expect([row?.width, row?.height]).toEqual([700, 350]);
    expect(await versionOf()).toBeGreaterThan(before);
    expect(await backfillPictures(app)).toBe(0);
    await remove(product!.id);
  });

  it('refuses uploads past the store quota with 413, before reading once at the quota', async () => {
    // Noise does not compress: each upload takes over 4 MB with its sizes, the quota is 8 MB.
    const noise = () =>
      sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    const ids: string[] = [];
    let refused = null;
    for (let i = 0; i < 6 && !refused; i++) {
      const res = await create([['images', file('n.png', 'image/png', await noise())]]);
      if (res.statusCode === 200) ids.push(res.json().data.id);
      else refused = res;
    }
    expect(refused?.statusCode).toBe(413);
    expect(refused?.json()).toEqual({ ok: false, error: 'Storage quota reached' });
    // At the quota, the next form is refused before its body is read.
    const [first] = ids;
    await app.db
      .update(productMedia)
      .set({ bytes: 8 * MB })
      .where(eq(productMedia.productId, first!));
    const early = await create([['images', file('n.png', 'image/png', png())]]);
    expect(early.statusCode).toBe(413);
    expect(early.json()).toEqual({ ok: false, error: 'Storage quota reached' });
    expect(early.headers.connection).toBe('close');
    expect(readdirSync(incoming)).toEqual([]);
    for (const id of ids) await remove(id);
  });

  it('fsyncs every stored file (and the folder) before the row that names it is written', async () => {
    const handle = await open(path.join(config.uploadsDir, '.probe'), 'w');
    const prototype = Object.getPrototypeOf(handle) as { sync: () => Promise<void> };
    await handle.close();
    const events: string[] = [];
    const originalSync = prototype.sync;
    const sync = vi.spyOn(prototype, 'sync').mockImplementation(function (this: unknown) {
      events.push('sync');
      return originalSync.call(this);
    });
    const originalTransaction = app.db.transaction.bind(app.db);
    const transaction = vi
      .spyOn(app.db, 'transaction')
      .mockImplementation((...args: Parameters<typeof app.db.transaction>) => {
        events.push('transaction');
        return originalTransaction(...args);
      });
    try {
      const res = await create([
        ['images', file('a.png', 'image/png', png({ size: 200 }))],
        ['video', file('v.mp4', 'video/mp4', mp4({ payload: 1000 }))],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      // The picture, its 160 px size and its preview, the video, the folder (and the incoming copies).
      expect(events.filter((e) => e === 'sync').length).toBeGreaterThanOrEqual(5);
      expect(events.lastIndexOf('sync')).toBeLessThan(events.indexOf('transaction'));
      await remove(res.json().data.id);
    } finally {
      sync.mockRestore();
      transaction.mockRestore();
    }
  });

  it('sweeps files no row names once they are older than the grace period', async () => {
    const orphan = `${randomBytes(18).toString('base64url')}.jpg`;
    const young = `${randomBytes(18).toString('base64url')}.mp4`;
    for (const name of [orphan, variantKey(orphan, 160), young]) {
      writeFileSync(path.join(config.uploadsDir, name), 'x');
    }
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(config.uploadsDir, orphan), old, old);
    utimesSync(path.join(config.uploadsDir, variantKey(orphan, 160)), old, old);
    const kept = await create([['images', file('k.png', 'image/png', png({ size: 200 }))]]);
    const keptKey = (kept.json().data.media[0].url as string).split('/').pop()!;
    for (const name of readdirSync(config.uploadsDir)) {
      if (name.startsWith(keptKey.split('.')[0]!)) {
        utimesSync(path.join(config.uploadsDir, name), old, old);
      }
    }

    const removed = await sweepOrphans(app.db, config.uploadsDir);
    expect(removed.sort()).toEqual([orphan, variantKey(orphan, 160)].sort());
    const left = readdirSync(config.uploadsDir);
    expect(left).toContain(young);
    expect(left).toContain(keptKey);
    expect(left).toContain(variantKey(keptKey, 160));
    await remove(kept.json().data.id);
  });
});
