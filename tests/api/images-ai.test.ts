import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

/** An OpenAI-compatible images endpoint on 127.0.0.1, answering as `mode` says. */
let mode: 'ok' | 'error' | 'not-an-image' = 'ok';
const requests: Array<{ url: string; auth: string | undefined; body: Record<string, unknown> }> = [];
let server: http.Server;
let picture: Buffer;

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  picture = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      if (mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"model overloaded"}}');
        return;
      }
      const bytes = mode === 'ok' ? picture : Buffer.from('<html>not an image</html>');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ created: 1, data: [{ b64_json: bytes.toString('base64') }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      AI_IMAGE_PROVIDER: `http://127.0.0.1:${port}/v1/images/generations`,
      AI_IMAGE_MODEL: 'test-image-model',
      AI_IMAGE_API_KEY: 'sk-test',
    },
  });
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});

async function createRecipe() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: owner.headers,
    payload: buildRecipe({
      title: 'Moqueca de peixe',
      ingredients: [
        { name: 'peixe', amount: '1 kg' },
        { name: 'leite de coco', amount: '200 ml' },
      ],
    }),
  });
  return res.json<{ id: string }>();
}

describe('configured image model', () => {
  it('draws the preview with the model and processes it like an upload', async () => {
    mode = 'ok';
    const recipe = await createRecipe();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/generate-image`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ imageUrl: string; widths: number[]; source: string; message: string }>();
    expect(body).toMatchObject({ source: 'ai', message: 'A new image was generated.', widths: [320, 640, 1024] });

    const sent = requests.at(-1)!;
    expect(sent.url).toBe('/v1/images/generations');
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-image-model', size: '1024x1024', response_format: 'b64_json' });
    expect(String(sent.body.prompt)).toContain('Moqueca de peixe');
    expect(String(sent.body.prompt)).toContain('leite de coco');

    const media = await t.app.inject({ url: body.imageUrl });
    expect(media.headers['content-type']).toBe('image/webp');
    const { dominant } = await sharp(media.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(150);
    expect(dominant.r).toBeLessThan(80);
  });

  it('falls back to the illustration, saying so, when the model fails or sends no image', async () => {
    const recipe = await createRecipe();
    for (const failure of ['error', 'not-an-image'] as const) {
      mode = failure;
      const count = requests.length;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/recipes/${recipe.id}/regenerate-image`,
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(requests.length).toBe(count + 1);
      const body = res.json<{ imageUrl: string; source: string; message: string }>();
      expect(body.source).toBe('illustration');
      expect(body.message).toMatch(/image generator is unavailable.*illustration/);
      const attached = (await t.app.inject({ url: `/api/recipes/${recipe.id}`, headers: owner.headers })).json<{
        imageUrl: string;
      }>();
      expect(attached.imageUrl).toBe(body.imageUrl);
      expect((await t.app.inject({ url: body.imageUrl })).statusCode).toBe(200);
    }
  });
});
