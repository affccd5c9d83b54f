import type { TRecipe } from '../../shared/schemas/recipe.ts';
import { CACHE_FAVORITES } from './sw-messages.ts';

/** localStorage key of the offline favourites list (spec section 3, local browser storage). */
export const FAVORITES_CACHE_KEY = 'tempero.offlineFavorites';
/** Spec section 9: the offline recipe cache is valid 24 hours. */
export const FAVORITES_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredFavorites {
  savedAt: number;
  userId: string | null;
  recipes: TRecipe[];
}

export interface CachedFavorites {
  savedAt: number;
  recipes: TRecipe[];
}

/** Saves the user's favourites with the time they were read from the server. */
export function saveFavoritesCache(recipes: readonly TRecipe[], userId: string | null, now = Date.now()): void {
  const value: StoredFavorites = { savedAt: now, userId, recipes: [...recipes] };
  try {
    localStorage.setItem(FAVORITES_CACHE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the service worker copy still serves the list offline.
  }
}

/**
 * The cached favourites if they are younger than 24 hours (and belong to `userId` when one is
 * given), else null. A damaged entry counts as none.
 */
export function readFavoritesCache(options: { userId?: string | null; now?: number } = {}): CachedFavorites | null {
  const now = options.now ?? Date.now();
  let stored: StoredFavorites;
  try {
    const raw = localStorage.getItem(FAVORITES_CACHE_KEY);
    if (!raw) return null;
    stored = JSON.parse(raw) as StoredFavorites;
  } catch {
    return null;
  }
  if (!stored || typeof stored.savedAt !== 'number' || !Array.isArray(stored.recipes)) return null;
  const age = now - stored.savedAt;
  if (age < 0 || age >= FAVORITES_CACHE_MAX_AGE_MS) return null;
  if (options.userId && stored.userId && stored.userId !== options.userId) return null;
  return { savedAt: stored.savedAt, recipes: stored.recipes };
}

export function clearFavoritesCache(): void {
  try {
    localStorage.removeItem(FAVORITES_CACHE_KEY);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/**
 * The spec's second mechanism (section 7): the favourites go to the service worker by message,
 * which stores each recipe as /api/recipes/:id and keeps its image, so they open offline.
 */
export function sendFavoritesToServiceWorker(recipes: readonly TRecipe[]): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: CACHE_FAVORITES, recipes: [...recipes] });
  });
}
