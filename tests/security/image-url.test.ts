/**
 * A recipe's imageUrl ends up in <img src> on public pages: only this site's stored images
 * (/media/<id>-<width>.webp) and https: addresses are accepted, on create, PATCH and copy, and the
 * importers drop anything else instead of saving it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRecipeContent } from '../../src/server/importer/present.ts';
import { acceptableImageUrl } from '../../src/shared/image-url.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let cook: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const REFUSED = [
  '/api/logout',
  '/api/auth/logout',
  '/api/user/account',
  '/\\evil.example/x.png',
  '\\\\evil.example\\x.png',
  '//evil.example/x.png',
  '///evil.example/x.png',
  '/media/../api/logout',
  '/media/%2e%2e/api/logout',
  '/media/abc.webp',
  '/media/AAAAAAAAAAAAAAAAAAAAAA-640.webp?x=/api/logout',
  '/recipe/1',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:image/png;base64,AAAA',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'http://images.example.com/x.png',
  'https:/evil.example/x.png',
  'https:evil.example/x.png',
  'https://user:pass@evil.example/x.png',
  'https://evil.example/\\x.png',
  'ftp://evil.example/x.png',
  'x.png',
  'media/AAAAAAAAAAAAAAAAAAAAAA-640.webp',
];
const ACCEPTED = [
  '/media/AAAAAAAAAAAAAAAAAAAAAA-640.webp',
  '/media/abc_DEF-12345678901234-2048.webp',
  'https://images.example.com/feijoada.jpg',
  'HTTPS://cdn.example.org/a/b.png?w=640',
];

describe('acceptableImageUrl', () => {
  it.each(REFUSED)('refuses %j', (url) => {
    expect(acceptableImageUrl(url)).toBeNull();
  });
  it.each(ACCEPTED)('accepts %j', (url) => {
    expect(acceptableImageUrl(url)).not.toBeNull();
  });
});

describe('recipe imageUrl through the API', () => {
  it.each(REFUSED)('create, PATCH and copy refuse %j with the field named', async (imageUrl) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: cook.headers,
      payload: buildRecipe({ imageUrl }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().field).toBe('imageUrl');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: cook.headers,
      payload: buildRecipe(),
    });
    const id = ok.json<{ id: string }>().id;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${id}`,
      headers: cook.headers,
      payload: { imageUrl },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().field).toBe('imageUrl');
    const copied = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/copy`,
      headers: cook.headers,
      payload: { imageUrl },
    });
    expect(copied.statusCode).toBe(400);
    const stored = await t.app.inject({ url: `/api/recipes/${id}`, headers: cook.headers });
    expect(stored.json().imageUrl).toBeNull();
  });

  it('accepts an https address and clears with null', async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: cook.headers,
        payload: buildRecipe({ imageUrl: 'https://images.example.com/a.jpg' }),
      })
    ).json<{ id: string; imageUrl: string }>();
    expect(id.imageUrl).toBe('https://images.example.com/a.jpg');
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${id.id}`,
      headers: cook.headers,
      payload: { imageUrl: null },
    });
    expect(cleared.json().imageUrl).toBeNull();
  });

  it('the public page never shows a refused address', async () => {
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/recipes', headers: cook.headers, payload: buildRecipe() })
    ).json<{ id: string }>().id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${id}`,
      headers: cook.headers,
      payload: { imageUrl: '/api/logout' },
    });
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}/public`, headers: cook.headers });
    const page = await t.app.inject({ url: `/api/public/recipes/${id}` });
    expect(page.json().imageUrl).toBeNull();
  });
});

describe('the importers', () => {
  it.each(REFUSED)('drop %j instead of saving it', (imageUrl) => {
    const content = toRecipeContent({
      title: 'Soup',
      description: '',
      ingredients: [{ amount: '1 l', name: 'stock' }],
      ingredientLines: ['1 l stock'],
      instructions: ['Heat the stock.'],
      prepTime: null,
      cookTime: null,
      totalTime: null,
      servings: 2,
      yieldText: '',
      imageUrl,
      sourceUrl: null,
      tags: [],
      tips: [],
      author: null,
      language: 'en',
      source: 'json-ld',
    });
    expect(content.imageUrl).toBeNull();
  });
});
