/**
 * The messages the page sends to the service worker (src/web/sw.ts) with postMessage. Shared by
 * both sides so a rename breaks the build, not the app.
 */

/** Activate the waiting service worker now (the user pressed Reload in the update toast). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Keep these favourite recipes (and their images) for offline use (spec section 7). */
export const CACHE_FAVORITES = 'CACHE_FAVORITES';
/** The user signed out: forget every cached API answer. */
export const CLEAR_USER_DATA = 'CLEAR_USER_DATA';

/** The part of a recipe the service worker needs: its id (for /api/recipes/:id) and image. */
export interface CachedRecipeLike {
  id: string;
  imageUrl?: string | null;
}

export type SwMessage =
  | { type: typeof SKIP_WAITING }
  | { type: typeof CACHE_FAVORITES; recipes: CachedRecipeLike[] }
  | { type: typeof CLEAR_USER_DATA };

/** Cache names, versioned so a change of format starts from empty caches. */
export const API_CACHE = 'tempero-api-v1';
export const MEDIA_CACHE = 'tempero-media-v1';

/**
 * API GETs the service worker keeps a copy of (network first, copy when offline): the current
 * user (so a signed-in user stays signed in offline), favourites, the shopping list, the recipes
 * the user opened, and the user's collections (the recipe cards show their badges). Everything
 * else under /api goes to the network untouched.
 */
export function isCachedApiPath(pathname: string): boolean {
  return (
    pathname === '/api/auth/user' ||
    pathname === '/api/recipes/favorites' ||
    pathname === '/api/shopping-list-items' ||
    pathname === '/api/shopping-list-items/combined' ||
    pathname === '/api/collections' ||
    /^\/api\/recipes\/[^/]+$/.test(pathname) ||
    /^\/api\/public\/recipes\/[^/]+$/.test(pathname)
  );
}

/** Same-origin uploaded and generated images: immutable, cached first. */
export function isMediaPath(pathname: string): boolean {
  return /^\/media\/[^/]+$/.test(pathname);
}
