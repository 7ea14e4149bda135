// The disk full under DATA_DIR while uploading, on real processes: DATA_DIR is a small tmpfs of its own (as
// root: `mount -t tmpfs`), filled until an upload no longer fits, once while the file arrives and once
// while its sizes are made. Each is refused with 507 `Insufficient storage`, leaves no file behind and
// creates no product; once space is freed, the same upload works. On PGlite the database lives on that full
// disk too (the default layout: everything under DATA_DIR); on PostgreSQL only the uploads do.
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  filesIn,
  freshDatabase,
  tempDir,
  type Merchant,
  type TestDatabase,
} from './helpers.js';
import {
  call,
  merchantIn,
  productForm,
  productNames,
  startServer,
  type ServerProcess,
} from './process-helpers.js';

const isRoot = process.getuid?.() === 0;
if (!isRoot) console.warn('disk-full test skipped: mounting a tmpfs needs root');

const MB = 1024 * 1024;

/** Bytes free for an unprivileged writer on the filesystem of `dir`. */
const freeBytes = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** Fills the filesystem of `dir` until about `leave` bytes are free; returns the filler's path. */
function fillUntil(dir: string, leave: number): string {
  const filler = path.join(dir, 'filler');
  const fd = openSync(filler, 'a');
  try {
    const chunk = Buffer.alloc(256 * 1024);
    for (let gap = freeBytes(dir) - leave; gap > 0; gap = freeBytes(dir) - leave) {
      writeSync(fd, chunk, 0, Math.min(chunk.length, gap));
    }
  } finally {
    closeSync(fd);
  }
  return filler;
}

describe.skipIf(!isRoot).each(backends)('the disk full while uploading (%s)', (backend) => {
  let database: TestDatabase;
  let mount: string;
  let server: ServerProcess;
  let merchant: Merchant;
  let picture: Buffer;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    mount = tempDir('panel-full-');
    // PGlite's data (about 40 MB) and a few pictures.
    execFileSync('mount', [
      '-t',
      'tmpfs',
      '-o',
      `size=${backend === 'pglite' ? 96 : 32}m`,
      'tmpfs',
      mount,
    ]);
    const env = {
      DATA_DIR: mount,
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
    };
    merchant = await merchantIn(env);
    server = await startServer(env);
    // Noise: a PNG that no encoding makes smaller (about 3 MB, under the 5 MB cap of a picture).
    const side = 1000;
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
    picture = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  }, 240_000);

  afterAll(async () => {
    await server?.kill();
    if (mount) {
      execFileSync('umount', [mount]);
      rmSync(mount, { recursive: true, force: true });
    }
    await database?.cleanup();
  });

  const create = (name: string) =>
    call(
      server,
      merchant,
      'POST',
      '/products/create',
      productForm(name, [{ name: 'ruido.png', data: picture }]),
    );

  it.each([
    // The file does not fit while it arrives.
    ['arriving', 1 * MB],
    // The file fits, its re-encoded copy and sizes do not.
    ['stored', 1.5 * 3 * MB],
  ] as const)(
    'refuses an upload that does not fit while %s with 507, leaving no file and no product',
    async (stage, leave) => {
      const uploads = path.join(mount, 'uploads');
      const filesBefore = filesIn(uploads).sort();
      const countBefore = await call(server, merchant, 'GET', '/products/count');
      const filler = fillUntil(mount, leave);
      try {
        const refused = await create(`lleno-${stage}`);
        expect(refused.status).toBe(507);
        expect(refused.body).toEqual({ ok: false, error: 'Insufficient storage' });
        expect(filesIn(uploads).sort()).toEqual(filesBefore);
        // The database is unharmed, even with its disk full: reads and a write without files work.
        expect(await call(server, merchant, 'GET', '/products/count')).toMatchObject({
          status: 200,
          body: countBefore.body,
        });
        expect((await productNames(server, merchant)).has(`lleno-${stage}`)).toBe(false);
        const plain = await call(
          server,
          merchant,
          'POST',
          '/products/create',
          productForm(`sin-fotos-${stage}`),
        );
        expect(plain.status).toBe(200);
      } finally {
        rmSync(filler);
      }
      // Space freed: the same upload is stored, with its sizes.
      const stored = await create(`espacio-${stage}`);
      expect(stored.status).toBe(200);
      expect(filesIn(uploads).length).toBeGreaterThan(filesBefore.length);
      expect((await productNames(server, merchant)).has(`espacio-${stage}`)).toBe(true);
      console.info(
        `disk full (${backend}, ${stage}): ${JSON.stringify({ pictureBytes: picture.length, freeBytes: leave })}`,
      );
    },
    120_000,
  );
});
