import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../../shared/schemas/image.ts';
import { checkImageFile } from './file-checks.ts';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checkImageFile', () => {
  it('accepts JPEG, PNG, WebP, AVIF and HEIC up to 20 MB', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/heic',
      'image/heif',
      'IMAGE/PNG',
    ]) {
      expect(checkImageFile(file('photo', type, 1000))).toEqual({ ok: true });
    }
    expect(checkImageFile(file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES))).toEqual({ ok: true });
  });

  it('refuses other types, images the server cannot keep included', () => {
    expect(checkImageFile(file('menu.pdf', 'application/pdf', 1000))).toEqual({ ok: false, problem: 'type' });
    expect(checkImageFile(file('anim.gif', 'image/gif', 1000))).toEqual({ ok: false, problem: 'type' });
    expect(checkImageFile(file('logo.svg', 'image/svg+xml', 1000))).toEqual({ ok: false, problem: 'type' });
  });

  it('uses the name when the browser gives no type (HEIC on some systems)', () => {
    expect(checkImageFile(file('IMG_0001.HEIC', '', 1000))).toEqual({ ok: true });
    expect(checkImageFile(file('notes.txt', '', 1000))).toEqual({ ok: false, problem: 'type' });
  });

  it('refuses files over 20 MB and empty files', () => {
    expect(checkImageFile(file('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1))).toEqual({ ok: false, problem: 'size' });
    expect(checkImageFile(file('empty.png', 'image/png', 0))).toEqual({ ok: false, problem: 'empty' });
  });
});
