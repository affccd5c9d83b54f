import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { recipes } from '../../src/server/db/schema.ts';
import { BOOT_FAVORITES_MAX } from '../../src/server/recipes/signed-in-pages.ts';

/**
 * The pages the server sends (src/server/pages/spa.ts) with the real server renderer, built here
 * from src/web/entry-server.tsx into a temporary folder (vite build --ssr).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Tempero</title><script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/dep-1.js"><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>' +
  '<body><div id="root"></div></body></html>';
const CSS = '.landing-test{color:#c2410c}';

let workDir: string;
let webDir: string;
let ssrEntry: string;
let t: TestApp;
let owner: SignedInUser;

function rootOf(html: string): string {
  const match = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="tempero-boot">/.exec(html);
  if (!match) throw new Error('no #root followed by boot data in the page');
  return match[1]!;
}

function bootOf(html: string): {
  user: { id: string; email: string } | null;
  queries: Array<[unknown[], unknown]>;
  rendered?: { language: string; namespaces: string[] };
} {
  const match = /<script type="application\/json" id="tempero-boot">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1]!);
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-ssr-'));
  webDir = path.join(workDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js'), script);
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1.css'), CSS);
  fs.copyFileSync(path.join(ROOT, 'public', 'start.js'), path.join(webDir, 'start.js'));

  const ssrDir = path.join(workDir, 'ssr');
  const res = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', '--outDir', ssrDir, '--logLevel', 'error'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (res.status !== 0) throw new Error(`vite build --ssr failed: ${res.stderr}`);
  ssrEntry = path.join(ssrDir, 'entry-server.js');

  t = await createTestApp({ env: { PUBLIC_URL: 'https://recipes.example.com' }, build: { webDist: webDir, ssrEntry } });
  owner = await signUp(t.app, { firstName: 'Bia' });
}, 180_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function publicRecipe(fields: Parameters<typeof buildRecipe>[0]): Promise<{ id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: owner.headers,
    payload: buildRecipe(fields),
  });
  const recipe = res.json();
  await t.app.inject({ method: 'PATCH', url: `/api/recipes/${recipe.id}/public`, headers: owner.headers });
  return recipe;
}

describe('the landing page', () => {
  it('is rendered for a visitor, in English by default, with boot data that says "signed out"', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="en"');
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*>Cook something wonderful with what you already have<\/h1>/);
    expect(root).not.toMatch(/<script|<template/);
    const boot = bootOf(res.body);
    expect(boot.user).toBeNull();
    expect(boot.queries).toEqual([]);
    expect(boot.rendered?.language).toBe('en');
    expect(boot.rendered?.namespaces).toContain('landing');
  });

  it('inlines the stylesheet and starts the app after the first paint, since the page shows without it', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).not.toMatch(/<script type="module"|modulepreload/);
    expect(res.body).toContain(
      '<script src="/start.js" data-entry="/assets/app-1.js" data-preload="/assets/dep-1.js" defer></script>',
    );
    const loader = await t.app.inject({ url: '/start.js' });
    expect(loader.statusCode).toBe(200);
    // Not hashed: never kept by HTTP caches, so a new version is used at once.
    expect(loader.headers['cache-control']).toBe('no-cache');
    // A page the browser renders keeps its stylesheet link and module script.
    const home = await t.app.inject({ url: '/collections', headers: owner.headers });
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(home.body).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
    expect(home.body).not.toContain('start.js');
  });

  it('follows Accept-Language, and the app language cookie over it', async () => {
    const pt = await t.app.inject({ url: '/', headers: { 'accept-language': 'fr-FR, pt-BR;q=0.9, en;q=0.8' } });
    expect(pt.body).toContain('<html lang="pt-BR"');
    expect(rootOf(pt.body)).toContain('Cozinhe algo maravilhoso com o que você já tem');
    expect(bootOf(pt.body).rendered?.language).toBe('pt-BR');

    const en = await t.app.inject({ url: '/', headers: { 'accept-language': 'pt-BR', cookie: 'i18nextLng=en' } });
    expect(rootOf(en.body)).toContain('Cook something wonderful');
  });

  it('is Home for a signed-in user, rendered with their own frame, private and never kept for another', async () => {
    const res = await t.app.inject({ url: '/', headers: owner.headers });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const root = rootOf(res.body);
    expect(root).not.toContain('Cook something wonderful');
    expect(root).toMatch(/<h1[^>]*>Generate Recipe<\/h1>/);
    expect(root).toMatch(/data-testid="avatar-fallback"[^>]*>B<\/span>/);
    expect(root).not.toMatch(/<script|<template/);
    const boot = bootOf(res.body);
    expect(boot.user?.id).toBe(owner.id);
    expect(boot.rendered?.namespaces).toEqual(expect.arrayContaining(['common', 'home']));
    expect(res.body).not.toMatch(/password|hash/i);
    // Rendered, the page starts the app after its first paint, like the public pages.
    expect(res.body).toContain('<script src="/start.js"');

    const other = await signUp(t.app, { firstName: 'Zuleica' });
    const theirs = await t.app.inject({ url: '/', headers: other.headers });
    expect(rootOf(theirs.body)).toMatch(/data-testid="avatar-fallback"[^>]*>Z<\/span>/);
    expect(theirs.body).not.toContain(owner.id);
    expect(bootOf(theirs.body).user?.id).toBe(other.id);
    // Signed out again, the same address is the landing page.
    expect(rootOf((await t.app.inject({ url: '/' })).body)).toContain('Cook something wonderful');
  });

  it('is compressed with Brotli or gzip when the browser takes them', async () => {
    const plain = await t.app.inject({ url: '/' });
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('signed-in pages', () => {
  it('renders Favorites for its user; other signed-in pages are left to the browser', async () => {
    const favorites = await t.app.inject({ url: '/favorites', headers: owner.headers });
    expect(favorites.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(favorites.body)).toMatch(/<h1[^>]*>My Favorites<\/h1>/);
    const collections = await t.app.inject({ url: '/collections', headers: owner.headers });
    expect(rootOf(collections.body)).toBe('');
    expect(bootOf(collections.body).rendered).toBeUndefined();
  });

  it('come with their favourites and collections as the API answers them, rendered as cards, and only their own', async () => {
    const cook = await signUp(t.app, { firstName: 'Cida' });
    const create = async (title: string, favorite: boolean) => {
      const recipe = (
        await t.app.inject({
          method: 'POST',
          url: '/api/recipes',
          headers: cook.headers,
          payload: buildRecipe({ title }),
        })
      ).json<{ id: string }>();
      if (favorite)
        await t.app.inject({ method: 'PATCH', url: `/api/recipes/${recipe.id}/favorite`, headers: cook.headers });
      return recipe;
    };
    const hostile = 'Tart </script><script>alert(1)</script>';
    const tart = await create(hostile, true);
    await create('Plain rice', false);
    await create('Caldo verde', true);
    await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: cook.headers,
      payload: { name: 'Sunday' },
    });
    const sunday = (await t.app.inject({ url: '/api/collections', headers: cook.headers })).json<
      Array<{ id: string }>
    >()[0]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/collections/${sunday.id}/recipes`,
      headers: cook.headers,
      payload: { recipeId: tart.id },
    });
    const favoritesApi = (
      await t.app.inject({ url: '/api/recipes/favorites?sort=newest&page=1&pageSize=100', headers: cook.headers })
    ).json<Array<{ title: string }>>();
    const collectionsApi = (await t.app.inject({ url: '/api/collections', headers: cook.headers })).json();
    expect(favoritesApi.map((r) => r.title)).toEqual(['Caldo verde', hostile]);

    for (const url of ['/', '/favorites']) {
      const res = await t.app.inject({ url, headers: cook.headers });
      const boot = bootOf(res.body);
      expect(boot.queries).toEqual([
        [['/api/recipes/favorites'], favoritesApi],
        [['/api/collections'], collectionsApi],
      ]);
      const root = rootOf(res.body);
      expect(root).toContain('Caldo verde');
      expect(root).toContain('Tart &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(root).not.toContain('Plain rice');
      expect(root).not.toMatch(/<script|<template/);
      expect(res.body).not.toContain('<script>alert(1)</script>');
    }
    // Someone else's pages carry none of it.
    const other = await t.app.inject({ url: '/favorites', headers: owner.headers });
    expect(other.body).not.toContain('Caldo verde');
    expect(other.body).not.toContain(sunday.id);
  });

  it('leave a favourites list longer than one page to the browser', async () => {
    const cook = await signUp(t.app, { firstName: 'Dora' });
    await t.database.db.insert(recipes).values(
      Array.from({ length: BOOT_FAVORITES_MAX + 1 }, (_, i) => ({
        userId: cook.id,
        title: `Favourite ${i}`,
        ingredients: [{ name: 'salt', amount: '1' }],
        instructions: ['Cook.'],
        isFavorite: true,
      })),
    );
    const res = await t.app.inject({ url: '/favorites', headers: cook.headers });
    const boot = bootOf(res.body);
    expect(boot.queries.map(([key]) => key)).toEqual([['/api/collections']]);
    expect(rootOf(res.body)).toMatch(/<h1[^>]*>My Favorites<\/h1>/);
  });
});

describe('a public recipe page', () => {
  it('is rendered with the recipe, which the boot data carries exactly as the API answers it, escaped', async () => {
    const hostile = 'Pie </script><script>alert(1)</script> <img src=x onerror=alert(2)>';
    const recipe = await publicRecipe({ title: hostile, description: 'Rich & creamy' });
    const api = (await t.app.inject({ url: `/api/public/recipes/${recipe.id}` })).json();

    const res = await t.app.inject({ url: `/recipes/${recipe.id}` });
    const root = rootOf(res.body);
    expect(root).toContain(
      'Pie &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;',
    );
    expect(root).toContain('1 cup');
    expect(root).not.toMatch(/<script|<template|<img src=x/);
    expect(res.body).not.toContain('<script>alert(1)</script>');

    const boot = bootOf(res.body);
    expect(boot.user).toBeNull();
    expect(boot.queries).toEqual([[['/api/public/recipes', recipe.id], api]]);
    expect(boot.rendered?.namespaces).toEqual(expect.arrayContaining(['public-recipe']));
  });

  it("shows amounts in the unit system of the visitor's languages, as their browser will", async () => {
    const recipe = await publicRecipe({ ingredients: [{ name: 'milk', amount: '1 cup' }] });
    const us = rootOf(
      (await t.app.inject({ url: `/recipes/${recipe.id}`, headers: { 'accept-language': 'en-US,en;q=0.9' } })).body,
    );
    expect(us).toContain('1 cup');
    const br = rootOf(
      (await t.app.inject({ url: `/recipes/${recipe.id}`, headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' } }))
        .body,
    );
    expect(br).toContain('240 ml');
    expect(br).not.toContain('1 cup');
    // English text with metric amounts: the language cookie says English, the browser says Brazil.
    const mixed = rootOf(
      (
        await t.app.inject({
          url: `/recipes/${recipe.id}`,
          headers: { 'accept-language': 'pt-BR', cookie: 'i18nextLng=en' },
        })
      ).body,
    );
    expect(mixed).toContain('240 ml');
    expect(mixed).toContain('Ingredients');
  });

  it('carries nothing of a private recipe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: owner.headers,
      payload: buildRecipe({ title: 'Secret stew' }),
    });
    const page = await t.app.inject({ url: `/recipes/${res.json().id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Secret stew');
    expect(bootOf(page.body).queries).toEqual([]);
    expect(rootOf(page.body)).toBe('');
  });

  it('shows an edited recipe, not an earlier rendering', async () => {
    const recipe = await publicRecipe({ title: 'First title' });
    expect(rootOf((await t.app.inject({ url: `/recipes/${recipe.id}` })).body)).toContain('First title');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipe.id}`,
      headers: owner.headers,
      payload: { title: 'Second title' },
    });
    const root = rootOf((await t.app.inject({ url: `/recipes/${recipe.id}` })).body);
    expect(root).toContain('Second title');
    expect(root).not.toContain('First title');
  });

  it('stops showing a recipe made private, though its page was kept for visitors', async () => {
    const recipe = await publicRecipe({ title: 'Soon private soup' });
    for (let i = 0; i < 2; i++)
      expect(rootOf((await t.app.inject({ url: `/recipes/${recipe.id}` })).body)).toContain('Soon private soup');
    const br = await t.app.inject({ url: `/recipes/${recipe.id}`, headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('Soon private soup');
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${recipe.id}/public`, headers: owner.headers });
    expect((await t.app.inject({ url: `/api/public/recipes/${recipe.id}` })).statusCode).toBe(404);
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const page = await t.app.inject({ url: `/recipes/${recipe.id}`, headers });
      const html =
        page.headers['content-encoding'] === 'br'
          ? zlib.brotliDecompressSync(page.rawPayload).toString('utf8')
          : page.body;
      expect(html).not.toContain('Soon private soup');
    }
  });
});

describe('assets', () => {
  it('are sent pre-compressed when accepted, and plain otherwise', async () => {
    const br = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    const plain = await t.app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('without a working renderer', () => {
  it('still serves every page, rendered in the browser', async () => {
    const broken = path.join(workDir, 'broken-entry.js');
    fs.writeFileSync(broken, 'export async function render() { throw new Error("boom"); }');
    const other = await createTestApp({ build: { webDist: webDir, ssrEntry: broken } });
    try {
      const res = await other.app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('');
      expect(bootOf(res.body)).toEqual({ user: null, queries: [] });
    } finally {
      await other.close();
    }
  });
});
