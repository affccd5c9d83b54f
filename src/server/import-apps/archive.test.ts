import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../tests/helpers/zip.ts';
import { checkEntryName, isJunk, zipFromBuffer } from './archive.ts';
import { ImportFileError } from './errors.ts';
import { readPaprika } from './formats/paprika.ts';

describe('archive entry names', () => {
  it.each(['../x.json', 'a/../../x.json', '/etc/passwd', 'C:/Windows/x', '..\\x.json', 'a\\..\\..\\x'])(
    'refuses %s',
    (name) => {
      expect(() => checkEntryName(name)).toThrow(ImportFileError);
    },
  );
  it.each(['recipes/soup/soup.json', 'My Recipes/Pão.paprikarecipe', 'a..b/c.json'])('accepts %s', (name) => {
    expect(() => checkEntryName(name)).not.toThrow();
  });
  it('treats macOS and Windows leftovers as junk', () => {
    expect(['__MACOSX/a/._b.json', 'x/.DS_Store', 'x/._y.json', 'Thumbs.db'].every(isJunk)).toBe(true);
    expect(isJunk('x/y.json')).toBe(false);
  });
});

describe('a bomb inside the archive', () => {
  it('a Paprika entry that gunzips past 20 MB is skipped with its reason, the next one is read', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(30 * 1024 * 1024, 0x20));
    const good = zlib.gzipSync(JSON.stringify({ name: 'Rice', ingredients: '1 cup rice', directions: 'Cook.' }));
    const files = await zipFromBuffer(
      buildZip([
        { name: 'Bomb.paprikarecipe', data: bomb, store: true },
        { name: 'Rice.paprikarecipe', data: good, store: true },
      ]),
    );
    const out = [];
    for await (const e of readPaprika(files)) out.push(e);
    await files.close();
    expect(out[0]).toEqual({ name: 'Bomb', skipped: expect.stringMatching(/^not a readable Paprika recipe/) });
    expect(out[1]).toMatchObject({
      name: 'Rice',
      recipe: { title: 'Rice', ingredients: [{ amount: '1 cup', name: 'rice' }] },
    });
  });

  it('an entry whose real size exceeds its declared size is refused', async () => {
    const files = await zipFromBuffer(
      buildZip([{ name: 'a.paprikarecipe', data: Buffer.alloc(4096, 1), declaredSize: 10 }]),
    );
    const out = [];
    for await (const e of readPaprika(files)) out.push(e);
    await files.close();
    expect(out).toEqual([{ name: 'a', skipped: expect.stringMatching(/too many bytes|larger than declared/) }]);
  });
});
