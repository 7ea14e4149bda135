import { describe, expect, it } from 'vitest';
import { checkUploadSelection, isAcceptedUploadType } from './upload';

const file = (name: string, type: string) => ({ name, type });

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

  it('highlights the max-files rule above 11 files', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(checkUploadSelection(twelve)).toEqual({ ok: false, rule: 'maxFiles' });
    expect(checkUploadSelection(twelve.slice(0, 3), 9)).toEqual({ ok: false, rule: 'maxFiles' });
  });

  it('accepts up to 11 files, dropping the ones of other types', () => {
    const eleven = [
      ...Array.from({ length: 10 }, (_, i) => file(`${i}.jpg`, 'image/jpeg')),
      file('v.mp4', 'video/mp4'),
    ];
    expect(checkUploadSelection(eleven)).toEqual({ ok: true, files: eleven });
    const mixed = [file('a.png', 'image/png'), file('b.gif', 'image/gif')];
    expect(checkUploadSelection(mixed)).toEqual({ ok: true, files: [mixed[0]] });
  });
});
