import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;
let webDir: string;

beforeAll(async () => {
  // A minimal built SPA so the server's page rendering can be checked without a web build.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Tempero</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({ env: { PUBLIC_URL: 'https://recipes.example.com' }, build: { webDist: webDir } });
  owner = await signUp(t.app, { firstName: 'Bia' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('SPA serving', () => {
  it('serves index.html for app routes without caching, assets immutable, unknown assets 404', async () => {
    const page = await t.app.inject({ url: '/favorites' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/assets/missing-1.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/some/unknown/page' })).statusCode).toBe(200);
  });
});

describe('public recipe page head', () => {
  it('renders Open Graph, Twitter and schema.org Recipe tags with every value escaped', async () => {
    const hostile = 'Pie </script><script>alert(1)</script> "quoted" & more';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: owner.headers,
      payload: buildRecipe({
        title: hostile,
        description: '<b>Rich</b> & creamy',
        imageUrl: '/media/abcdefghijklmnopqrstuv-640.webp',
      }),
    });
    const recipe = res.json();
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${recipe.id}/public`, headers: owner.headers });
    for (const p of [`/public/recipe/${recipe.id}`, `/public/recipes/${recipe.id}`, `/recipes/${recipe.id}`]) {
      const page = await t.app.inject({ url: p });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain(
        '<meta property="og:title" content="Pie &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; more">',
      );
      expect(html).toContain(
        '<meta property="og:image" content="https://recipes.example.com/media/abcdefghijklmnopqrstuv-640.webp">',
      );
      expect(html).toContain('twitter:card');
      expect(html).not.toContain('<script>alert(1)</script>');
      const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
      expect(ld).not.toBeNull();
      const data = JSON.parse(ld![1]!);
      expect(data['@type']).toBe('Recipe');
      expect(data.name).toBe(hostile);
      expect(data.recipeIngredient).toContain('1 cup rice');
      expect(data.totalTime).toBe('PT30M');
      expect(html.match(/<title>/g)?.length).toBe(1);
    }
  });

  it('adds no recipe data for a private recipe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: owner.headers,
      payload: buildRecipe({ title: 'Secret stew' }),
    });
    const page = await t.app.inject({ url: `/public/recipe/${res.json().id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Secret stew');
    expect(page.body).toContain('<title>Tempero</title>');
  });
});
