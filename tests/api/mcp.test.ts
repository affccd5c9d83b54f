import http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_READ_TOOLS, MCP_WRITE_TOOLS } from '../../src/shared/schemas/mcp.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

/**
 * The MCP server at /api/mcp, through the official SDK's client over real HTTP: every tool is
 * listed and called; a read-only token cannot write; nothing works without a token.
 */
const APP_PORT = 4131;
const PAGE_PORT = 4133;
let t: TestApp;
let base: string;
let page: http.Server;

beforeAll(async () => {
  page = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Page lentil soup',
        recipeIngredient: ['1 cup red lentils', '4 cups water', '1 onion'],
        recipeInstructions: ['Chop the onion.', 'Simmer everything for 20 minutes.'],
      })}</script></head><body></body></html>`,
    );
  });
  await new Promise<void>((r) => page.listen(PAGE_PORT, '127.0.0.1', r));
  t = await createTestApp({ build: { testing: { allowLoopbackFetch: true } } });
  base = await t.app.listen({ port: APP_PORT, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => page.close(r));
});

async function tokenFor(u: SignedInUser, scope: 'read' | 'read-write') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: u.headers,
    payload: { name: 'AI', scope },
  });
  return res.json<{ token: string }>().token;
}

async function connect(token: string) {
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'tempero-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

type CallResult = { content: Array<{ type: string; text: string }>; isError?: boolean };
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallResult;
  const text = result.content[0]!.text;
  return { isError: result.isError === true, text, json: () => JSON.parse(text) as any };
}

describe('MCP server', () => {
  let cook: SignedInUser;
  let client: Client;
  beforeAll(async () => {
    cook = await signUp(t.app, { firstName: 'Rita' });
    client = await connect(await tokenFor(cook, 'read-write'));
  });
  afterAll(async () => {
    await client.close();
  });

  it('lists its tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_READ_TOOLS, ...MCP_WRITE_TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
    }
    expect(tools.find((tool) => tool.name === 'get_recipe')!.annotations?.readOnlyHint).toBe(true);
  });

  it('searches and reads my recipes, and not another account’s', async () => {
    const mine = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: cook.headers,
        payload: buildRecipe({ title: 'Moqueca de peixe' }),
      })
    ).json<{ id: string }>();
    const other = await signUp(t.app);
    const theirs = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: other.headers,
        payload: buildRecipe({ title: 'Moqueca secreta' }),
      })
    ).json<{ id: string }>();
    const found = await call(client, 'search_recipes', { query: 'moqueca' });
    expect(found.isError).toBe(false);
    expect(found.json().recipes.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const read = await call(client, 'get_recipe', { id: mine.id });
    const api = (await t.app.inject({ url: `/api/recipes/${mine.id}`, headers: cook.headers })).json();
    expect(read.json()).toEqual(api);
    const hidden = await call(client, 'get_recipe', { id: theirs.id });
    expect(hidden.isError).toBe(true);
    expect(hidden.text).toMatch(/not found/i);
  });

  it('creates recipes from text and from a web address, through the importer', async () => {
    const fromText = await call(client, 'create_recipe', {
      text: 'Garlic rice\n\nIngredients\n1 cup rice\n2 cloves garlic\n2 cups water\n\nInstructions\nFry the garlic.\nAdd rice and water and cook 18 minutes.',
    });
    expect(fromText.isError, fromText.text).toBe(false);
    expect(fromText.json()).toMatchObject({ title: 'Garlic rice' });
    const fromUrl = await call(client, 'create_recipe', { url: `http://127.0.0.1:${PAGE_PORT}/soup` });
    expect(fromUrl.isError, fromUrl.text).toBe(false);
    expect(fromUrl.json()).toMatchObject({ title: 'Page lentil soup' });
    const mine = (await t.app.inject({ url: '/api/recipes', headers: cook.headers })).json<Array<{ title: string }>>();
    expect(mine.map((r) => r.title)).toEqual(expect.arrayContaining(['Garlic rice', 'Page lentil soup']));
    const neither = await call(client, 'create_recipe', {});
    expect(neither.isError).toBe(true);
  });

  it('plans a meal (making the week’s plan) and adds to the shopping list', async () => {
    const recipe = (
      await t.app.inject({ method: 'POST', url: '/api/recipes', headers: cook.headers, payload: buildRecipe() })
    ).json<{ id: string }>();
    const planned = await call(client, 'add_to_meal_plan', {
      recipeId: recipe.id,
      date: '2026-12-09',
      mealType: 'dinner',
    });
    expect(planned.isError, planned.text).toBe(false);
    const items = (
      await t.app.inject({ url: '/api/meal-plan-items?startDate=2026-12-06&endDate=2026-12-12', headers: cook.headers })
    ).json<Array<{ id: string; recipeId: string; mealDate: string; mealType: string }>>();
    expect(items).toMatchObject([{ recipeId: recipe.id, mealDate: '2026-12-09', mealType: 'dinner' }]);
    const plans = (
      await t.app.inject({ url: '/api/meal-plans?startDate=2026-12-06&endDate=2026-12-12', headers: cook.headers })
    ).json();
    expect(plans).toMatchObject([{ name: 'Week of Dec 6', startDate: '2026-12-06', endDate: '2026-12-12' }]);
    // A second meal that week goes to the same plan.
    await call(client, 'add_to_meal_plan', { recipeId: recipe.id, date: '2026-12-10', mealType: 'lunch' });
    expect(
      (
        await t.app.inject({ url: '/api/meal-plans?startDate=2026-12-06&endDate=2026-12-12', headers: cook.headers })
      ).json(),
    ).toHaveLength(1);
    expect(
      (await call(client, 'add_to_meal_plan', { recipeId: recipe.id, date: '2026-02-30', mealType: 'lunch' })).isError,
    ).toBe(true);

    const added = await call(client, 'add_to_shopping_list', {
      items: [{ name: 'limes', amount: '3' }, { name: 'cilantro' }],
    });
    expect(added.isError, added.text).toBe(false);
    const list = (await t.app.inject({ url: '/api/shopping-list-items', headers: cook.headers })).json<
      Array<{ name: string }>
    >();
    expect(list.map((i) => i.name).sort()).toEqual(['cilantro', 'limes']);
  });

  it('asks the chef from a wish and from the pantry', async () => {
    const wish = await call(client, 'ask_chef', { wish: 'a quick vegetarian pasta dinner', count: 2 });
    expect(wish.isError, wish.text).toBe(false);
    const ideas = wish.json().recipes as Array<{ title: string; ingredients: unknown[] }>;
    // What the chef finds in its cookbook, at most the count asked.
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.length).toBeLessThanOrEqual(2);
    for (const idea of ideas) expect(idea.ingredients.length).toBeGreaterThan(0);

    const empty = await call(client, 'ask_chef', { fromPantry: true });
    expect(empty.isError).toBe(true);
    expect(empty.text).toMatch(/pantry is empty/);
    for (const name of ['eggs', 'tomatoes', 'onion', 'rice'])
      await t.app.inject({ method: 'POST', url: '/api/pantry-items', headers: cook.headers, payload: { name } });
    const before = (await t.app.inject({ url: '/api/recipes', headers: cook.headers })).json<unknown[]>().length;
    const pantry = await call(client, 'ask_chef', { fromPantry: true, count: 1, save: true });
    expect(pantry.isError, pantry.text).toBe(false);
    expect(pantry.json().saved).toHaveLength(1);
    const after = (await t.app.inject({ url: '/api/recipes', headers: cook.headers })).json<unknown[]>().length;
    expect(after).toBe(before + 1);
  });
});

describe('MCP authorisation', () => {
  it('a read-only token reads but cannot write', async () => {
    const u = await signUp(t.app);
    const recipe = (
      await t.app.inject({ method: 'POST', url: '/api/recipes', headers: u.headers, payload: buildRecipe() })
    ).json<{ id: string }>();
    const client = await connect(await tokenFor(u, 'read'));
    try {
      expect((await call(client, 'search_recipes', {})).isError).toBe(false);
      expect((await call(client, 'ask_chef', { wish: 'soup', count: 1 })).isError).toBe(false);
      const attempts: Array<[string, Record<string, unknown>]> = [
        ['create_recipe', { text: 'Toast\n\nIngredients\n1 slice bread\n\nInstructions\nToast it.' }],
        ['add_to_meal_plan', { recipeId: recipe.id, date: '2026-12-09', mealType: 'dinner' }],
        ['add_to_shopping_list', { items: [{ name: 'milk' }] }],
        ['ask_chef', { wish: 'soup', count: 1, save: true }],
      ];
      for (const [name, args] of attempts) {
        const res = await call(client, name, args);
        expect(res.isError, name).toBe(true);
        expect(res.text).toMatch(/read-only/);
      }
    } finally {
      await client.close();
    }
    expect((await t.app.inject({ url: '/api/recipes', headers: u.headers })).json()).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/shopping-list-items', headers: u.headers })).json()).toEqual([]);
    expect(
      (
        await t.app.inject({ url: '/api/meal-plan-items?startDate=2026-12-06&endDate=2026-12-12', headers: u.headers })
      ).json(),
    ).toEqual([]);
  });

  it('needs a token: no token, a session cookie or a revoked token get 401', async () => {
    const u = await signUp(t.app);
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    expect((await t.app.inject({ method: 'POST', url: '/api/mcp', headers, payload: init })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mcp', headers: { ...headers, ...u.headers }, payload: init }))
        .statusCode,
    ).toBe(401);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: u.headers,
        payload: { name: 'x', scope: 'read' },
      })
    ).json<{ id: string; token: string }>();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { ...headers, authorization: `Bearer ${created.token}` },
      payload: init,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'tempero' } } });
    await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}`, headers: u.headers });
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { ...headers, authorization: `Bearer ${created.token}` },
      payload: init,
    });
    expect(revoked.statusCode).toBe(401);
  });
});
