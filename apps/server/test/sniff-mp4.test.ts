// The MP4 check: buffered reads, a cap on the number of boxes, and the boxes a playable file needs.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sniffFile } from '../src/uploads/sniff.js';
import { mp4 } from './fixtures/media.js';
import { tempDir } from './helpers.js';

const dir = tempDir('panel-sniff-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function box(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data]);
}

const ftyp = mp4().subarray(0, 28);

/** The cap of the check (src/uploads/sniff.ts MP4_MAX_BOXES). */
const MP4_MAX_BOXES = 1000;

async function check(name: string, data: Buffer) {
  const file = path.join(dir, name);
  writeFileSync(file, data);
  return (await sniffFile(file, data.length)) === 'mp4';
}

describe('isMp4', () => {
  it('accepts ftyp, moov with mvhd, and mdat', async () => {
    expect(ftyp.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(await check('ok.mp4', mp4({ payload: 5000 }))).toBe(true);
  });

  it('refuses a file without mvhd in its moov, or without mdat', async () => {
    const noMvhd = Buffer.concat([ftyp, box('moov', box('trak')), box('mdat', Buffer.alloc(10))]);
    expect(await check('no-mvhd.mp4', noMvhd)).toBe(false);
    const noMdat = Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('free')]);
    expect(await check('no-mdat.mp4', noMdat)).toBe(false);
  });

  it(`refuses more than ${MP4_MAX_BOXES} boxes, quickly`, async () => {
    const free = box('free');
    const many = Buffer.alloc(200_000 * 8);
    for (let i = 0; i < 200_000; i++) free.copy(many, i * 8);
    const head = Buffer.concat([
      ftyp,
      box('moov', box('mvhd', Buffer.alloc(100))),
      box('mdat', Buffer.alloc(10)),
    ]);
    const started = performance.now();
    expect(await check('boxes.mp4', Buffer.concat([head, many]))).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(
      await check('fewer.mp4', Buffer.concat([head, many.subarray(0, (MP4_MAX_BOXES - 3) * 8)])),
    ).toBe(true);
  });
});
