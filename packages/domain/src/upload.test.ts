import { describe, expect, it } from 'vitest';
import {
  checkUploadSelection,
  countMedia,
  isAcceptedUploadType,
  mediaLimitRule,
  uploadKind,
} from './upload';

const file = (name: string, type: string) => ({ name, type });
const pngs = (n: number) => Array.from({ length: n }, (_, i) => file(`${i}.png`, 'image/png'));

describe('isAcceptedUploadType', () => {
  it('accepts jpeg, png, jpg, mp4 and mpeg only', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/jpg',
      'video/mp4',
      'video/mpeg',
      'IMAGE/PNG',
    ]) {
      expect(isAcceptedUploadType(type), type).toBe(true);
    }
    for (const type of ['image/svg+xml', 'image/gif', 'video/quicktime', 'application/pdf', '']) {
      expect(isAcceptedUploadType(type), type).toBe(false);
    }
  });
});

describe('uploadKind and countMedia', () => {
  it('tells videos from images and counts each', () => {
    expect(uploadKind('video/mp4')).toBe('video');
    expect(uploadKind('VIDEO/MPEG')).toBe('video');
    expect(uploadKind('image/png')).toBe('image');
    expect(countMedia([{ kind: 'image' }, { kind: 'video' }, { kind: 'image' }])).toEqual({
      images: 2,
      videos: 1,
    });
  });
});

describe('mediaLimitRule', () => {
  it('allows up to 10 images and 1 video', () => {
    expect(mediaLimitRule({ images: 10, videos: 1 })).toBeNull();
    expect(mediaLimitRule({ images: 0, videos: 0 })).toBeNull();
  });

  it('names the limit broken: 11 images, or a second video', () => {
    expect(mediaLimitRule({ images: 11, videos: 0 })).toBe('maxImages');
    expect(mediaLimitRule({ images: 3, videos: 2 })).toBe('maxVideos');
  });
});

describe('checkUploadSelection', () => {
  it('highlights the format rule when no file has an allowed type', () => {
    expect(
      checkUploadSelection([file('a.svg', 'image/svg+xml'), file('b.pdf', 'application/pdf')]),
    ).toEqual({
      ok: false,
      rule: 'format',
    });
    expect(checkUploadSelection([])).toEqual({ ok: false, rule: 'format' });
  });

  it('refuses an 11th image, even though 11 files are allowed', () => {
    expect(checkUploadSelection(pngs(11))).toEqual({ ok: false, rule: 'maxImages' });
    expect(checkUploadSelection(pngs(3), { images: 8, videos: 0 })).toEqual({
      ok: false,
      rule: 'maxImages',
    });
  });

  it('refuses a second video, in one selection or added to the held one', () => {
    const video = file('v.mp4', 'video/mp4');
    expect(checkUploadSelection([video, file('w.mp4', 'video/mp4')])).toEqual({
      ok: false,
      rule: 'maxVideos',
    });
    expect(checkUploadSelection([video], { images: 0, videos: 1 })).toEqual({
      ok: false,
      rule: 'maxVideos',
    });
  });

  it('accepts 10 images and 1 video, dropping the files of other types', () => {
    const eleven = [...pngs(10), file('v.mp4', 'video/mp4')];
    expect(checkUploadSelection(eleven)).toEqual({ ok: true, files: eleven });
    const mixed = [file('a.png', 'image/png'), file('b.gif', 'image/gif')];
    expect(checkUploadSelection(mixed)).toEqual({ ok: true, files: [mixed[0]] });
  });
});
