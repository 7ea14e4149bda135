// The store's product pictures: photo-like images (gradients, shapes, sensor noise) drawn on a canvas in
// Debian's Chromium and saved as real JPEG and PNG files, the way a merchant's phone photos and product
// shots reach the upload form. Deterministic (a seeded generator), made once and cached under
// bench/.work/store/pictures-<version>; the server's product-create call then makes its own sizes.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORK } from './data.mjs';

/** Bump when the drawing changes: the cache folder is keyed by it. */
const VERSION = 1;

/** Every sixth picture is a PNG product shot (800 px), the others 1600×1200 JPEG photos. */
export const pictureSpec = (/** @type {number} */ i) =>
  i % 6 === 5
    ? {
        file: `foto-${String(i + 1).padStart(2, '0')}.png`,
        type: 'image/png',
        width: 800,
        height: 800,
      }
    : {
        file: `foto-${String(i + 1).padStart(2, '0')}.jpg`,
        type: 'image/jpeg',
        width: 1600,
        height: 1200,
      };

/**
 * Runs in the page: draws picture `seed` on a canvas and returns it as a data URL.
 * @param {{ seed: number; width: number; height: number; type: string }} o
 */
function draw({ seed, width, height, type }) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const hue = Math.floor(random() * 360);
  const background = ctx.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, `hsl(${hue} 35% 85%)`);
  background.addColorStop(1, `hsl(${(hue + 40) % 360} 30% 55%)`);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  // The "product": a few soft shapes with highlights and shadows.
  for (let i = 0; i < 14; i++) {
    const x = random() * width;
    const y = random() * height;
    const r = (0.05 + random() * 0.3) * Math.min(width, height);
    const g = ctx.createRadialGradient(x - r / 3, y - r / 3, r / 10, x, y, r);
    g.addColorStop(0, `hsla(${(hue + random() * 120) % 360} 70% 75% / 0.9)`);
    g.addColorStop(1, `hsla(${(hue + 180) % 360} 50% 25% / 0.15)`);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  // Sensor noise: what makes a phone photo weigh what it weighs.
  const amplitude = type === 'image/png' ? 3 : 10;
  const image = ctx.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = (random() - 0.5) * amplitude;
    image.data[i] = Math.max(0, Math.min(255, (image.data[i] ?? 0) + n));
    image.data[i + 1] = Math.max(0, Math.min(255, (image.data[i + 1] ?? 0) + n));
    image.data[i + 2] = Math.max(0, Math.min(255, (image.data[i + 2] ?? 0) + n));
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toDataURL(type, 0.88);
}

/**
 * The `count` pictures in their cache folder (drawn first when missing).
 * @param {import('playwright-core').Browser} browser
 * @param {number} count
 * @returns {Promise<{ dir: string; pictures: { file: string; type: string; width: number; height: number; bytes: number }[] }>}
 */
export async function ensurePictures(browser, count) {
  const dir = join(WORK, 'store', `pictures-v${VERSION}-${count}`);
  const specs = Array.from({ length: count }, (_, i) => pictureSpec(i));
  if (!existsSync(dir)) {
    const partial = `${dir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const page = await browser.newPage();
    try {
      for (const [i, spec] of specs.entries()) {
        const url = await page.evaluate(draw, { seed: 1000 + i, ...spec });
        writeFileSync(join(partial, spec.file), Buffer.from(url.split(',')[1] ?? '', 'base64'));
      }
    } finally {
      await page.close();
    }
    renameSync(partial, dir);
  }
  return {
    dir,
    pictures: specs.map((s) => ({ ...s, bytes: readFileSync(join(dir, s.file)).length })),
  };
}
