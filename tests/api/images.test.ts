import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localUploadUrl } from '../../src/server/images/upload-links.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let photo: Buffer;

const ORIGIN = 'http://tempero.test';
const HOST = 'tempero.test';

/** A 1200×800 JPEG taken "sideways" (EXIF orientation 6) with camera and GPS tags. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid, tiny PNG that claims 20000×20000 pixels (1.2 GB decoded): a decompression bomb. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(60_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  owner = await signUp(t.app, { firstName: 'Olga' });
  other = await signUp(t.app, { firstName: 'Otto' });
  photo = await cameraJpeg();
});
afterAll(async () => {
  await t.close();
});

async function createRecipe(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: user.headers,
    payload: buildRecipe(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; imageUrl: string | null }>();
}

async function uploadUrl(user: SignedInUser, url = '/api/objects/upload'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, headers: { ...user.headers, origin: ORIGIN, host: HOST } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}

/** The browser's PUT: same origin, the file as the body. */
function put(user: SignedInUser | null, url: string, body: Buffer, type = 'image/jpeg', origin = ORIGIN) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { ...(user?.headers ?? {}), origin, host: HOST, 'content-type': type },
    payload: body,
  });
}

async function uploaded(user: SignedInUser, body: Buffer, type = 'image/jpeg'): Promise<string> {
  const url = await uploadUrl(user);
  const res = await put(user, url, body, type);
  expect(res.statusCode, res.body).toBe(204);
  return url;
}

function attach(user: SignedInUser, recipeId: string, imageURL: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/recipes/${recipeId}/image`,
    headers: user.headers,
    payload: { imageURL },
  });
}

const objectFiles = () => {
  const dir = path.join(t.dataDir, 'objects', 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const recipeOf = async (user: SignedInUser, id: string) =>
  (await t.app.inject({ url: `/api/recipes/${id}`, headers: user.headers })).json<{ imageUrl: string | null }>();

describe('upload → attach → serve', () => {
  it('stores oriented, metadata-free WebP renditions and serves them immutable', async () => {
    const recipe = await createRecipe(owner);
    const url = await uploaded(owner, photo);
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);

    const res = await attach(owner, recipe.id, url.split('?')[0]!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ objectPath: string; imageUrl: string; widths: number[]; srcSet: string }>();
    // 1200×800 turned upright is 800 wide: never upscaled beyond it.
    expect(body.widths).toEqual([320, 640, 800]);
    expect(body.imageUrl).toMatch(/^\/media\/[\w-]{22}-800\.webp$/);
    expect(body.objectPath).toBe(body.imageUrl);
    expect(body.imageUrl).not.toContain(owner.id);
    expect(body.srcSet).toBe(body.widths.map((w) => `${body.imageUrl.replace('-800.', `-${w}.`)} ${w}w`).join(', '));
    expect((await recipeOf(owner, recipe.id)).imageUrl).toBe(body.imageUrl);

    for (const w of body.widths) {
      const media = await t.app.inject({ url: body.imageUrl.replace('-800.', `-${w}.`) });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(media.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      expect(meta.height).toBe(Math.round((w * 1200) / 800));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(media.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // the original had them
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from('TestCam'))).toBe(true);

    const again = await t.app.inject({
      url: body.imageUrl,
      headers: { 'if-none-match': `"${body.imageUrl.slice(7)}"` },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/media/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2F..%2Fsecret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/${'A'.repeat(22)}-800.webp` })).statusCode).toBe(404);
  });

  it('makes at most 2048 px wide renditions from a large photo', async () => {
    const recipe = await createRecipe(owner);
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const res = await attach(owner, recipe.id, await uploaded(owner, big, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().widths).toEqual([320, 640, 1024, 2048]);
  });

  it('replacing the image deletes the old renditions', async () => {
    const recipe = await createRecipe(owner);
    const first = (await attach(owner, recipe.id, await uploaded(owner, photo))).json<{ imageUrl: string }>();
    const second = (await attach(owner, recipe.id, await uploaded(owner, photo))).json<{ imageUrl: string }>();
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect((await t.app.inject({ url: first.imageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.imageUrl })).statusCode).toBe(200);
  });
});

describe('upload URL rules', () => {
  it('refuses tampered, other-user, anonymous, cross-origin, reused and expired uploads', async () => {
    const url = await uploadUrl(owner);
    const tampered = url.replace(/sig=([\w-])/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await put(owner, tampered, photo)).statusCode).toBe(403);
    expect(
      (
        await put(
          owner,
          url.replace(/exp=\d+/, (m) => `${m}0`),
          photo,
        )
      ).statusCode,
    ).toBe(403);
    expect((await put(other, url, photo)).statusCode).toBe(403);
    expect((await put(null, url, photo)).statusCode).toBe(401);
    const cross = await put(owner, url, photo, 'image/jpeg', 'https://evil.example');
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe('Cross-site request refused.');

    expect((await put(owner, url, photo)).statusCode).toBe(204);
    const reused = await put(owner, url, photo);
    expect(reused.statusCode).toBe(409);

    const id = /uploads\/([0-9a-f-]{36})/.exec(url)![1]!;
    const past = Math.floor(Date.now() / 1000) - 60;
    const fresh = await uploadUrl(owner);
    const freshId = /uploads\/([0-9a-f-]{36})/.exec(fresh)![1]!;
    const expired = await put(owner, localUploadUrl(t.app.ctx.secret, freshId, owner.id, past), photo);
    expect(expired.statusCode).toBe(410);
    expect(id).not.toBe(freshId);
  });

  it('lets an upload be attached once, only by its uploader, only to their recipe', async () => {
    const mine = await createRecipe(owner);
    const theirs = await createRecipe(other);
    const url = await uploaded(owner, photo);

    expect((await attach(other, theirs.id, url)).statusCode).toBe(404);
    expect((await attach(other, mine.id, url)).statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${mine.id}/image`,
      payload: { imageURL: url },
    });
    expect(anon.statusCode).toBe(401);
    const otherUpload = await uploaded(other, photo);
    expect((await attach(other, mine.id, otherUpload)).statusCode).toBe(404);
    expect((await recipeOf(owner, mine.id)).imageUrl).toBeNull();
    expect((await recipeOf(other, theirs.id)).imageUrl).toBeNull();

    expect((await attach(owner, mine.id, url)).statusCode).toBe(200);
    expect((await attach(owner, mine.id, url)).statusCode).toBe(409);
    expect((await attach(owner, mine.id, '/api/uploads/not-an-upload')).statusCode).toBe(400);
  });

  it('refuses an HTML file named .png (415), an over-20 MB body (413) and a pixel bomb (413) quickly', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const refused = await put(owner, await uploadUrl(owner), html, 'image/png');
    expect(refused.statusCode).toBe(415);

    const huge = Buffer.alloc(20 * 1024 * 1024 + 1, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await put(owner, await uploadUrl(owner), huge, 'image/jpeg');
    expect(tooBig.statusCode).toBe(413);

    const recipe = await createRecipe(owner);
    const bombUrl = await uploaded(owner, bombPng(), 'image/png');
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const bomb = await attach(owner, recipe.id, bombUrl);
    const ms = performance.now() - started;
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toMatch(/20000×20000/);
    expect(ms).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
    expect((await recipeOf(owner, recipe.id)).imageUrl).toBeNull();
  });

  it('gives import upload URLs that image attach does not accept', async () => {
    const recipe = await createRecipe(owner);
    const url = await uploadUrl(owner, '/api/recipes/image-upload-url');
    expect((await put(owner, url, photo)).statusCode).toBe(204);
    expect((await attach(owner, recipe.id, url)).statusCode).toBe(404);
  });
});

describe('life cycle', () => {
  it('a copy keeps a working image of its own; deleting a recipe deletes its files', async () => {
    const recipe = await createRecipe(owner);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${recipe.id}/public`, headers: owner.headers });
    const { imageUrl } = (await attach(owner, recipe.id, await uploaded(owner, photo))).json<{ imageUrl: string }>();

    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/copy`,
      headers: other.headers,
      payload: {},
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = copy.json<{ id: string; imageUrl: string }>();
    expect(copied.imageUrl).toMatch(/^\/media\/[\w-]{22}-800\.webp$/);
    expect(copied.imageUrl).not.toBe(imageUrl);

    const before = objectFiles();
    expect(before).toContain(imageUrl.slice(7));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.id}`, headers: owner.headers });
    expect(del.statusCode).toBe(204);
    expect(objectFiles()).not.toContain(imageUrl.slice(7));
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: copied.imageUrl })).statusCode).toBe(200);
  });

  it('removing the image clears the recipe and deletes the files', async () => {
    const recipe = await createRecipe(owner);
    const { imageUrl } = (await attach(owner, recipe.id, await uploaded(owner, photo))).json<{ imageUrl: string }>();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.id}/image`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.id}/image`, headers: owner.headers }))
        .statusCode,
    ).toBe(204);
    expect((await recipeOf(owner, recipe.id)).imageUrl).toBeNull();
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404);
  });

  it("deleting an account removes that user's files and nothing of anyone else's", async () => {
    const leaving = await signUp(t.app);
    const keepRecipe = await createRecipe(other);
    const kept = (await attach(other, keepRecipe.id, await uploaded(other, photo))).json<{ imageUrl: string }>();
    const recipe = await createRecipe(leaving);
    const gone = (await attach(leaving, recipe.id, await uploaded(leaving, photo))).json<{
      imageUrl: string;
      widths: number[];
    }>();
    const pending = await uploaded(leaving, photo); // uploaded, never attached
    const pendingFile = path.join(t.dataDir, 'objects', 'uploads', /uploads\/([0-9a-f-]{36})/.exec(pending)![1]!);
    expect(fs.existsSync(pendingFile)).toBe(true);
    expect(objectFiles()).toContain(gone.imageUrl.slice(7));

    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: leaving.headers });
    expect(res.statusCode).toBe(200);
    const files = objectFiles();
    for (const w of gone.widths)
      expect(files).not.toContain(gone.imageUrl.slice(7).replace(/-\d+\.webp$/, `-${w}.webp`));
    expect(fs.existsSync(pendingFile)).toBe(false);
    expect(files).toContain(kept.imageUrl.slice(7));
    expect((await t.app.inject({ url: kept.imageUrl })).statusCode).toBe(200);
  });
});

describe('PATCH /api/recipes/:id changing imageUrl', () => {
  const patch = (user: SignedInUser, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}`, headers: user.headers, payload });
  /** Every rendition file of the image `imageUrl` names (`/media/<id>-<width>.webp`). */
  const filesOf = (imageUrl: string) => {
    const group = imageUrl.slice(7).replace(/-\d+\.webp$/, '-');
    return objectFiles().filter((f) => f.startsWith(group));
  };

  it('deletes the files stored for the old image once the new address is saved', async () => {
    const recipe = await createRecipe(owner);
    const { imageUrl, widths } = (await attach(owner, recipe.id, await uploaded(owner, photo))).json<{
      imageUrl: string;
      widths: number[];
    }>();
    expect(filesOf(imageUrl)).toHaveLength(widths.length);

    const res = await patch(owner, recipe.id, { imageUrl: 'https://images.example.com/feijoada.jpg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imageUrl).toBe('https://images.example.com/feijoada.jpg');
    expect(filesOf(imageUrl)).toEqual([]);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404);

    // A remote address is never "deleted": changing it again (or clearing it) just saves.
    const again = await patch(owner, recipe.id, { imageUrl: null });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().imageUrl).toBeNull();
  });

  it('keeps the files when the PATCH sends the same imageUrl back (the editor saves every field)', async () => {
    const recipe = await createRecipe(owner);
    const { imageUrl } = (await attach(owner, recipe.id, await uploaded(owner, photo))).json<{ imageUrl: string }>();
    const before = filesOf(imageUrl);
    const res = await patch(owner, recipe.id, { title: 'Renamed', imageUrl });
    expect(res.statusCode, res.body).toBe(200);
    expect(filesOf(imageUrl)).toEqual(before);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200);
  });

  it('a preview of the recipe chosen by PATCH becomes its image: the old one goes, the chosen one stays', async () => {
    const recipe = await createRecipe(owner);
    const old = (await attach(owner, recipe.id, await uploaded(owner, photo))).json<{ imageUrl: string }>().imageUrl;
    const generate = () =>
      t.app.inject({ method: 'POST', url: `/api/recipes/${recipe.id}/generate-image`, headers: owner.headers });
    const preview = (await generate()).json<{ imageUrl: string }>().imageUrl;

    expect((await patch(owner, recipe.id, { imageUrl: preview })).statusCode).toBe(200);
    expect(filesOf(old)).toEqual([]);
    expect(filesOf(preview).length).toBeGreaterThan(0);
    // Later previews ("generate another") no longer count it among the previews they prune.
    for (let i = 0; i < 4; i++) expect((await generate()).statusCode).toBe(200);
    expect((await t.app.inject({ url: preview })).statusCode).toBe(200);
  });

  it("never deletes another recipe's files, even when this recipe pointed at them", async () => {
    const source = await createRecipe(owner);
    const shared = (await attach(owner, source.id, await uploaded(owner, photo))).json<{ imageUrl: string }>().imageUrl;
    const before = filesOf(shared);
    const recipe = await createRecipe(owner);
    expect((await patch(owner, recipe.id, { imageUrl: shared })).statusCode).toBe(200);
    expect((await patch(owner, recipe.id, { imageUrl: 'https://images.example.com/other.jpg' })).statusCode).toBe(200);
    expect(filesOf(shared)).toEqual(before);
    expect((await t.app.inject({ url: shared })).statusCode).toBe(200);
    expect((await recipeOf(owner, source.id)).imageUrl).toBe(shared);
  });
});
