/**
 * Input fuzzing of every JSON route, generated from the route table and each route's zod body
 * schema: wrong types, huge strings, deep nesting, odd unicode and prototype-pollution keys must
 * never produce a 5xx, never crash the server and never pollute Object.prototype.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A fresh user per route (from its own address), so per-user budgets never hide a handler. */
async function freshUser() {
  ip += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `198.51.100.${ip % 250}`,
    payload: { email: `fuzz${ip}-${Date.now()}@example.com`, password: 'fuzzing-password', firstName: 'Fuzz' },
  });
  const cookie = res.cookies.find((c) => c.name === 'tempero_session')!;
  const headers = { cookie: `tempero_session=${cookie.value}` };
  const post = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const recipe = (await post('/api/recipes', buildRecipe())).id as string;
  const collection = (await post('/api/collections', { name: 'F' })).id as string;
  const plan = (await post('/api/meal-plans', { name: 'F', startDate: '2026-11-22', endDate: '2026-11-28' }))
    .id as string;
  const shopping = (await post('/api/shopping-list-items', { name: 'salt' })).id as string;
  return { headers, recipe, collection, plan, shopping };
}

function resolveUrl(url: string, w: Awaited<ReturnType<typeof freshUser>>): string {
  return url
    .replace(/^\/api\/collections\/:(id|collectionId)/, `/api/collections/${w.collection}`)
    .replace(/^\/api\/meal-plans\/:planId/, `/api/meal-plans/${w.plan}`)
    .replace(/^\/api\/shopping-list-items\/:id/, `/api/shopping-list-items/${w.shopping}`)
    .replace(/:id|:recipeId/g, w.recipe);
}

function keysOf(schema: unknown): string[] {
  const s = schema as {
    shape?: Record<string, unknown>;
    def?: { shape?: Record<string, unknown>; in?: unknown; schema?: unknown; innerType?: unknown };
  };
  if (s?.shape) return Object.keys(s.shape);
  if (s?.def?.shape) return Object.keys(s.def.shape);
  for (const inner of [s?.def?.in, s?.def?.schema, s?.def?.innerType]) if (inner) return keysOf(inner);
  return [];
}

function deep(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const ODD_VALUES: unknown[] = [
  null,
  true,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  '\u0000\u202e\ud83d\ude00﷽ Ω ç ã',
  'x'.repeat(200_000),
  ['a', 1, null],
  { nested: { value: 1 } },
  '<script>alert(1)</script>',
  "'; DROP TABLE recipes; --",
];

function payloadsFor(keys: string[]): Array<{ raw?: string; json?: unknown }> {
  const out: Array<{ raw?: string; json?: unknown }> = [
    { json: null },
    { json: [] },
    { json: 'text' },
    { json: 42 },
    { json: {} },
    { raw: deep(5000) },
    { raw: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
    { raw: '{"title":"a","title":"b"' },
  ];
  for (const key of keys) {
    for (const value of ODD_VALUES) out.push({ json: { [key]: value } });
    out.push({ raw: `{"${key}":{"__proto__":{"polluted":true}}}` });
  }
  return out;
}

describe('fuzzing every JSON route', () => {
  it('never answers 5xx, never pollutes prototypes', async () => {
    const routes = t.app.ctx.routes.filter(
      (r) =>
        ['POST', 'PUT', 'PATCH'].includes(r.method) &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/uploads/') &&
        r.url !== '/api/auth/register',
    );
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const w = await freshUser();
      const url = resolveUrl(route.url, w);
      for (const p of payloadsFor(keysOf(route.schema?.body))) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...w.headers, 'content-type': 'application/json' },
          payload: p.raw ?? JSON.stringify(p.json),
        });
        sent += 1;
        if (res.statusCode >= 500)
          failures.push(
            `${route.method} ${route.url} ${(p.raw ?? JSON.stringify(p.json)).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(sent).toBeGreaterThan(500);
    // The server still answers normally afterwards.
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  }, 300_000);

  it('never answers 5xx to hostile query strings on GET routes', async () => {
    const w = await freshUser();
    // The household's event stream never ends by itself (tests/api/household-live.test.ts reads it over HTTP).
    const gets = t.app.ctx.routes.filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        r.url !== '/api/household/events',
    );
    const queries = [
      'search=%00',
      'q=%00%00&tag=%00',
      'sort=%27%3B--',
      `search=${'x'.repeat(5000)}`,
      'page=-1&pageSize=1e9',
      'startDate=%00&endDate=9999-99-99',
      'minRating=NaN',
      'returnTo=%00//evil',
    ];
    const failures: string[] = [];
    for (const route of gets) {
      for (const q of queries) {
        const res = await t.app.inject({ url: `${resolveUrl(route.url, w)}?${q}`, headers: w.headers });
        if (res.statusCode >= 500)
          failures.push(`${route.url}?${q.slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
