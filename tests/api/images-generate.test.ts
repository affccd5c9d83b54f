import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit } from '../../src/server/http/rate-limit.ts';
import { IMAGE_GENERATION_LIMIT } from '../../src/server/images/images.routes.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { firstName: 'Olga' });
  other = await signUp(t.app, { firstName: 'Otto' });
});
afterAll(async () => {
  await t.close();
});

const feijoada = {
  title: 'Feijoada',
  ingredients: [
    { name: 'feijão preto', amount: '500 g' },
    { name: 'linguiça calabresa', amount: '2' },
    { name: 'couve', amount: '1 maço' },
  ],
};

async function createRecipe(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: user.headers,
    payload: buildRecipe(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; imageUrl: string | null; title: string }>();
}

interface Generated {
  imageUrl: string;
  widths: number[];
  srcSet: string;
  source: string;
  message: string;
}

function generate(user: SignedInUser, id: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/recipes/${id}/generate-image`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
}

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const fetchMedia = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const recipeOf = async (user: SignedInUser, id: string) =>
  (await t.app.inject({ url: `/api/recipes/${id}`, headers: user.headers })).json<{ imageUrl: string | null }>();

describe('generated illustration', () => {
  it('generate → preview (not attached) → confirm attaches it', async () => {
    const recipe = await createRecipe(owner, feijoada);
    const started = performance.now();
    const res = await generate(owner, recipe.id, {
      title: 'Feijoada',
      ingredients: ['feijão preto', 'linguiça calabresa', 'couve'],
    });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<Generated>();
    expect(preview.source).toBe('illustration');
    expect(preview.message).toBe('An illustration was drawn from the recipe.');
    expect(preview.widths).toEqual([320, 640, 1024]);
    expect(preview.imageUrl).toMatch(/^\/media\/[\w-]{22}-1024\.webp$/);
    const bytes = await fetchMedia(preview.imageUrl);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeGreaterThanOrEqual(1024);
    expect(meta.height).toBeGreaterThanOrEqual(1024);
    // a picture, not a flat fill: many colours across the image
    const stats = await sharp(bytes).stats();
    expect(stats.channels.every((c) => c.stdev > 15)).toBe(true);
    expect(ms).toBeLessThan(15000);

    expect((await recipeOf(owner, recipe.id)).imageUrl).toBeNull();
    const confirm = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}/confirm-image`,
      headers: owner.headers,
      payload: { imageUrl: preview.imageUrl },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({
      imageUrl: preview.imageUrl,
      objectPath: preview.imageUrl,
      widths: [320, 640, 1024],
    });
    expect((await recipeOf(owner, recipe.id)).imageUrl).toBe(preview.imageUrl);
  });

  it('is stable for the same recipe, different for another dish, and "generate another" differs', async () => {
    const a = await createRecipe(owner, feijoada);
    const twin = await createRecipe(other, feijoada);
    const salad = await createRecipe(owner, {
      title: 'Salada de tomate',
      ingredients: [
        { name: 'tomate', amount: '3' },
        { name: 'alface', amount: '1' },
        { name: 'cebola roxa', amount: '1' },
      ],
    });
    const first = (await generate(owner, a.id)).json<Generated>();
    const same = (await generate(other, twin.id)).json<Generated>();
    const different = (await generate(owner, salad.id)).json<Generated>();
    const another = (await generate(owner, a.id)).json<Generated>();

    const h = await Promise.all([first, same, different, another].map(async (g) => sha(await fetchMedia(g.imageUrl))));
    expect(h[1]).toBe(h[0]);
    expect(h[2]).not.toBe(h[0]);
    expect(h[3]).not.toBe(h[0]);
    // each is its own stored object
    expect(new Set([first.imageUrl, same.imageUrl, another.imageUrl]).size).toBe(3);
  });

  it('regenerate attaches directly and answers a message; the old image goes', async () => {
    const recipe = await createRecipe(owner, feijoada);
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/regenerate-image`,
      headers: owner.headers,
    });
    expect(one.statusCode, one.body).toBe(200);
    const body = one.json<Generated>();
    expect(body.message).toBe('An illustration was drawn from the recipe.');
    expect((await recipeOf(owner, recipe.id)).imageUrl).toBe(body.imageUrl);
    const two = (
      await t.app.inject({ method: 'POST', url: `/api/recipes/${recipe.id}/regenerate-image`, headers: owner.headers })
    ).json<Generated>();
    expect(two.imageUrl).not.toBe(body.imageUrl);
    expect((await recipeOf(owner, recipe.id)).imageUrl).toBe(two.imageUrl);
    expect((await t.app.inject({ url: body.imageUrl })).statusCode).toBe(404);
  });

  it('answers in Portuguese for a Portuguese-speaking user', async () => {
    const pt = await signUp(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: pt.headers,
      payload: { language: 'pt-BR' },
    });
    const recipe = await createRecipe(pt, feijoada);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/regenerate-image`,
      headers: pt.headers,
    });
    expect(res.json().message).toBe('Uma ilustração foi desenhada a partir da receita.');
  });
});

describe('ownership and limits', () => {
  it('another user cannot generate, regenerate or confirm; anonymous gets 401', async () => {
    const mine = await createRecipe(owner, feijoada);
    const mine2 = await createRecipe(owner, feijoada);
    const theirs = await createRecipe(other, feijoada);
    const preview = (await generate(owner, mine.id)).json<Generated>();

    expect((await generate(other, mine.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/recipes/${mine.id}/regenerate-image`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const confirm = (user: SignedInUser, id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/recipes/${id}/confirm-image`,
        headers: user.headers,
        payload: { imageUrl: preview.imageUrl },
      });
    expect((await confirm(other, mine.id)).statusCode).toBe(404);
    expect((await confirm(other, theirs.id)).statusCode).toBe(404);
    // a preview belongs to the recipe it was generated for
    expect((await confirm(owner, mine2.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/recipes/${mine.id}/generate-image` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/recipes/${mine.id}/confirm-image`,
          payload: { imageUrl: preview.imageUrl },
        })
      ).statusCode,
    ).toBe(401);
    expect((await recipeOf(owner, mine.id)).imageUrl).toBeNull();
    expect((await recipeOf(owner, mine2.id)).imageUrl).toBeNull();
    expect((await recipeOf(other, theirs.id)).imageUrl).toBeNull();
  });

  it('rate-limits generation per user with 429 and Retry-After', async () => {
    const busy = await signUp(t.app);
    const recipe = await createRecipe(busy, feijoada);
    const { bucket, max, windowMs } = IMAGE_GENERATION_LIMIT;
    for (let i = 0; i < max; i++) await hitRateLimit(t.database.db, `${bucket}:u:${busy.id}`, max, windowMs);
    const res = await generate(busy, recipe.id);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/regenerate-image`,
      headers: busy.headers,
    });
    expect(regen.statusCode).toBe(429);
    // others are not affected
    const mine = await createRecipe(owner, feijoada);
    expect((await generate(owner, mine.id)).statusCode).toBe(200);
  });
});
