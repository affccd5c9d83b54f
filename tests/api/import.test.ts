import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MockLanguageModelV3 } from 'ai/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChef } from '../../src/server/chef/index.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Recipe import through the HTTP API: a recipe page served from this test on 127.0.0.1 (reached
 * only through the test-only loopback allowance), the refused address forms (on an app without
 * it), size/type/time caps, photo import by OCR of rendered cards, pasted text, sign-in and limits.
 */

const FAILED = 'Failed to import recipe. Please check the URL and try again.';
const UNREACHABLE = 'Failed to import recipe. The site could not be reached; check your connection or try again later.';

const recipeLd = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Pão de queijo',
    description: 'Cheese bread from Minas Gerais.',
    image: 'https://images.example.com/pao-de-queijo.jpg',
    recipeYield: '20 pieces',
    prepTime: 'PT15M',
    totalTime: 'PT45M',
    keywords: 'brazilian, snack, gluten-free',
    recipeIngredient: [
      '500 g polvilho azedo',
      '250 ml milk',
      '120 ml vegetable oil',
      '2 eggs',
      '200 g grated Minas cheese',
      '1 tsp salt',
    ],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Boil the milk with the oil and the salt.' },
      { '@type': 'HowToStep', text: 'Pour over the polvilho and mix until smooth.' },
      { '@type': 'HowToStep', text: 'Add the eggs and the cheese, shape balls and bake at 180 °C for 30 minutes.' },
    ],
    ...extra,
  });

const page = (ld: string) =>
  `<!doctype html><html><head><title>Recipe</title><script type="application/ld+json">${ld}</script></head><body><h1>Recipe</h1></body></html>`;

let server: http.Server;
let base = '';
const hits = new Map<string, number>();
let dishJpeg: Buffer;

beforeAll(async () => {
  dishJpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c8553d' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    switch (url) {
      case '/recipe':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(recipeLd()));
        return;
      case '/old-recipe':
        res.writeHead(301, { location: '/recipe' }).end();
        return;
      case '/half':
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(page(recipeLd({ name: 'Only a list', recipeInstructions: [] })));
        return;
      case '/big': {
        // Streamed without a Content-Length, so the cap has to hold while reading.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(256 * 1024, 'a');
        for (let i = 0; i < 24; i++) res.write(chunk); // 6 MB
        res.end();
        return;
      }
      case '/menu.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 not a page');
        return;
      case '/http-image':
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(page(recipeLd({ name: 'Moqueca', image: `${base}/dish.jpg` })));
        return;
      case '/dish.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(dishJpeg);
        return;
      case '/broken-image':
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(page(recipeLd({ name: 'Vatapá', image: `${base}/missing.jpg` })));
        return;
      case '/photo.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      case '/hang':
        return; // never answers
      case '/broken':
        res.writeHead(503).end();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const importUrl = (t: TestApp, user: SignedInUser | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recipes/import',
    headers: user?.headers ?? {},
    payload: payload as object,
  });

const listRecipes = async (t: TestApp, user: SignedInUser) =>
  (await t.app.inject({ url: '/api/recipes', headers: user.headers })).json<{ id: string; title: string }[]>();

describe('import by URL (test-only loopback allowance)', () => {
  let t: TestApp;
  let cook: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({
      build: { testing: { allowLoopbackFetch: true, importOptions: { fetchTimeoutMs: 1500 } } },
    });
    cook = await signUp(t.app, { firstName: 'Clara' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves the recipe read from JSON-LD, with the final URL as its source and the Imported data', async () => {
    const res = await importUrl(t, cook, { url: `${base}/old-recipe` });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      userId: cook.id,
      title: 'Pão de queijo',
      description: 'Cheese bread from Minas Gerais.',
      sourceUrl: `${base}/recipe`,
      imageUrl: 'https://images.example.com/pao-de-queijo.jpg',
      prepTime: 15,
      cookTime: 30, // total 45 minus prep 15
      servings: 20,
      difficulty: 'Medium',
      originalUnitSystem: 'metric',
      isFavorite: false,
      isPublic: false,
    });
    expect(r.ingredients).toEqual([
      { amount: '500 g', name: 'polvilho azedo' },
      { amount: '250 ml', name: 'milk' },
      { amount: '120 ml', name: 'vegetable oil' },
      { amount: '2', name: 'eggs' },
      { amount: '200 g', name: 'grated Minas cheese' },
      { amount: '1 tsp', name: 'salt' },
    ]);
    expect(r.instructions).toHaveLength(3);
    expect(r.instructions[0]).toBe('Boil the milk with the oil and the salt.');
    expect(r.tags).toEqual(expect.arrayContaining(['brazilian', 'snack', 'gluten-free']));
    // It is the user's recipe now: listed, readable, and the server fetched no image.
    expect((await listRecipes(t, cook)).map((x) => x.id)).toContain(r.id);
    expect((await t.app.inject({ url: `/api/recipes/${r.id}`, headers: cook.headers })).json().sourceUrl).toBe(
      `${base}/recipe`,
    );
  });

  it('stores a picture the page links over plain http (the CSP shows https images only), like an upload', async () => {
    // 127.0.0.1 answers no TLS, so the https address of the same host is not served: the bytes are
    // taken over http through the guarded client and stored as WebP renditions of the recipe.
    const res = await importUrl(t, cook, { url: `${base}/http-image` });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<{ id: string; imageUrl: string }>();
    expect(r.imageUrl).toMatch(/^\/media\/[\w-]{22}-900\.webp$/);
    expect(hits.get('/dish.jpg')).toBe(1);
    expect((await t.app.inject({ url: `/api/recipes/${r.id}`, headers: cook.headers })).json().imageUrl).toBe(
      r.imageUrl,
    );
    const media = await t.app.inject({ url: r.imageUrl });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    // The files belong to the recipe: deleting it deletes them.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recipes/${r.id}`, headers: cook.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: r.imageUrl })).statusCode).toBe(404);
  });

  it('saves the recipe without a picture when its http picture cannot be fetched', async () => {
    const res = await importUrl(t, cook, { url: `${base}/broken-image` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Vatapá', imageUrl: null });
  });

  it('answers 422 with the spec message for half a recipe the rules do not keep, and saves nothing', async () => {
    const before = (await listRecipes(t, cook)).length;
    const res = await importUrl(t, cook, { url: `${base}/half` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: FAILED });
    expect((await listRecipes(t, cook)).length).toBe(before);
  });

  it('answers 413 for a page over 5 MB', async () => {
    const res = await importUrl(t, cook, { url: `${base}/big` });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: FAILED, code: 'too_large' });
  });

  it.each([['/menu.pdf'], ['/photo.png']])('answers 422 for a non-HTML answer (%s)', async (path) => {
    const res = await importUrl(t, cook, { url: `${base}${path}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: FAILED, code: 'not_html' });
  });

  it('answers 504 when the host never answers', async () => {
    const started = Date.now();
    const res = await importUrl(t, cook, { url: `${base}/hang` });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: UNREACHABLE, code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 502 for a page that is not there', async () => {
    const res = await importUrl(t, cook, { url: `${base}/nowhere` });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: FAILED, code: 'http_error' });
  });

  it('says the site could not be reached when nothing answers, and that the site failed on a 5xx', async () => {
    const closed = await importUrl(t, cook, { url: 'http://127.0.0.1:9/recipe' });
    expect(closed.statusCode).toBe(502);
    expect(closed.json()).toEqual({ message: UNREACHABLE, code: 'unreachable' });
    expect(closed.json().message).not.toMatch(/check the URL/);
    const broken = await importUrl(t, cook, { url: `${base}/broken` });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe(
      'Failed to import recipe. The site answered with an error; please try again later.',
    );
  });

  it('answers in the account language', async () => {
    const ana = await signUp(t.app, { firstName: 'Ana' });
    const pref = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: ana.headers,
      payload: { language: 'pt-BR' },
    });
    expect(pref.statusCode, pref.body).toBe(200);
    const res = await importUrl(t, ana, { url: `${base}/menu.pdf` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Falha ao importar a receita. Verifique a URL e tente novamente.');
    const closed = await importUrl(t, ana, { url: 'http://127.0.0.1:9/receita' });
    expect(closed.json().message).toBe(
      'Falha ao importar a receita. Não foi possível acessar o site; verifique sua conexão ou tente novamente mais tarde.',
    );
  });
});

describe('address and body rules (no loopback allowance)', () => {
  let t: TestApp;
  let cook: SignedInUser;
  const port = () => new URL(base).port;

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app, { firstName: 'Rui' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('requires sign-in on every import route', async () => {
    expect((await importUrl(t, null, { url: `${base}/recipe` })).statusCode).toBe(401);
    expect((await importUrl(t, null, {})).statusCode).toBe(401);
    for (const url of ['/api/recipes/import-from-image', '/api/recipes/import-text']) {
      expect((await t.app.inject({ method: 'POST', url, payload: { imageUrl: '/x', text: 'x' } })).statusCode).toBe(
        401,
      );
    }
  });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port()}/recipe`],
    ['10.0.0.1', () => 'http://10.0.0.1/recipe'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['[::1]', () => `http://[::1]:${port()}/recipe`],
    ['0x7f000001', () => `http://0x7f000001:${port()}/recipe`],
    ['2130706433', () => `http://2130706433:${port()}/recipe`],
    ['017700000001', () => `http://017700000001:${port()}/recipe`],
    ['localhost', () => `http://localhost:${port()}/recipe`],
    ['file://', () => 'file:///etc/passwd'],
    ['ftp://', () => 'ftp://example.com/recipe.html'],
    ['credentials', () => `http://user:secret@127.0.0.1:${port()}/recipe`],
  ])('refuses %s with a 4xx before fetching anything', async (_name, url) => {
    const before = hits.get('/recipe') ?? 0;
    const res = await importUrl(t, cook, { url: url() });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().field ?? res.json().code).toBeTruthy();
    expect(hits.get('/recipe') ?? 0).toBe(before);
  });

  it.each([
    ['en', 'This address is on a private network, so Tempero will not fetch it.'],
    ['pt-BR', 'Este endereço está em uma rede privada, então o Tempero não vai buscá-lo.'],
  ])('says why a private address is refused, in %s', async (language, message) => {
    const who = await signUp(t.app);
    await t.app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: who.headers, payload: { language } });
    for (const url of ['http://10.0.0.1/recipe', `http://localhost:${port()}/recipe`, 'http://169.254.169.254/']) {
      const res = await importUrl(t, who, { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
  });

  it('validates the body: url required, http(s), at most 2048 characters (400 naming the field)', async () => {
    for (const payload of [
      {},
      { url: '' },
      { url: '   ' },
      { url: 'not a url' },
      { url: `https://example.com/${'a'.repeat(2040)}` },
      { url: 42 },
    ]) {
      const res = await importUrl(t, cook, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe('url');
    }
    expect((await importUrl(t, cook, {})).json().message).toMatch(/Recipe URL is required/);
  });

  it('limits imports to 30 per user per 10 minutes (429 with Retry-After)', async () => {
    const busy = await signUp(t.app, { firstName: 'Bia' });
    for (let i = 0; i < 30; i++) expect((await importUrl(t, busy, { url: 'http://10.0.0.1/' })).statusCode).toBe(400);
    const res = await importUrl(t, busy, { url: 'http://10.0.0.1/' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another cook is not affected.
    expect((await importUrl(t, cook, { url: 'http://10.0.0.1/' })).statusCode).toBe(400);
  });
});

/** A recipe card drawn as SVG text and rendered to PNG by sharp (librsvg + system fonts). */
async function renderCard(lines: string[]): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines
    .map(
      (l, i) =>
        `<text x="30" y="${45 + i * 30}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${i === 0 ? 26 : 19}" fill="#222">${esc(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${50 + lines.length * 30}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('import by photo and by pasted text', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let other: SignedInUser;
  const ocrTimes: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app, { firstName: 'Lia' });
    other = await signUp(t.app, { firstName: 'Otto' });
  });
  afterAll(async () => {
    if (ocrTimes.length > 0)
      console.info(`photo import (upload taken, OCR, parse, save): ${ocrTimes.map((ms) => `${ms} ms`).join(', ')}`);
    await t.close();
  });

  async function uploadUrl(user: SignedInUser): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/recipes/image-upload-url', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ uploadURL: string }>().uploadURL;
  }
  const put = (user: SignedInUser, url: string, body: Buffer, type: string) =>
    t.app.inject({ method: 'PUT', url, headers: { ...user.headers, 'content-type': type }, payload: body });
  async function uploaded(user: SignedInUser, body: Buffer): Promise<string> {
    const url = await uploadUrl(user);
    const res = await put(user, url, body, 'image/png');
    expect(res.statusCode, res.body).toBe(204);
    return url;
  }
  const fromImage = (user: SignedInUser, imageUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-from-image',
      headers: user.headers,
      payload: { imageUrl },
    });

  async function importCard(lines: string[], imageUrlOf: (url: string) => string = (u) => u) {
    const url = await uploaded(cook, await renderCard(lines));
    const started = Date.now();
    const res = await fromImage(cook, imageUrlOf(url));
    ocrTimes.push(Date.now() - started);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('reads an English recipe card (upload URL as returned)', async () => {
    const ingredients = [
      '2 cups all-purpose flour',
      '1 tbsp sugar',
      '2 large eggs',
      '1 1/2 cups milk',
      '3 tbsp melted butter',
    ];
    const steps = [
      'Whisk the flour and sugar in a large bowl.',
      'Beat in the eggs, milk and melted butter.',
      'Cook ladlefuls on a hot griddle until golden.',
    ];
    const r = await importCard([
      'Lemon Pancakes',
      'Serves 4',
      '',
      'Ingredients',
      ...ingredients,
      '',
      'Method',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
    ]);
    expect(r.title).toBe('Lemon Pancakes');
    expect(r.servings).toBe(4);
    expect(r.sourceUrl).toBeNull();
    expect(r.language).toBe('en');
    expect(r.originalUnitSystem).toBe('imperial');
    const lines = (r.ingredients as { amount: string; name: string }[]).map((i) => `${i.amount} ${i.name}`.trim());
    expect(ingredients.filter((l) => lines.includes(l)).length / ingredients.length).toBeGreaterThanOrEqual(0.9);
    expect(r.instructions).toHaveLength(3);
    expect(r.instructions[1]).toMatch(/eggs, milk and melted butter/);
  }, 120_000);

  it('reads a Portuguese recipe card (upload URL without its query string)', async () => {
    const ingredients = [
      '3 cenouras médias raladas',
      '4 ovos',
      '2 xícaras (chá) de açúcar',
      '2 xícaras (chá) de farinha de trigo',
      '1/2 xícara (chá) de óleo',
    ];
    const steps = [
      'Bata no liquidificador as cenouras, os ovos e o óleo.',
      'Misture o açúcar e a farinha.',
      'Asse em forno médio por cerca de 40 minutos.',
    ];
    const r = await importCard(
      [
        'Bolo de Cenoura',
        'Rende 12 porções',
        'Tempo de preparo: 20 minutos',
        '',
        'Ingredientes',
        ...ingredients,
        '',
        'Modo de preparo',
        ...steps.map((s, i) => `${i + 1}. ${s}`),
      ],
      (u) => u.split('?')[0]!,
    );
    expect(r.title).toBe('Bolo de Cenoura');
    expect(r.servings).toBe(12);
    expect(r.prepTime).toBe(20);
    expect(r.language).toBe('pt-BR');
    const lines = (r.ingredients as { amount: string; name: string }[]).map((i) => `${i.amount} ${i.name}`.trim());
    // The "de" linking a measure to its food is not part of the name ("2 xícaras (chá)" | "açúcar").
    const expected = ingredients.map((l) => l.replace(' de ', ' '));
    expect(expected.filter((l) => lines.includes(l)).length / ingredients.length).toBeGreaterThanOrEqual(0.9);
    expect(r.instructions).toHaveLength(3);
    expect(r.instructions[0]).toMatch(/cenouras, os ovos e o óleo/);
  }, 120_000);

  it("refuses another user's upload (404) and leaves it for its owner", async () => {
    const url = await uploaded(cook, await renderCard(['Nothing here', 'just words']));
    const res = await fromImage(other, url);
    expect(res.statusCode).toBe(404);
    // The owner's photo has no recipe in it: 422 with the clearer-photo hint, not 404.
    const own = await fromImage(cook, url);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toMatch(/try again with a clearer photo/);
    // An upload is taken once.
    expect((await fromImage(cook, url)).statusCode).toBe(409);
  }, 60_000);

  it('refuses a non-image upload, and URLs that are not uploads of this server', async () => {
    const url = await uploadUrl(cook);
    const sent = await put(cook, url, Buffer.from('<html><body>not an image</body></html>'), 'image/png');
    expect(sent.statusCode).toBe(415);
    expect((await fromImage(cook, url)).statusCode).toBe(400);
    const notUpload = await fromImage(cook, 'https://example.com/photo.jpg');
    expect(notUpload.statusCode).toBe(400);
    expect(notUpload.json().field).toBe('imageUrl');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recipes/import-from-image',
          headers: cook.headers,
          payload: {},
        })
      ).json().field,
    ).toBe('imageUrl');
  });

  it('does not take an upload made for a recipe image (purpose image)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: cook.headers });
    const url = res.json<{ uploadURL: string }>().uploadURL;
    expect((await put(cook, url, await renderCard(['Soup', '1 cup water', 'Boil it.']), 'image/png')).statusCode).toBe(
      204,
    );
    expect((await fromImage(cook, url)).statusCode).toBe(404);
  });

  it.each([
    ['Banana Bread', 'Prep 15 minutes, bake 60 minutes.', 'Ingredients', '3 ripe bananas', 'Instructions', 'Mash.'],
    [
      'Bolo de banana',
      'Preparo 15 minutos, forno 60 minutos.',
      'Ingredientes',
      '3 bananas',
      'Modo de preparo',
      'Amasse.',
    ],
  ])('saves the times of ordinary writing: %s', async (title, times, ing, line, steps, step) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-text',
      headers: cook.headers,
      payload: { text: [title, times, '', ing, line, '', steps, step].join('\n') },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title, prepTime: 15, cookTime: 60 });
  });

  it('imports pasted text, and answers 422 for text without a recipe', async () => {
    const text = [
      'Brigadeiro',
      '',
      'Ingredientes',
      '1 lata de leite condensado',
      '1 colher (sopa) de manteiga',
      '4 colheres (sopa) de chocolate em pó',
      '',
      'Modo de preparo',
      '1. Leve tudo ao fogo baixo, mexendo sempre, até desgrudar do fundo.',
      '2. Deixe esfriar e enrole as bolinhas.',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-text',
      headers: cook.headers,
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Brigadeiro',
      language: 'pt-BR',
      servings: 1,
      sourceUrl: null,
      ingredients: [
        { amount: '1 lata', name: 'leite condensado' },
        { amount: '1 colher (sopa)', name: 'manteiga' },
        { amount: '4 colheres (sopa)', name: 'chocolate em pó' },
      ],
    });
    expect(res.json().instructions).toHaveLength(2);

    // Written in grams and °C (with a cup beside them): kept as a metric recipe, whatever the cook's setting.
    const bread = [
      'Pão de queijo',
      'Preparo: 15 minutos  Forno: 25 minutos',
      'Rende 1 assadeira (20 unidades)',
      'Ingredientes',
      '500 g de polvilho azedo',
      '1 xícara de leite',
      '2 ovos',
      'Modo de preparo',
      '1. Escalde o polvilho com o leite quente e misture.',
      '2. Asse a 180 °C até dourar.',
    ].join('\n');
    const metric = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-text',
      headers: cook.headers,
      payload: { text: bread },
    });
    expect(metric.statusCode, metric.body).toBe(201);
    expect(metric.json()).toMatchObject({ originalUnitSystem: 'metric', prepTime: 15, cookTime: 25, servings: 20 });
    expect(metric.json().ingredients[0]).toEqual({ amount: '500 g', name: 'polvilho azedo' });

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-text',
      headers: cook.headers,
      payload: { text: 'Dear diary, today was sunny and we went to the beach.' },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/^Failed to import recipe\./);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-text',
      headers: cook.headers,
      payload: { text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('text');
  });
});

describe('reading text with a configured LLM (grounded answers only)', () => {
  const prose =
    "Nonna's sauce\nYou need 1½ kg ripe tomatoes, 3 cloves of garlic and 4 tbsp olive oil. Warm the olive oil and gently fry the sliced garlic until golden. Add the chopped tomatoes and simmer for 40 minutes.";
  const answer = (ingredients: { amount: string; name: string }[]) =>
    JSON.stringify({
      found: true,
      recipe: {
        title: "Nonna's sauce",
        description: '',
        prepTime: 5,
        cookTime: 40,
        servings: 4,
        difficulty: 'Easy',
        ingredients,
        instructions: [
          'Warm the olive oil and gently fry the sliced garlic until golden.',
          'Add the chopped tomatoes and simmer for 40 minutes.',
        ],
        tags: [],
        tips: [],
      },
    });
  const grounded = answer([
    { amount: '1½ kg', name: 'ripe tomatoes' },
    { amount: '3 cloves', name: 'garlic' },
    { amount: '4 tbsp', name: 'olive oil' },
  ]);
  const invented = answer([
    { amount: '1½ kg', name: 'ripe tomatoes' },
    { amount: '1 pinch', name: 'saffron threads' },
  ]);

  async function appWith(modelAnswer: string, env: Record<string, string>) {
    const calls: unknown[] = [];
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        calls.push(options.prompt);
        return {
          content: [{ type: 'text', text: modelAnswer }],
          finishReason: { unified: 'stop', raw: undefined },
          usage: {
            inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
            outputTokens: { total: 20, text: 20, reasoning: undefined },
          },
          warnings: [],
        };
      },
    });
    // The built-in fallback needs no knowledge base here (it cannot read free text anyway).
    const t = await createTestApp({ env, build: { services: { chef: createChef({}, { model, recipes: [] }) } } });
    const cook = await signUp(t.app, { firstName: 'Nina' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-text',
      headers: cook.headers,
      payload: { text: prose },
    });
    await t.close();
    return { res, calls };
  }
  const AI = { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'mock', AI_BASE_URL: 'http://127.0.0.1:9/v1' };

  it('keeps a model reading that the text grounds', async () => {
    const { res, calls } = await appWith(grounded, AI);
    expect(res.statusCode, res.body).toBe(201);
    expect(calls).toHaveLength(1);
    expect(res.json().ingredients).toEqual([
      { amount: '1½ kg', name: 'ripe tomatoes' },
      { amount: '3 cloves', name: 'garlic' },
      { amount: '4 tbsp', name: 'olive oil' },
    ]);
    expect(res.json().instructions).toHaveLength(2);
  });

  it('refuses a model reading with an ingredient the text does not have (422, nothing invented)', async () => {
    const { res, calls } = await appWith(invented, AI);
    expect(calls).toHaveLength(1);
    expect(res.statusCode).toBe(422);
  });

  it('never asks a model when config.ai is not set', async () => {
    const { res, calls } = await appWith(grounded, {});
    expect(calls).toHaveLength(0);
    expect(res.statusCode).toBe(422);
  });
});

describe('photo import with OCR_LANG_PATH', () => {
  const require = createRequire(import.meta.url);
  let dir = '';
  let t: TestApp;
  let cook: SignedInUser;
  const bundled = (lang: string) =>
    path.join(
      `${(require(`@tesseract.js-data/${lang}`) as { langPath: string }).langPath}_best_int`,
      `${lang}.traineddata.gz`,
    );

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-ocr-langs-'));
    for (const lang of ['eng', 'por']) fs.copyFileSync(bundled(lang), path.join(dir, `${lang}.traineddata.gz`));
    t = await createTestApp({ env: { OCR_LANG_PATH: dir } });
    cook = await signUp(t.app, { firstName: 'Iris' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function importPhoto(): Promise<{ statusCode: number; body: string }> {
    const link = await t.app.inject({ method: 'POST', url: '/api/recipes/image-upload-url', headers: cook.headers });
    const uploadURL = link.json<{ uploadURL: string }>().uploadURL;
    const card = await renderCard([
      'Lemon Pancakes',
      'Serves 4',
      '',
      'Ingredients',
      '2 cups flour',
      '1 cup milk',
      '',
      'Method',
      '1. Whisk the flour and milk.',
    ]);
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...cook.headers, 'content-type': 'image/png' },
      payload: card,
    });
    expect(put.statusCode, put.body).toBe(204);
    return t.app.inject({
      method: 'POST',
      url: '/api/recipes/import-from-image',
      headers: cook.headers,
      payload: { imageUrl: uploadURL },
    });
  }

  it('reads the configured folder, never the bundled data instead', async () => {
    // The data checked at start is broken afterwards: the import fails cleanly, the server lives on.
    const por = path.join(dir, 'por.traineddata.gz');
    fs.rmSync(por);
    fs.writeFileSync(por, 'not language data');
    const broken = await importPhoto();
    expect(broken.statusCode, broken.body).toBe(500);
    expect((await t.app.inject({ url: '/api/recipes', headers: cook.headers })).statusCode).toBe(200);

    // Good data back in the folder: the next import reads it.
    fs.rmSync(por);
    fs.copyFileSync(bundled('por'), por);
    const res = await importPhoto();
    expect(res.statusCode, res.body).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ title: 'Lemon Pancakes', servings: 4 });
  }, 120_000);
});
