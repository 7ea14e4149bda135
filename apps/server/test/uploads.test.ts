// Uploads: the type is read from the bytes (never the name or the declared type), size and count caps,
// nothing left on disk by a refused request, and GET /media/{key}.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { products, stores, users } from '../src/db/schema.js';
import {
  file,
  HTML,
  jpeg,
  mp4,
  png,
  PNG_HTML_POLYGLOT,
  pngTextChunk,
  SVG,
} from './fixtures/media.js';
import {
  backends,
  createMerchant,
  filesIn,
  freshDatabase,
  multipartBody,
  type Merchant,
  type MultipartPart,
  type TestDatabase,
} from './helpers.js';

const MB = 1024 * 1024;
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);

/** Files whose bytes are not what the field accepts, whatever their name and declared type say. */
const BAD_IMAGES: [string, Buffer][] = [
  ['SVG named .png', SVG],
  ['HTML named .png', HTML],
  ['PNG signature followed by HTML (polyglot)', PNG_HTML_POLYGLOT],
  [
    'valid PNG with a <script> in a text chunk (polyglot)',
    png({ extra: [pngTextChunk('<script>alert(1)</script>')] }),
  ],
  [
    'valid PNG with HTML after IEND (polyglot)',
    Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script>')]),
  ],
  [
    'valid JPEG with HTML in a comment (polyglot)',
    jpeg({ comment: '<!DOCTYPE html><script>alert(1)</script>' }),
  ],
  ['valid JPEG with a script after EOI (polyglot)', jpeg({ trailer: '<svg onload=alert(1)>' })],
  ['truncated PNG', png().subarray(0, 40)],
  ['GIF', GIF],
  ['MP4 as an image', mp4()],
  ['empty file', Buffer.alloc(0)],
];
const BAD_VIDEOS: [string, Buffer][] = [
  ['PNG as the video', png()],
  ['HEIC image (ftyp heic)', mp4({ brand: 'heic' })],
  ['QuickTime (ftyp qt)', mp4({ brand: 'qt  ' })],
  ['ftyp header followed by HTML', Buffer.concat([mp4().subarray(0, 32), HTML])],
  ['HTML named .mp4', HTML],
];

describe.each(backends)('uploads (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let uploadsDir: string;
  let incoming: string;
  let m: Merchant;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const config = loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
    uploadsDir = config.uploadsDir;
    incoming = path.join(uploadsDir, '.incoming');
    app = await buildApp(config, { logger: false });
    m = await createMerchant(app.db);
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const stored = () => filesIn(uploadsDir).filter((f) => !f.startsWith('.incoming'));

  /** The request's temporary files are gone as soon as the refusal is answered. */
  function expectNoIncoming() {
    expect(readdirSync(incoming)).toEqual([]);
  }

  const send = (method: 'POST' | 'PUT', url: string, parts: MultipartPart[]) => {
    const body = multipartBody(parts);
    return app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
  };
  const form: MultipartPart[] = [
    ['name', 'Producto'],
    ['type', 'product'],
    ['status', 'published'],
    ['price', '1'],
  ];
  const createWith = (files: MultipartPart[]) =>
    send('POST', '/api/v2/products/create', [...form, ...files]);

  /** A refused create: status and error, no product, no stored file, no temporary file. */
  async function expectRefused(files: MultipartPart[], status: number, error: string | RegExp) {
    const before = stored();
    const res = await createWith(files);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().ok).toBe(false);
    expect(res.json().error).toMatch(error);
    expect(await app.db.select().from(products).where(eq(products.storeId, m.storeId))).toEqual([]);
    expect(stored()).toEqual(before);
    expectNoIncoming();
  }

  it.each(BAD_IMAGES)('refuses %s as an image with 415, leaving no file', async (_name, data) => {
    for (const [filename, type] of [
      ['photo.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
    ]) {
      await expectRefused(
        [['images', file(filename ?? '', type ?? '', data)]],
        415,
        /^Unsupported file type$/,
      );
    }
  });

  it.each(BAD_VIDEOS)('refuses %s as the video with 415', async (_name, data) => {
    await expectRefused(
      [['video', file('clip.mp4', 'video/mp4', data)]],
      415,
      /^Unsupported file type$/,
    );
  });

  it('refuses a whole request when one of its files is bad, keeping none of the good ones', async () => {
    await expectRefused(
      [
        ['images', file('ok1.png', 'image/png', png())],
        ['images', file('ok2.jpg', 'image/jpeg', jpeg())],
        ['images', file('evil.png', 'image/png', SVG)],
        ['video', file('ok.mp4', 'video/mp4', mp4())],
      ],
      415,
      'Unsupported file type',
    );
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = png({ padTo: 5 * MB + 1024 });
    expect(big.length).toBeGreaterThan(5 * MB);
    await expectRefused(
      [['images', file('big.png', 'image/png', big)]],
      413,
      /^File too large: body\/images over 5 MB$/,
    );
    // Just under the cap is fine.
    const ok = await createWith([
      ['images', file('ok.png', 'image/png', png({ padTo: 5 * MB - 1024 }))],
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    await app.inject({
      method: 'DELETE',
      url: `/api/v2/products/delete/${ok.json().data.id}`,
      headers: m.headers,
    });
  });

  it('refuses a video over 50 MB with 413', async () => {
    await expectRefused(
      [['video', file('big.mp4', 'video/mp4', mp4({ payload: 50 * MB + 1 }))]],
      413,
      /^File too large/,
    );
  });

  it('refuses 11 images (400) and 13 files (4xx), leaving no file', async () => {
    const images = (n: number): MultipartPart[] =>
      Array.from({ length: n }, (_, i) => [
        'images',
        file(`${i}.png`, 'image/png', png({ colour: i })),
      ]);
    await expectRefused(images(11), 400, /^Invalid request: body\/images/);
    await expectRefused(
      [
        ...images(11),
        ['video', file('v.mp4', 'video/mp4', mp4())],
        ['videoPoster', file('v.jpg', 'image/jpeg', jpeg())],
      ],
      413,
      /^File too large/,
    );
    await expectRefused(images(13), 413, /^File too large/);
    // 2 videos
    await expectRefused(
      [
        ['video', file('a.mp4', 'video/mp4', mp4())],
        ['video', file('b.mp4', 'video/mp4', mp4())],
      ],
      400,
      /^Invalid request: body\/video/,
    );
  });

  it('refuses files in text fields and text in file fields', async () => {
    await expectRefused(
      [['images', 'not-a-file']],
      400,
      /^Invalid request: body\/images must be a file/,
    );
    const res = await send('POST', '/api/v2/products/create', [
      ['name', file('name.png', 'image/png', png())],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '1'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Invalid request: body\/name must not be a file/);
    expectNoIncoming();
  });

  it('accepts 10 images and a video whatever their names and declared types, by their bytes', async () => {
    const res = await createWith([
      ...Array.from({ length: 9 }, (_, i): MultipartPart => [
        'images',
        file(`${i}.png`, 'image/png', png({ colour: i })),
      ]),
      ['images', file('photo.png', 'application/octet-stream', jpeg())],
      ['video', file('clip.bin', 'text/html', mp4())],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const media = res.json().data.media as { url: string; kind: string }[];
    expect(media).toHaveLength(11);
    expect(media[9]?.url).toMatch(/\.jpg$/);
    expect(media[10]).toMatchObject({ kind: 'video' });
    expect(media[10]?.url).toMatch(/\.mp4$/);
    expectNoIncoming();

    const jpg = await app.inject({ method: 'GET', url: media[9]?.url ?? '' });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    const video = await app.inject({ method: 'GET', url: media[10]?.url ?? '' });
    expect(video.headers['content-type']).toBe('video/mp4');
    await app.inject({
      method: 'DELETE',
      url: `/api/v2/products/delete/${res.json().data.id}`,
      headers: m.headers,
    });
  });

  it('checks profile and store pictures the same way', async () => {
    const account = (picture: Buffer) =>
      send('PUT', '/api/v2/accounts/update', [
        ['name', 'Ana'],
        ['phone', ''],
        ['phoneArea', ''],
        ['picture', file('me.png', 'image/png', picture)],
      ]);
    const store = (picture: Buffer) =>
      send('PUT', '/api/v2/accounts/store/update', [
        ['name', 'Tienda de Ana'],
        ['link', 'tienda-de-ana'],
        ['country', 'US'],
        ['picture', file('logo.png', 'image/png', picture)],
      ]);
    const before = stored();
    for (const call of [account, store]) {
      for (const [data, status] of [
        [SVG, 415],
        [HTML, 415],
        [PNG_HTML_POLYGLOT, 415],
        [mp4(), 415],
        [png({ padTo: 5 * MB + 10 }), 413],
      ] as const) {
        const res = await call(data);
        expect(res.statusCode, res.body).toBe(status);
        expectNoIncoming();
      }
    }
    expect(stored()).toEqual(before);
    const [user] = await app.db.select().from(users).where(eq(users.id, m.userId));
    expect(user?.picture).toBeNull();
    const [row] = await app.db.select().from(stores).where(eq(stores.id, m.storeId));
    expect(row?.picture).toBeNull();
  });

  it('serves media with its type, nosniff, a sandbox and a long immutable cache', async () => {
    const created = await createWith([
      ['images', file('a.png', 'image/png', png())],
      ['video', file('v.mp4', 'video/mp4', mp4({ payload: 1000 }))],
    ]);
    const [image, video] = created.json().data.media as { url: string }[];
    const res = await app.inject({ method: 'GET', url: image?.url ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    // Re-encoded (metadata stripped), still a PNG of the same pixels.
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');

    const etag = res.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: image?.url ?? '',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const whole = mp4({ payload: 1000 });
    const part = await app.inject({
      method: 'GET',
      url: video?.url ?? '',
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const beyond = await app.inject({
      method: 'GET',
      url: video?.url ?? '',
      headers: { range: 'bytes=99999-' },
    });
    expect(beyond.statusCode).toBe(416);

    for (const key of ['nope.png', 'AAAAAAAAAAAAAAAAAAAAAAAA.jpg', 'x.txt', 'noextension']) {
      const missing = await app.inject({ method: 'GET', url: `/api/v2/media/${key}` });
      expect(missing.statusCode, key).toBe(404);
      expect(missing.json()).toEqual({ ok: false, error: 'Not found' });
    }
    for (const key of ['..%2Fpglite', '.incoming', '%2e%2e', 'a.b.c']) {
      const bad = await app.inject({ method: 'GET', url: `/api/v2/media/${key}` });
      expect(bad.statusCode, key).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode, key).toBeLessThan(500);
    }
    await app.inject({
      method: 'DELETE',
      url: `/api/v2/products/delete/${created.json().data.id}`,
      headers: m.headers,
    });
  });
});
