import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

// s3rver ships no types; this is the part of it the test uses.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'tempero';
let s3dir: string;
let s3: S3rverInstance;
let endpoint: string;
let client: S3Client;
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await createTestApp({
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
  });
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(s3dir, { recursive: true, force: true });
});

async function exists(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}

async function createRecipe(user: SignedInUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: user.headers,
    payload: buildRecipe(),
  });
  return res.json<{ id: string }>();
}

/** Gets an upload URL and PUTs the bytes straight to the bucket, as the browser does. */
async function presignedUpload(user: SignedInUser, body: Buffer, type: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadURL } = res.json<{ uploadURL: string }>();
  expect(uploadURL.startsWith(`${endpoint}/${BUCKET}/uploads/`)).toBe(true);
  expect(uploadURL).toContain('X-Amz-Signature=');
  const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });
  expect(put.status).toBe(200);
  return uploadURL;
}

const rawKey = (uploadURL: string) => new URL(uploadURL).pathname.slice(`/${BUCKET}/`.length);

describe('S3 driver (s3rver)', () => {
  it('uploads by presigned PUT, attaches, serves from the bucket and deletes with the recipe', async () => {
    const recipe = await createRecipe(owner);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const uploadURL = await presignedUpload(owner, jpeg, 'image/jpeg');
    expect(await exists(rawKey(uploadURL))).toBe(true);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}/image`,
      headers: owner.headers,
      payload: { imageURL: uploadURL },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl, widths } = res.json<{ imageUrl: string; widths: number[] }>();
    expect(widths).toEqual([320, 640, 900]);
    expect(await exists(rawKey(uploadURL))).toBe(false);
    const keys = widths.map((w) => `media/${imageUrl.slice(7).replace(/-\d+\.webp$/, `-${w}.webp`)}`);
    for (const key of keys) expect(await exists(key)).toBe(true);

    const media = await t.app.inject({ url: imageUrl });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(media.rawPayload).metadata()).width).toBe(900);

    // the same URL cannot be attached twice
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}/image`,
      headers: owner.headers,
      payload: { imageURL: uploadURL },
    });
    expect(again.statusCode).toBe(409);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.id}`, headers: owner.headers })).statusCode,
    ).toBe(204);
    for (const key of keys) expect(await exists(key)).toBe(false);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404);
  });

  it('checks the bytes on attach: an HTML file sent as image/png is refused and removed', async () => {
    const recipe = await createRecipe(owner);
    const uploadURL = await presignedUpload(owner, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}/image`,
      headers: owner.headers,
      payload: { imageURL: uploadURL },
    });
    expect(res.statusCode).toBe(415);
    expect(await exists(rawKey(uploadURL))).toBe(false);
  });

  it("deleting an account removes the user's objects from the bucket", async () => {
    const leaving = await signUp(t.app);
    const recipe = await createRecipe(leaving);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/regenerate-image`,
      headers: leaving.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl, widths } = res.json<{ imageUrl: string; widths: number[] }>();
    const keys = widths.map((w) => `media/${imageUrl.slice(7).replace(/-\d+\.webp$/, `-${w}.webp`)}`);
    const pending = rawKey(await presignedUpload(leaving, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg'));
    for (const key of [...keys, pending]) expect(await exists(key)).toBe(true);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: leaving.headers })).statusCode,
    ).toBe(200);
    for (const key of [...keys, pending]) expect(await exists(key)).toBe(false);
  });
});
