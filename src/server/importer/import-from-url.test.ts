import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError, importFromUrl } from './import-from-url.ts';
import type { RecipeExtractionLlm } from './llm-extract.ts';

const jsonLdPage = `<!doctype html><html><head><title>Chili</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Chili","image":"/chili.jpg",
"recipeIngredient":["1 lb ground beef","1 (15 oz) can beans"],"recipeInstructions":[{"@type":"HowToStep","text":"Brown the beef."},{"@type":"HowToStep","text":"Add the beans and simmer."}],
"recipeYield":"4","totalTime":"PT45M"}</script></head><body><h1>Chili</h1></body></html>`;

const proseOnly = `<!doctype html><html><head><title>Nonna's sauce</title></head><body>
<nav><a href="/">Home</a></nav>
<article><h1>Nonna's sauce</h1>
<p>You need 1½ kg ripe tomatoes, 3 cloves of garlic and 4 tbsp olive oil.</p>
<p>Warm the olive oil and gently fry the sliced garlic until golden. Add the chopped tomatoes and simmer for 40 minutes.</p>
</article><footer>© Nonna</footer></body></html>`;

const routes: Record<string, { type: string; body: string; status?: number }> = {
  '/chili': { type: 'text/html; charset=utf-8', body: jsonLdPage },
  '/card.txt': {
    type: 'text/plain; charset=utf-8',
    body: 'Brigadeiro\nIngredientes\n1 lata de leite condensado\n1 colher de sopa de manteiga\nModo de preparo\n1. Leve ao fogo baixo mexendo sempre.\n2. Enrole as bolinhas.',
  },
  '/headings': {
    type: 'text/html',
    body: '<html><body><h1>Arroz</h1><h2>Ingredientes</h2><ul><li>2 xícaras de arroz</li><li>4 xícaras de água</li></ul><h2>Modo de preparo</h2><p>Refogue o arroz.</p><p>Junte a água e cozinhe por 20 minutos.</p></body></html>',
  },
  '/prose': { type: 'text/html', body: proseOnly },
  '/about': {
    type: 'text/html',
    body: '<html><head><title>About</title></head><body><h1>About us</h1><p>We love food.</p></body></html>',
  },
  '/file.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
  '/gone': { type: 'text/html', body: '<html><body>Not found</body></html>', status: 404 },
  '/challenge': {
    type: 'text/html',
    body: '<html><head><title>Just a moment...</title></head><body></body></html>',
    status: 503,
  },
  '/moved': { type: 'text/html', body: '' },
};

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(301, { location: 'http://10.0.0.7/secret' }).end();
      return;
    }
    const r = routes[req.url ?? ''];
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(r.status ?? 200, { 'content-type': r.type }).end(r.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const testDeps = { fetchOptions: { allowLoopbackForTests: true } };

async function importError(url: string, deps = {}): Promise<ImportError> {
  try {
    await importFromUrl(url, { ...testDeps, ...deps });
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return e as ImportError;
  }
  throw new Error('expected an ImportError');
}

describe('importFromUrl', () => {
  it('imports a JSON-LD page with absolute image and source URLs', async () => {
    const r = await importFromUrl(`${base}/chili`, testDeps);
    expect(r).toMatchObject({
      title: 'Chili',
      source: 'json-ld',
      servings: 4,
      totalTime: 45,
      imageUrl: `${base}/chili.jpg`,
      sourceUrl: `${base}/chili`,
    });
    expect(r.ingredients).toEqual([
      { amount: '1 lb', name: 'ground beef' },
      { amount: '1 (15 oz) can', name: 'beans' },
    ]);
  });

  it('imports plain text with the text parser', async () => {
    const r = await importFromUrl(`${base}/card.txt`, testDeps);
    expect(r).toMatchObject({ title: 'Brigadeiro', source: 'text', language: 'pt-BR' });
    expect(r.instructions).toEqual(['Leve ao fogo baixo mexendo sempre.', 'Enrole as bolinhas.']);
  });

  it('imports a page with only headings and lists', async () => {
    const r = await importFromUrl(`${base}/headings`, testDeps);
    expect(r.ingredientLines).toEqual(['2 xícaras de arroz', '4 xícaras de água']);
    expect(r.instructions).toEqual(['Refogue o arroz.', 'Junte a água e cozinhe por 20 minutos.']);
  });

  it('uses a configured LLM for prose pages, and only when its answer is grounded', async () => {
    const honest: RecipeExtractionLlm = async ({ pageText }) => {
      expect(pageText).not.toContain('Home'); // navigation is not sent
      return {
        title: "Nonna's sauce",
        ingredients: ['1½ kg ripe tomatoes', '3 cloves garlic', '4 tbsp olive oil'],
        instructions: [
          'Warm the olive oil and gently fry the sliced garlic until golden.',
          'Add the chopped tomatoes and simmer for 40 minutes.',
        ],
      };
    };
    const r = await importFromUrl(`${base}/prose`, { ...testDeps, llm: honest });
    expect(r).toMatchObject({ title: "Nonna's sauce", source: 'llm', sourceUrl: `${base}/prose` });
    expect(r.ingredients).toHaveLength(3);

    const inventive: RecipeExtractionLlm = async () => ({
      title: 'Pizza',
      ingredients: ['500 g flour', '7 g dried yeast'],
      instructions: ['Knead the dough for ten minutes.'],
    });
    const fallback = await importFromUrl(`${base}/prose`, { ...testDeps, llm: inventive });
    expect(fallback.source).not.toBe('llm');
    expect(fallback.title).not.toBe('Pizza');
  });

  it('reports a page without a recipe as no_recipe (422)', async () => {
    const e = await importError(`${base}/about`);
    expect(e.code).toBe('no_recipe');
    expect(e.httpStatus).toBe(422);
    expect(e.userMessage).toBe('Failed to import recipe. Please check the URL and try again.');
  });

  it('maps fetch failures to import errors', async () => {
    expect((await importError(`${base}/file.pdf`)).code).toBe('not_html');
    expect((await importError(`${base}/gone`)).code).toBe('http_error');
    expect((await importError(`${base}/challenge`)).code).toBe('bot_challenge');
    expect((await importError(`${base}/moved`)).code).toBe('blocked');
    expect((await importError('ftp://example.org/recipe')).code).toBe('bad_url');
  });

  it('refuses loopback without the test-only option', async () => {
    const e = await importError(`${base}/chili`, { fetchOptions: {} });
    expect(e.code).toBe('blocked');
    expect(e.httpStatus).toBe(400);
  });
});
