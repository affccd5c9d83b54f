/**
 * Authorization matrix generated from the server's own route table: every /api and /media route ×
 * {anonymous, owner, another user}, on a real resource of the owner. A route added without an entry
 * here fails the test, so no route escapes the matrix.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { usersRepository } from '../../src/server/users/users.repository.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let pageServer: http.Server;
let pageUrl: string;
let png: Buffer;
let baseUrl: string;

beforeAll(async () => {
  // Webhooks of the matrix point at a closed loopback port: allowed here, so nothing leaves the machine.
  t = await createTestApp({
    env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    build: { testing: { allowLoopbackFetch: true } },
  });
  owner = await signUp(t.app, { firstName: 'Owner' });
  other = await signUp(t.app, { firstName: 'Other' });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  pageServer = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Matrix soup',
        recipeIngredient: ['1 cup lentils', '2 cups water'],
        recipeInstructions: ['Boil.', 'Serve.'],
      })}</script></head><body></body></html>`,
    );
  });
  await new Promise<void>((r) => pageServer.listen(0, '127.0.0.1', r));
  pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/soup`;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await new Promise((r) => pageServer.close(r));
  await t.close();
});

async function signIn(u: SignedInUser): Promise<SignedInUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: u.email, password: 'correct horse battery' },
  });
  const cookie = res.cookies.find((c) => c.name === 'tempero_session');
  if (!cookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const header = `tempero_session=${cookie.value}`;
  return { ...u, cookie: header, headers: { cookie: header } };
}

type Who = 'anonymous' | 'owner' | 'other';
interface World {
  recipe: string;
  publicRecipe: string;
  otherRecipe: string;
  collection: string;
  plan: string;
  item: string;
  shopping: string;
  pantry: string;
  uploadPath: string;
  uploadUrl: string;
  media: string;
  preview: string;
  importJob: string;
  invitation: { id: string; code: string };
  /** A member of the owner's household (with needs: ['member']). */
  member: string;
  apiToken: string;
  webhook: string;
  /** A sign-up invite made by the owner, the instance's administrator (the first account). */
  signupInvite: string;
}
interface Request {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Case {
  /** private: anonymous 401; public: anyone; optional: anonymous allowed but private resources answer 404. */
  access: 'private' | 'public' | 'optional';
  /** The route addresses one resource of the owner: another user gets 404 (or `otherStatus`) and nothing changes. */
  resource: boolean;
  needs?: Array<
    'upload' | 'uploaded' | 'importUploaded' | 'media' | 'preview' | 'importJob' | 'member' | 'apiToken' | 'webhook'
  >;
  /** A server-sent event stream: requested over HTTP, its status read, then closed. */
  stream?: boolean;
  request: (w: World) => Request;
  ownerStatus?: number[];
  otherStatus?: number[];
  /** The call ends the caller's session: sign the users in again afterwards. */
  endsSession?: boolean;
  anonymousStatus?: number[];
}

async function inject(who: Who, method: string, req: Request, stream = false) {
  const headers = { ...(who === 'owner' ? owner.headers : who === 'other' ? other.headers : {}), ...req.headers };
  if (stream) {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}${req.url}`, { method, headers, signal: abort.signal });
    abort.abort();
    return { statusCode: res.status, body: '' };
  }
  const body = req.payload;
  return t.app.inject({
    method: method as 'GET',
    url: req.url,
    headers,
    ...(Buffer.isBuffer(body) ? { body } : body === undefined ? {} : { payload: body as object }),
  });
}

async function makeWorld(needs: Case['needs'] = []): Promise<World> {
  const post = async (user: SignedInUser, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const recipe = (await post(owner, '/api/recipes', buildRecipe())).id as string;
  const publicRecipe = (await post(owner, '/api/recipes', buildRecipe())).id as string;
  await t.app.inject({ method: 'PATCH', url: `/api/recipes/${publicRecipe}/public`, headers: owner.headers });
  const otherRecipe = (await post(other, '/api/recipes', buildRecipe())).id as string;
  const collection = (await post(owner, '/api/collections', { name: 'M' })).id as string;
  await post(owner, `/api/collections/${collection}/recipes`, { recipeId: recipe });
  await post(owner, `/api/recipes/${recipe}/rating`, { rating: 4 });
  const plan = (
    await post(owner, '/api/meal-plans', { name: `W${Math.random()}`, startDate: '2026-11-22', endDate: '2026-11-28' })
  ).id as string;
  const item = (
    await post(owner, `/api/meal-plans/${plan}/items`, { recipeId: recipe, mealDate: '2026-11-23', mealType: 'lunch' })
  ).id as string;
  const shopping = (await post(owner, '/api/shopping-list-items', { name: 'rice', amount: '1 cup' })).id as string;
  const pantry = (await post(owner, '/api/pantry-items', { name: 'rice', amount: '1 kg' })).id as string;
  // Made only for the cases that need them: an account holds at most 50 tokens and 20 webhooks.
  const apiToken = needs.includes('apiToken')
    ? ((await post(owner, '/api/tokens', { name: 'Matrix', scope: 'read' })).id as string)
    : '';
  const webhook = needs.includes('webhook')
    ? ((await post(owner, '/api/webhooks', { url: MATRIX_HOOK, events: ['recipe.deleted'] })).id as string)
    : '';
  let uploadUrl = '';
  let uploadPath = '';
  let media = '';
  let preview = '';
  if (needs.includes('upload') || needs.includes('media')) {
    uploadUrl = (await post(owner, '/api/objects/upload')).uploadURL;
    uploadPath = uploadUrl;
  }
  if (needs.includes('importUploaded')) {
    uploadUrl = (await post(owner, '/api/recipes/image-upload-url')).uploadURL;
    uploadPath = uploadUrl;
  }
  if (needs.includes('uploaded') || needs.includes('importUploaded')) {
    if (!uploadUrl) uploadUrl = uploadPath = (await post(owner, '/api/objects/upload')).uploadURL;
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      body: png,
    });
    if (put.statusCode >= 300) throw new Error(`upload: ${put.statusCode} ${put.body}`);
  }
  if (needs.includes('media')) {
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      body: png,
    });
    if (put.statusCode >= 300) throw new Error(`upload: ${put.statusCode} ${put.body}`);
    const attached = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe}/image`,
      headers: owner.headers,
      payload: { imageURL: uploadUrl },
    });
    media = attached.json().imageUrl;
  }
  const invitation = await post(owner, '/api/household/invitations');
  const signupInvite = (await post(owner, '/api/admin/invites', {})).id;
  let member = '';
  if (needs.includes('member')) {
    const joiner = await signUp(t.app, { firstName: 'Member' });
    const code = (await post(owner, '/api/household/invitations')).code;
    await post(joiner, '/api/household/join', { code });
    member = joiner.id;
  }
  if (needs.includes('preview'))
    preview = (await post(owner, `/api/recipes/${recipe}/generate-image`, { title: 'Soup', ingredients: ['lentils'] }))
      .imageUrl;
  let importJob = '';
  if (needs.includes('importJob')) {
    const res = await inject('owner', 'POST', importUpload());
    if (res.statusCode !== 201) throw new Error(`import upload: ${res.statusCode} ${res.body}`);
    importJob = (JSON.parse(res.body) as { id: string }).id;
  }
  return {
    recipe,
    publicRecipe,
    otherRecipe,
    collection,
    plan,
    item,
    shopping,
    pantry,
    uploadPath,
    uploadUrl,
    media,
    preview,
    importJob,
    invitation,
    member,
    apiToken,
    webhook,
    signupInvite,
  };
}

/** A closed port on this machine: deliveries fail there and are retried long after the test. */
const MATRIX_HOOK = 'http://127.0.0.1:4139/matrix';

/** A one-recipe JSON-LD file, as the import-from-another-app upload sends it. */
const importUpload = (): Request => ({
  url: '/api/import-jobs?format=jsonld&fileName=soup.json',
  payload: Buffer.from(
    JSON.stringify({
      '@type': 'Recipe',
      name: `Matrix stew ${Math.random()}`,
      recipeIngredient: ['1 cup beans'],
      recipeInstructions: ['Simmer.'],
    }),
  ),
  headers: { 'content-type': 'application/octet-stream' },
});

const priv = (request: Case['request'], extra: Partial<Case> = {}): Case => ({
  access: 'private',
  resource: false,
  request,
  ...extra,
});
const own = (request: Case['request'], extra: Partial<Case> = {}): Case => ({
  access: 'private',
  resource: true,
  request,
  ...extra,
});
const pub = (request: Case['request'], extra: Partial<Case> = {}): Case => ({
  access: 'public',
  resource: false,
  request,
  ...extra,
});

const CASES: Record<string, Case> = {
  'GET /api/health': pub(() => ({ url: '/api/health' })),
  'GET /api/auth/user': priv(() => ({ url: '/api/auth/user' })),
  'POST /api/auth/register': pub(() => ({
    url: '/api/auth/register',
    payload: { email: `m${Math.random()}@example.com`, password: 'a-long-password', firstName: 'M' },
  })),
  'POST /api/auth/login': pub(
    () => ({ url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'wrong-password' } }),
    { ownerStatus: [401], otherStatus: [401], anonymousStatus: [401] },
  ),
  'GET /api/logout': pub(() => ({ url: '/api/logout' }), {
    ownerStatus: [200],
    otherStatus: [200],
    anonymousStatus: [302],
  }),
  'GET /api/logout/logout.js': pub(() => ({ url: '/api/logout/logout.js' })),
  'POST /api/logout': pub(() => ({ url: '/api/logout' }), {
    ownerStatus: [303],
    otherStatus: [303],
    anonymousStatus: [303],
    endsSession: true,
  }),
  'POST /api/auth/logout': pub(() => ({ url: '/api/auth/logout' }), { endsSession: true }),
  // The same password again: the other sessions end, the asking one stays (see password-change.test.ts).
  // A password change ends every session of the account, the asking one too (it gets a new
  // cookie): the owner signs in again after it, and another user's is not spent on it.
  'POST /api/auth/password': priv(
    () => ({
      url: '/api/auth/password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery' },
    }),
    { endsSession: true },
  ),
  'GET /api/login': pub(() => ({ url: '/api/login' }), { ownerStatus: [302], otherStatus: [302] }),
  'GET /api/login/login.js': pub(() => ({ url: '/api/login/login.js' })),
  'GET /api/callback': pub(() => ({ url: '/api/callback' }), {
    ownerStatus: [404],
    otherStatus: [404],
    anonymousStatus: [404],
  }),
  'GET /api/recipes': priv(() => ({ url: '/api/recipes' })),
  'GET /api/recipes/favorites': priv(() => ({ url: '/api/recipes/favorites' })),
  'GET /api/recipes/:id': { access: 'optional', resource: true, request: (w) => ({ url: `/api/recipes/${w.recipe}` }) },
  'GET /api/recipes/:id/nutrition': {
    access: 'optional',
    resource: true,
    request: (w) => ({ url: `/api/recipes/${w.recipe}/nutrition` }),
  },
  'POST /api/recipes': priv(() => ({ url: '/api/recipes', payload: buildRecipe() })),
  'PATCH /api/recipes/:id': own((w) => ({ url: `/api/recipes/${w.recipe}`, payload: { title: 'Changed' } })),
  'DELETE /api/recipes/:id': own((w) => ({ url: `/api/recipes/${w.recipe}` })),
  'POST /api/recipes/:id/copy': own((w) => ({ url: `/api/recipes/${w.recipe}/copy`, payload: {} })),
  'PATCH /api/recipes/:id/favorite': own((w) => ({ url: `/api/recipes/${w.recipe}/favorite` })),
  'PATCH /api/recipes/:id/public': own((w) => ({ url: `/api/recipes/${w.recipe}/public` })),
  'GET /api/public/recipes/:id': {
    access: 'optional',
    resource: true,
    request: (w) => ({ url: `/api/public/recipes/${w.recipe}` }),
    ownerStatus: [404],
  },
  'GET /api/user/statistics': priv(() => ({ url: '/api/user/statistics' })),
  'PATCH /api/user/preferences': priv(() => ({ url: '/api/user/preferences', payload: { unitSystem: 'imperial' } })),
  'DELETE /api/user/account': priv(() => ({ url: '/api/user/account' }), { endsSession: true }),
  'GET /api/collections': priv(() => ({ url: '/api/collections' })),
  'POST /api/collections': priv(() => ({ url: '/api/collections', payload: { name: 'New' } })),
  'GET /api/collections/:id': own((w) => ({ url: `/api/collections/${w.collection}` })),
  'PATCH /api/collections/:id': own((w) => ({ url: `/api/collections/${w.collection}`, payload: { name: 'Renamed' } })),
  'DELETE /api/collections/:id': own((w) => ({ url: `/api/collections/${w.collection}` })),
  'GET /api/collections/:id/recipes': own((w) => ({ url: `/api/collections/${w.collection}/recipes` })),
  'POST /api/collections/:collectionId/recipes': own((w) => ({
    url: `/api/collections/${w.collection}/recipes`,
    payload: { recipeId: w.publicRecipe },
  })),
  'DELETE /api/collections/:collectionId/recipes/:recipeId': own((w) => ({
    url: `/api/collections/${w.collection}/recipes/${w.recipe}`,
  })),
  'GET /api/recipes/:id/collections': own((w) => ({ url: `/api/recipes/${w.recipe}/collections` })),
  'GET /api/recipes/:id/rating/summary': {
    access: 'optional',
    resource: true,
    request: (w) => ({ url: `/api/recipes/${w.recipe}/rating/summary` }),
  },
  'GET /api/recipes/:id/rating/me': own((w) => ({ url: `/api/recipes/${w.recipe}/rating/me` })),
  'POST /api/recipes/:id/rating': own((w) => ({ url: `/api/recipes/${w.recipe}/rating`, payload: { rating: 5 } })),
  'GET /api/reviews/my-reviews': priv(() => ({ url: '/api/reviews/my-reviews' })),
  'GET /api/reviews/statistics': priv(() => ({ url: '/api/reviews/statistics' })),
  'POST /api/meal-plans': priv(() => ({
    url: '/api/meal-plans',
    payload: { name: 'Week', startDate: '2026-11-29', endDate: '2026-12-05' },
  })),
  'GET /api/meal-plans': priv(() => ({ url: '/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28' })),
  'POST /api/meal-plans/:planId/items': own((w) => ({
    url: `/api/meal-plans/${w.plan}/items`,
    payload: { recipeId: w.recipe, mealDate: '2026-11-24', mealType: 'dinner' },
  })),
  'GET /api/meal-plan-items': priv(() => ({ url: '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28' })),
  'PATCH /api/meal-plan-items/:id/toggle': own((w) => ({ url: `/api/meal-plan-items/${w.item}/toggle` })),
  'DELETE /api/meal-plan-items/:id': own((w) => ({ url: `/api/meal-plan-items/${w.item}` })),
  'GET /api/tokens': priv(() => ({ url: '/api/tokens' })),
  'POST /api/tokens': priv(() => ({ url: '/api/tokens', payload: { name: 'M', scope: 'read-write' } })),
  'DELETE /api/tokens/:id': own((w) => ({ url: `/api/tokens/${w.apiToken}` }), { needs: ['apiToken'] }),
  'GET /api/webhooks': priv(() => ({ url: '/api/webhooks' })),
  'POST /api/webhooks': priv(() => ({
    url: '/api/webhooks',
    payload: { url: MATRIX_HOOK, events: ['recipe.created'] },
  })),
  'PATCH /api/webhooks/:id': own((w) => ({ url: `/api/webhooks/${w.webhook}`, payload: { enabled: false } }), {
    needs: ['webhook'],
  }),
  'DELETE /api/webhooks/:id': own((w) => ({ url: `/api/webhooks/${w.webhook}` }), { needs: ['webhook'] }),
  'GET /api/webhooks/:id/deliveries': own((w) => ({ url: `/api/webhooks/${w.webhook}/deliveries` }), {
    needs: ['webhook'],
  }),
  // The MCP server takes API tokens only (tests/api/mcp.test.ts): a session is refused like no one.
  'POST /api/mcp': priv(() => ({ url: '/api/mcp', payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' } }), {
    ownerStatus: [401],
    otherStatus: [401],
  }),
  'GET /api/mcp': priv(() => ({ url: '/api/mcp' }), { ownerStatus: [401], otherStatus: [401] }),
  'GET /api/shopping-list-items': priv(() => ({ url: '/api/shopping-list-items' })),
  'GET /api/shopping-list-items/combined': priv(() => ({ url: '/api/shopping-list-items/combined' })),
  'POST /api/shopping-list-items': priv(() => ({ url: '/api/shopping-list-items', payload: { name: 'salt' } })),
  'PATCH /api/shopping-list-items/:id': own((w) => ({
    url: `/api/shopping-list-items/${w.shopping}`,
    payload: { checked: true },
  })),
  'DELETE /api/shopping-list-items/:id': own((w) => ({ url: `/api/shopping-list-items/${w.shopping}` })),
  'DELETE /api/shopping-list-items': priv(() => ({ url: '/api/shopping-list-items' })),
  'GET /api/pantry-items': priv(() => ({ url: '/api/pantry-items' })),
  'POST /api/pantry-items': priv(() => ({ url: '/api/pantry-items', payload: { name: 'eggs' } })),
  'PATCH /api/pantry-items/:id': own((w) => ({ url: `/api/pantry-items/${w.pantry}`, payload: { runningLow: true } })),
  'DELETE /api/pantry-items/:id': own((w) => ({ url: `/api/pantry-items/${w.pantry}` })),
  'GET /api/pantry/staples': priv(() => ({ url: '/api/pantry/staples' })),
  'PUT /api/pantry/staples': priv(() => ({ url: '/api/pantry/staples', payload: { staples: ['salt'] } })),
  'GET /api/pantry/matches': priv(() => ({ url: '/api/pantry/matches' })),
  'POST /api/shopping-list-items/from-plan': priv(() => ({
    url: '/api/shopping-list-items/from-plan',
    payload: { startDate: '2026-11-22', endDate: '2026-11-28' },
  })),
  'POST /api/meal-plan-items/:id/use-pantry': own((w) => ({ url: `/api/meal-plan-items/${w.item}/use-pantry` })),
  'GET /api/meal-plans/calendar': priv(() => ({ url: '/api/meal-plans/calendar' })),
  'PATCH /api/meal-plans/calendar': priv(() => ({
    url: '/api/meal-plans/calendar',
    payload: { timeZone: 'Europe/Lisbon' },
  })),
  'POST /api/meal-plans/calendar/reset': priv(() => ({ url: '/api/meal-plans/calendar/reset' })),
  // The feed's token is its credential (tests/api/calendar.test.ts): a wrong one is refused for everyone.
  'GET /api/meal-plans/calendar.ics': pub(() => ({ url: '/api/meal-plans/calendar.ics?token=wrong.token' }), {
    ownerStatus: [404],
    otherStatus: [404],
    anonymousStatus: [404],
  }),
  'POST /api/objects/upload': priv(() => ({ url: '/api/objects/upload' })),
  'POST /api/recipes/image-upload-url': priv(() => ({ url: '/api/recipes/image-upload-url' })),
  // Upload links are signed for one user: another user's PUT is refused as a bad signature (403).
  'PUT /api/uploads/:id': own((w) => ({ url: w.uploadPath, payload: png, headers: { 'content-type': 'image/png' } }), {
    needs: ['upload'],
    otherStatus: [403],
  }),
  'PUT /api/recipes/:id/image': own(
    (w) => ({ url: `/api/recipes/${w.recipe}/image`, payload: { imageURL: w.uploadUrl } }),
    { needs: ['uploaded'] },
  ),
  'DELETE /api/recipes/:id/image': own((w) => ({ url: `/api/recipes/${w.recipe}/image` }), { needs: ['media'] }),
  'POST /api/recipes/:id/generate-image': own((w) => ({ url: `/api/recipes/${w.recipe}/generate-image`, payload: {} })),
  'PUT /api/recipes/:id/confirm-image': own(
    (w) => ({ url: `/api/recipes/${w.recipe}/confirm-image`, payload: { imageUrl: w.preview } }),
    { needs: ['preview'] },
  ),
  'POST /api/recipes/:id/regenerate-image': own((w) => ({ url: `/api/recipes/${w.recipe}/regenerate-image` })),
  // Stored images are public by unguessable key, like any CDN object.
  'GET /media/:file': { access: 'public', resource: false, needs: ['media'], request: (w) => ({ url: w.media }) },
  'POST /api/recipes/import': priv(() => ({ url: '/api/recipes/import', payload: { url: pageUrl } })),
  'POST /api/recipes/import-from-image': own(
    (w) => ({ url: '/api/recipes/import-from-image', payload: { imageUrl: w.uploadUrl } }),
    { needs: ['importUploaded'], ownerStatus: [201, 422] },
  ),
  'POST /api/recipes/import-text': priv(() => ({
    url: '/api/recipes/import-text',
    payload: { text: 'Soup\n\nIngredients\n1 cup lentils\n2 cups water\n\nMethod\n1. Boil.\n2. Serve.' },
  })),
  'POST /api/recipes/generate': priv(() => ({ url: '/api/recipes/generate', payload: { recipeCount: 1 } })),
  'POST /api/recipes/:id/modify': own((w) => ({
    url: `/api/recipes/${w.recipe}/modify`,
    payload: { action: 'double' },
  })),
  'POST /api/recipes/:id/ai-tips': own((w) => ({ url: `/api/recipes/${w.recipe}/ai-tips` })),
  'POST /api/recipes/:id/ai-tags': own((w) => ({ url: `/api/recipes/${w.recipe}/ai-tags` })),
  'POST /api/ingredients/substitutions': priv(() => ({
    url: '/api/ingredients/substitutions',
    payload: { ingredient: 'butter' },
  })),
  'POST /api/recipes/adjust-instructions': priv(() => ({
    url: '/api/recipes/adjust-instructions',
    payload: { currentInstructions: ['Melt the butter.'], oldIngredient: 'butter', newIngredient: 'olive oil' },
  })),
  'POST /api/import-jobs': priv(() => importUpload()),
  'GET /api/import-jobs': priv(() => ({ url: '/api/import-jobs' })),
  'GET /api/import-jobs/:id': own((w) => ({ url: `/api/import-jobs/${w.importJob}` }), { needs: ['importJob'] }),
  'POST /api/import-jobs/:id/start': own((w) => ({ url: `/api/import-jobs/${w.importJob}/start` }), {
    needs: ['importJob'],
  }),
  'DELETE /api/import-jobs/:id': own((w) => ({ url: `/api/import-jobs/${w.importJob}` }), { needs: ['importJob'] }),
  'POST /api/meal-plans/generate': priv(() => ({
    url: '/api/meal-plans/generate',
    payload: { startDate: '2026-11-29', endDate: '2026-11-30', includeUserRecipes: false },
  })),
  // Households: every account owns a household of its own, so "another user" is another household.
  'GET /api/household': priv(() => ({ url: '/api/household' })),
  'PATCH /api/household': priv(() => ({ url: '/api/household', payload: { defaultRecipeVisibility: 'private' } })),
  'GET /api/household/recipes': priv(() => ({ url: '/api/household/recipes' })),
  'GET /api/household/events': priv(() => ({ url: '/api/household/events' }), { stream: true }),
  'POST /api/household/invitations': priv(() => ({ url: '/api/household/invitations' })),
  'DELETE /api/household/invitations/:id': own((w) => ({ url: `/api/household/invitations/${w.invitation.id}` })),
  // The invite page shows whose household a valid code is for, to visitors too.
  'GET /api/household/invitations/:code': pub((w) => ({ url: `/api/household/invitations/${w.invitation.code}` })),
  // Joining with a valid code is tested in tests/api/households.test.ts; here a made-up code is refused.
  'POST /api/household/join': priv(() => ({ url: '/api/household/join', payload: { code: 'NOSUCHCODE' } }), {
    ownerStatus: [404],
    otherStatus: [404],
  }),
  // Leaving needs someone else in the household: the other user is alone in theirs (409).
  'POST /api/household/leave': priv(() => ({ url: '/api/household/leave' }), { needs: ['member'], otherStatus: [409] }),
  // Administrator routes: the owner is the first account, so the administrator; anyone else gets 404.
  'GET /api/admin/invites': own(() => ({ url: '/api/admin/invites' })),
  'POST /api/admin/invites': own(() => ({ url: '/api/admin/invites', payload: { note: 'Matrix' } })),
  'DELETE /api/admin/invites/:id': own((w) => ({ url: `/api/admin/invites/${w.signupInvite}` })),
  'DELETE /api/household/members/:userId': own((w) => ({ url: `/api/household/members/${w.member}` }), {
    needs: ['member'],
  }),
  'POST /api/household/owner': own((w) => ({ url: '/api/household/owner', payload: { userId: w.member } }), {
    needs: ['member'],
  }),
  'PATCH /api/recipes/:id/visibility': own((w) => ({
    url: `/api/recipes/${w.recipe}/visibility`,
    payload: { visibility: 'household' },
  })),
};

/**
 * The columns the webhook delivery worker writes on its own schedule (retries of earlier cases'
 * deliveries land while a case runs: CI saw `attempts` 1 → 2 mid-case). A delivery row itself, its
 * event and payload, is data: a request that queues one for another user still shows.
 */
const DELIVERY_STATE = [
  'status',
  'attempts',
  'next_attempt_at',
  'locked_until',
  'last_status',
  'last_error',
  'delivered_at',
];

/** Everything but bookkeeping tables and the delivery worker's own state, as comparable text. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const name = getTableName(table);
    if (name === 'sessions' || name === 'rate_limits') continue;
    const res = await t.database.db.execute(sql`SELECT * FROM ${table}`);
    const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows
      .map((r) =>
        JSON.stringify(
          name === 'webhook_deliveries'
            ? Object.fromEntries(Object.entries(r).filter(([column]) => !DELIVERY_STATE.includes(column)))
            : r,
        ),
      )
      .sort();
    parts.push(`${name}:${rows.join('|')}`);
  }
  return parts.join('\n');
}

interface Operation {
  responses: Record<string, { content?: object } | undefined>;
}
/**
 * A success the owner gets is one the OpenAPI document (and so the generated web client) promises:
 * its status is documented, a 204 comes with no body and a documented body comes with one.
 */
function expectDocumented(key: string, res: { statusCode: number; body: string }): void {
  if (res.statusCode < 200 || res.statusCode >= 300) return;
  const [method, url] = key.split(' ') as [string, string];
  const path = url.replace(/:(\w+)/g, '{$1}');
  const operation = (t.app.swagger().paths?.[path] as Record<string, Operation | undefined> | undefined)?.[
    method.toLowerCase()
  ];
  // Pages and their scripts are hidden from the document on purpose (schema.hide).
  if (!operation) return;
  const responses = operation.responses;
  const documented = responses[String(res.statusCode)];
  expect(documented, `${key} answered ${res.statusCode}; documented: ${Object.keys(responses)}`).toBeDefined();
  if (res.statusCode === 204) expect(res.body, `${key}: a 204 with a body`).toBe('');
  else if (documented?.content) expect(res.body, `${key}: documented with a body, sent none`).not.toBe('');
}

function routesUnderTest(): string[] {
  return [
    ...new Set(
      t.app.ctx.routes
        .filter(
          (r) =>
            r.method !== 'HEAD' &&
            (r.url.startsWith('/api/') || r.url.startsWith('/media/')) &&
            !r.url.startsWith('/api/docs'),
        )
        .map((r) => `${r.method} ${r.url}`),
    ),
  ];
}

describe('authorization matrix', () => {
  it('has a case for every route and no stale cases', () => {
    const routes = routesUnderTest();
    expect(routes.length).toBeGreaterThan(60);
    expect(
      routes.filter((r) => !CASES[r]),
      'routes without a matrix case',
    ).toEqual([]);
    expect(
      Object.keys(CASES).filter((k) => !routes.includes(k)),
      'cases for routes that no longer exist',
    ).toEqual([]);
  });

  const keys = Object.keys(CASES);
  it.each(keys)('%s', async (key) => {
    const c = CASES[key]!;
    const method = key.split(' ')[0]!;
    const ok = (status: number, expected?: number[]) =>
      expected ? expected.includes(status) : status >= 200 && status < 300;

    // Anonymous.
    let w = await makeWorld(c.needs);
    let before = await snapshot();
    const anon = await inject('anonymous', method, c.request(w), c.stream);
    if (c.access === 'private') {
      expect(anon.statusCode, `anonymous ${key}: ${anon.body}`).toBe(c.anonymousStatus?.[0] ?? 401);
      expect(await snapshot(), `anonymous ${key} changed data`).toBe(before);
    } else if (c.access === 'optional') {
      expect(anon.statusCode, `anonymous ${key} on a private resource`).toBe(404);
    } else {
      expect(ok(anon.statusCode, c.anonymousStatus), `anonymous ${key}: ${anon.statusCode} ${anon.body}`).toBe(true);
    }

    // Another user, on the owner's resource.
    if (c.resource) {
      w = await makeWorld(c.needs);
      before = await snapshot();
      const res = await inject('other', method, c.request(w), c.stream);
      expect(c.otherStatus ?? [404], `other user ${key}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(await snapshot(), `other user ${key} changed data`).toBe(before);
    } else if (!c.endsSession && (c.access !== 'public' || c.otherStatus)) {
      const res = await inject('other', method, c.request(await makeWorld(c.needs)), c.stream);
      expect(ok(res.statusCode, c.otherStatus), `other user ${key}: ${res.statusCode} ${res.body}`).toBe(true);
    }

    // The owner succeeds.
    const owned = await makeWorld(c.needs);
    try {
      const ownerRes = await inject('owner', method, c.request(owned), c.stream);
      expect(ok(ownerRes.statusCode, c.ownerStatus), `owner ${key}: ${ownerRes.statusCode} ${ownerRes.body}`).toBe(
        true,
      );
      if (!c.stream) expectDocumented(key, ownerRes);
    } finally {
      // A started import runs in the background: let it end before the next case takes snapshots.
      await t.app.ctx.services.importJobs.idle();
      if (key === 'DELETE /api/user/account') {
        owner = await signUp(t.app, { firstName: 'Owner' });
        // The first account was the administrator: the new owner takes its place.
        await usersRepository(t.app.ctx.database.db).update(owner.id, { isAdmin: true });
      }
      // The owner handed the household over: back to a household of their own, as its owner.
      if (key === 'POST /api/household/owner') await inject('owner', 'POST', { url: '/api/household/leave' });
      if (c.endsSession) owner = await signIn(owner);
    }
  });
});

/**
 * Responses that nest a recipe apply the recipe's own visibility rule: another user's plan item,
 * collection and review of a recipe that became private no longer carry it, and a public recipe
 * read by someone else carries neither the owner's id nor the owner's favourite flag.
 */
describe('nested recipes follow the recipe visibility rule', () => {
  const SECRET = 'Secret family stew';
  const call = async (who: SignedInUser, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: who.headers, ...(payload ? { payload } : {}) });

  it('B planned, collected and rated A’s public recipe; A makes it private and edits it; B sees none of it', async () => {
    const created = await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Open stew' }));
    const id = created.json<{ id: string }>().id;
    await call(owner, 'PATCH', `/api/recipes/${id}/public`);
    const plan = (
      await call(other, 'POST', '/api/meal-plans', { name: 'Nested', startDate: '2026-10-04', endDate: '2026-10-10' })
    ).json<{ id: string }>().id;
    const added = await call(other, 'POST', `/api/meal-plans/${plan}/items`, {
      recipeId: id,
      mealDate: '2026-10-05',
      mealType: 'dinner',
    });
    expect(added.statusCode).toBe(201);
    const item = added.json<{ id: string }>().id;
    const collection = (await call(other, 'POST', '/api/collections', { name: 'Borrowed' })).json<{ id: string }>().id;
    expect((await call(other, 'POST', `/api/collections/${collection}/recipes`, { recipeId: id })).statusCode).toBe(
      201,
    );
    expect((await call(other, 'POST', `/api/recipes/${id}/rating`, { rating: 5 })).statusCode).toBe(200);

    // A makes it private and edits it.
    await call(owner, 'PATCH', `/api/recipes/${id}/public`);
    const edited = await call(owner, 'PATCH', `/api/recipes/${id}`, {
      title: SECRET,
      ingredients: [{ name: 'secret spice', amount: '1 tsp' }],
      instructions: ['Secret step.'],
    });
    expect(edited.json<{ isPublic: boolean }>().isPublic).toBe(false);

    const responses = [
      await call(other, 'PATCH', `/api/meal-plan-items/${item}/toggle`),
      await call(other, 'GET', '/api/meal-plan-items?startDate=2026-10-04&endDate=2026-10-10'),
      await call(other, 'POST', `/api/meal-plans/${plan}/items`, {
        recipeId: id,
        mealDate: '2026-10-06',
        mealType: 'lunch',
      }),
      await call(other, 'GET', `/api/collections/${collection}/recipes`),
      await call(other, 'GET', '/api/reviews/my-reviews'),
      await call(other, 'GET', '/api/reviews/statistics'),
      await call(other, 'GET', `/api/recipes/${id}`),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body).not.toMatch(/Secret/i);
    }
    expect(responses[0]!.statusCode).toBe(404);
    expect(responses[1]!.json()).toEqual([]);
    // B can still remove the item from the plan.
    expect((await call(other, 'DELETE', `/api/meal-plan-items/${item}`)).statusCode).toBe(204);
  });

  it('a public recipe read by someone else carries neither the owner’s id nor the owner’s favourite flag', async () => {
    const id = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Shared soup' }))).json<{ id: string }>()
      .id;
    await call(owner, 'PATCH', `/api/recipes/${id}/public`);
    await call(owner, 'PATCH', `/api/recipes/${id}/favorite`);
    const plan = (
      await call(other, 'POST', '/api/meal-plans', { name: 'Shared', startDate: '2026-09-06', endDate: '2026-09-12' })
    ).json<{ id: string }>().id;
    await call(other, 'POST', `/api/meal-plans/${plan}/items`, {
      recipeId: id,
      mealDate: '2026-09-07',
      mealType: 'dinner',
    });
    const collection = (await call(other, 'POST', '/api/collections', { name: 'Shared' })).json<{ id: string }>().id;
    await call(other, 'POST', `/api/collections/${collection}/recipes`, { recipeId: id });
    const seen = [
      (await call(other, 'GET', `/api/recipes/${id}`)).json(),
      (await call(other, 'GET', '/api/meal-plan-items?startDate=2026-09-06&endDate=2026-09-12')).json()[0].recipe,
      (await call(other, 'GET', `/api/collections/${collection}/recipes`)).json()[0],
    ];
    for (const r of seen) {
      expect(r.title).toBe('Shared soup');
      expect(r.userId).toBeUndefined();
      expect(r.isFavorite).toBe(false);
      expect(JSON.stringify(r)).not.toContain(owner.id);
    }
    // The owner still sees both.
    const mine = (await call(owner, 'GET', `/api/recipes/${id}`)).json();
    expect(mine).toMatchObject({ userId: owner.id, isFavorite: true });
  });
});
