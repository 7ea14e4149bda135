// The `pictures` part (issue 19), run by lib/picture-bombs-part.mjs:
// `node --import tsx lib/picture-bombs.ts '<json>'`; prints one JSON line. The server of `serverRoot` (this
// checkout, or an older one for the figures before) runs from source as its own process over a fresh
// PGlite; a signed-in merchant is made in its database first. Each picture is sent to
// `POST /products/create` once, in turn: the answer's status and time, and the rise of the server's peak
// memory (VmHWM, reset to the resident size before each upload through /proc/<pid>/clear_refs), and the
// CPU time the server spent meanwhile (all its threads: what the picture cost, whatever the machine's load).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { migrationsDir } from '../../apps/server/src/paths.js';
import { createMerchant } from '../../apps/server/test/helpers.js';
import { withSourceServer } from './server-process.js';

const { serverRoot } = JSON.parse(process.argv[2] ?? '{}') as { serverRoot: string };

/** Noise enlarged: roughly the JPEG entropy of a photo. */
async function photoLike(width: number, height: number) {
  const small = await sharp({
    create: {
      width: Math.ceil(width / 100),
      height: Math.ceil(height / 100),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize({ width, height, fit: 'fill', kernel: 'cubic' });
}

const PICTURES: { name: string; type: string; make: () => Promise<Buffer> }[] = [
  {
    name: 'bomb: PNG 40000×1279, 16-bit RGBA, orientation 6 (409 MB decoded)',
    type: 'image/png',
    make: () =>
      sharp({
        create: {
          width: 40_000,
          height: 1279,
          channels: 4,
          background: { r: 10, g: 20, b: 30, alpha: 1 },
        },
      })
        .toColourspace('rgb16')
        .png({ compressionLevel: 9 })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
  },
  {
    name: 'PNG 6000×6000, 16-bit (216 MB decoded)',
    type: 'image/png',
    make: () =>
      sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#0ac81e' } })
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
  },
  {
    name: 'JPEG 12000×9000 (108 MP, baseline)',
    type: 'image/jpeg',
    make: async () => (await photoLike(12_000, 9000)).jpeg({ quality: 70 }).toBuffer(),
  },
  {
    name: 'progressive JPEG 4000×3000',
    type: 'image/jpeg',
    make: async () =>
      (await photoLike(4000, 3000)).jpeg({ quality: 70, progressive: true }).toBuffer(),
  },
  {
    name: 'progressive JPEG 8000×6000 (48 MP)',
    type: 'image/jpeg',
    make: async () =>
      (await photoLike(8000, 6000)).jpeg({ quality: 70, progressive: true }).toBuffer(),
  },
  {
    name: 'CMYK JPEG 4000×3000',
    type: 'image/jpeg',
    make: async () =>
      (await photoLike(4000, 3000)).toColourspace('cmyk').jpeg({ quality: 70 }).toBuffer(),
  },
];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-pictures-'));
  const database = await openDatabase({
    databaseUrl: null,
    pgliteDir: path.join(dataDir, 'pglite'),
    migrationsDir,
  });
  const merchant = await createMerchant(database.db, { link: 'fotos' });
  await database.close();
  try {
    await withSourceServer({ serverRoot, dataDir }, async (server) => {
      const upload = async (name: string, type: string, data: Buffer) => {
        server.resetPeak();
        const before = server.kb('VmHWM');
        const cpuBefore = server.cpuMs();
        const form = new FormData();
        form.set('name', name.slice(0, 60));
        form.set('type', 'product');
        form.set('status', 'published');
        form.set('price', '10.00');
        form.append('images', new Blob([data], { type }), type === 'image/png' ? 'p.png' : 'p.jpg');
        const started = performance.now();
        let status = 0;
        let error: string | undefined;
        try {
          const res = await fetch(`${server.url}/api/v2/products/create`, {
            method: 'POST',
            headers: merchant.headers,
            body: form,
            signal: AbortSignal.timeout(120_000),
          });
          status = res.status;
          error = ((await res.json()) as { error?: string }).error;
        } catch (err) {
          error = String((err as Error).cause ?? err);
        }
        const ms = performance.now() - started;
        return {
          name,
          bytes: data.length,
          status,
          error,
          ms: Math.round(ms),
          cpuMs: Math.round(server.cpuMs() - cpuBefore),
          peakRiseMb: Math.round((server.kb('VmHWM') - before) / 1024),
        };
      };
      const warmUp = await upload(
        'warm-up',
        'image/jpeg',
        await (await photoLike(1600, 1200)).jpeg().toBuffer(),
      );
      const startRss = server.kb('VmRSS');
      const pictures = [];
      for (const picture of PICTURES) {
        pictures.push(await upload(picture.name, picture.type, await picture.make()));
      }
      console.log(
        JSON.stringify({
          serverRoot,
          warmUp,
          startRssMb: Math.round(startRss / 1024),
          pictures,
          loadAverage: os.loadavg(),
        }),
      );
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
