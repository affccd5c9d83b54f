/// <reference lib="webworker" />
/**
 * Tempero's service worker, built by vite-plugin-pwa (injectManifest) to /sw.js.
 *
 * | requests                                   | strategy                                              |
 * | ------------------------------------------ | ----------------------------------------------------- |
 * | app shell: built JS, CSS, index.html, icons | precached at install (Workbox precaching), cache first |
 * | page navigations (not /api, /media, files)  | the precached index.html (the network when its chunks are not all cached); the app routes on the client |
 * | GET of the API paths in isCachedApiPath     | network first (8 s), cached copy when offline          |
 * | GET /media/*                                | cache first, 150 images, 30 days                       |
 * | any other request, and every non-GET        | not handled: straight to the network, never cached     |
 *
 * A new version waits until the page asks it to take over (the "new version available" toast).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types.js';
import { shellComplete } from './pwa/shell-check.ts';
import {
  API_CACHE,
  CACHE_FAVORITES,
  CLEAR_USER_DATA,
  isCachedApiPath,
  isMediaPath,
  MEDIA_CACHE,
  SKIP_WAITING,
  type CachedRecipeLike,
} from './pwa/sw-messages.ts';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Take control of open pages on first install, so the page that registered us works offline
// without a reload. Updates still wait for SKIP_WAITING.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Caches only complete 200 answers (never errors, partial or redirected responses). */
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};

/**
 * A 401 from the API means the session is gone (signed out, expired, another device logged out):
 * the copies of that user's data must not be shown to whoever uses this browser next.
 */
const forgetOnUnauthorized: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await caches.delete(API_CACHE);
    return response;
  },
};

const DAY = 24 * 60 * 60;

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isCachedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 8,
    plugins: [onlyOk, forgetOnUnauthorized, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
  }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isMediaPath(url.pathname),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

const shell = createHandlerBoundToURL('/index.html');

/**
 * The app shell, unless the cached one names chunks that are no longer cached (an upgrade half
 * done, a cache the browser trimmed): that shell would open a blank page, so the page comes from
 * the network, and the cached shell only when the network cannot answer.
 */
const shellOrNetwork: RouteHandlerCallback = async (options) => {
  const cached = await matchPrecache('/index.html');
  const complete =
    cached !== undefined &&
    (await shellComplete(await cached.clone().text(), async (path) => (await matchPrecache(path)) !== undefined));
  if (complete) return shell(options);
  try {
    return await fetch(options.request);
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
};

// Every client-side route gets the app shell; server pages (/api/login, /api/docs...), images and
// files keep going to the network.
registerRoute(
  new NavigationRoute(shellOrNetwork, {
    denylist: [/^\/api(\/|$)/, /^\/media\//, /\/[^/]+\.[a-z0-9]{2,12}$/i],
  }),
);

/** Stores each favourite as /api/recipes/:id (so its detail opens offline) and keeps its image. */
async function cacheFavorites(recipes: CachedRecipeLike[]): Promise<void> {
  const api = await caches.open(API_CACHE);
  const media = await caches.open(MEDIA_CACHE);
  await Promise.all(
    recipes.map(async (recipe) => {
      const recipeUrl = new URL(`/api/recipes/${encodeURIComponent(recipe.id)}`, self.location.origin).href;
      await api.put(
        recipeUrl,
        new Response(JSON.stringify(recipe), { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
      );
      if (!recipe.imageUrl) return;
      const image = new URL(recipe.imageUrl, self.location.origin);
      if (!sameOrigin(image) || !isMediaPath(image.pathname) || (await media.match(image.href))) return;
      try {
        const response = await fetch(image.href, { credentials: 'same-origin' });
        if (response.status === 200) await media.put(image.href, response);
      } catch {
        // Offline or gone: the card shows its image placeholder, nothing else depends on it.
      }
    }),
  );
}

function isRecipeList(value: unknown): value is CachedRecipeLike[] {
  return (
    Array.isArray(value) &&
    value.length <= 1000 &&
    value.every(
      (item) => item !== null && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string',
    )
  );
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return;
  const message = data as { type?: unknown; recipes?: unknown };
  if (message.type === SKIP_WAITING) {
    void self.skipWaiting();
  } else if (message.type === CACHE_FAVORITES && isRecipeList(message.recipes)) {
    event.waitUntil(cacheFavorites(message.recipes));
  } else if (message.type === CLEAR_USER_DATA) {
    event.waitUntil(caches.delete(API_CACHE).then(() => undefined));
  }
});
