import type { QueryClient, QueryCacheNotifyEvent } from '@tanstack/react-query';
import type { TRecipe } from '../../shared/schemas/recipe.ts';
import type { TRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { api, dataOf } from '../lib/api/client.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { withDetails } from './favorite-details.ts';
import type { TUser } from '../../shared/schemas/user.ts';
import {
  clearFavoritesCache,
  readFavoritesCache,
  saveFavoritesCache,
  sendFavoritesToServiceWorker,
} from './favorites-cache.ts';
import { flushQueue, readQueue, RETRY_DELAY_MS, subscribeQueue, type FlushResult } from './offline-queue.ts';
import { SHOPPING_ITEMS_URL } from './offline-shopping-list.ts';
import { CLEAR_USER_DATA } from './sw-messages.ts';

const FAVORITES_KEY = '/api/recipes/favorites';
/** recipeKeys.detail(id) is [RECIPES_KEY, 'detail', id] (entities/recipe/api/keys.ts). */
const RECIPES_KEY = '/api/recipes';
const CURRENT_USER_KEY = '/api/auth/user';
const HOUSEHOLD_KEY = '/api/household';

/** Tells the service worker to forget every API answer it kept (they were someone's data). */
function forgetServiceWorkerCopies(): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: CLEAR_USER_DATA });
}

/** Seeded favourites are kept offline by then even if the page never goes idle. */
const IDLE_TIMEOUT_MS = 5_000;
/** Where requestIdleCallback is missing (Safari): soon after the page has loaded. */
const IDLE_FALLBACK_MS = 1_000;

/** After a failed send while "online": 1 s, 2 s, 4 s… up to the 30 s of a server failure. */
export const RECONNECT_RETRY_MS = 1_000;
export function reconnectRetryDelay(failures: number): number {
  return Math.min(RECONNECT_RETRY_MS * 2 ** failures, RETRY_DELAY_MS);
}

/** The shopping list's other view, which the worker keeps as its own answer (sw-messages.ts). */
export const COMBINED_URL = `${SHOPPING_ITEMS_URL}/combined`;

/**
 * Each read of the list by recipe (the view a visit opens) is followed by a read of the combined
 * list, sent through the service worker so it keeps a copy of that view too: offline, the cook
 * can switch to "Combined" although that view was opened online only before the worker took the
 * page, or not at all, or before the ticks made since (issue 35). One read at a time; a list read
 * again meanwhile is followed by one more. Only when a worker controls the page (nothing to keep
 * otherwise) and the browser is online.
 */
export function keepCombinedCopy(): () => void {
  let running = false;
  let again = false;
  const read = async (): Promise<void> => {
    running = true;
    try {
      do {
        again = false;
        const response = await fetch(COMBINED_URL, { credentials: 'same-origin' }).catch(() => null);
        // The answer itself is the worker's business; the body is read so the request completes.
        await response?.arrayBuffer().catch(() => undefined);
      } while (again && navigator.onLine);
    } finally {
      running = false;
    }
  };
  return () => {
    if (!navigator.onLine || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    if (running) again = true;
    else void read();
  };
}

/**
 * The worker's copy of the signed-in user (issue 35). A page the server sends carries the user in
 * its boot data, so it never asks for /api/auth/user; the worker's cached shell has no boot data
 * and asks for it, offline too. A person whose pages so far all came from the server (the first
 * visit: the worker installed meanwhile and took the page over, then only the app's links were
 * used) had no copy, and the reload offline showed "We could not check your session" instead of
 * their cached screens. So once a worker controls the page and someone is signed in, the user is
 * read once through the worker, unless a read of the page itself already went through it.
 * `check` is called at start, when a worker takes the page and when the connection returns;
 * `kept` when the page's own read of the user went through a worker.
 */
export function keepUserCopy(isSignedIn: () => boolean): { check: () => void; kept: () => void } {
  let state: 'missing' | 'reading' | 'kept' = 'missing';
  const check = () => {
    if (state !== 'missing' || !isSignedIn() || !navigator.onLine) return;
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    state = 'reading';
    void fetch(CURRENT_USER_KEY, { credentials: 'same-origin' })
      .then(async (response) => {
        // The answer itself is the worker's business (a 401 makes it forget every copy).
        await response.arrayBuffer().catch(() => undefined);
        state = response.status === 200 ? 'kept' : 'missing';
      })
      .catch(() => {
        state = 'missing';
      });
  };
  return {
    check,
    kept: () => {
      state = 'kept';
    },
  };
}

function isSuccess(event: QueryCacheNotifyEvent): boolean {
  return event.type === 'updated' && event.action.type === 'success';
}

/**
 * The favourites list holds cards; the offline copies (localStorage and the service worker's
 * /api/recipes/:id answers) need whole recipes, so each changed favourite's detail is read once.
 */
async function keepFavoritesOffline(
  queryClient: QueryClient,
  cards: TRecipeCard[],
  userId: string | null,
): Promise<void> {
  const previous = new Map((readFavoritesCache({ userId }) ?? { recipes: [] }).recipes.map((r) => [r.id, r]));
  const recipes = await withDetails(cards, {
    known: (id) => queryClient.getQueryData<TRecipe>([RECIPES_KEY, 'detail', id]) ?? previous.get(id),
    fetchDetail: (id) => dataOf(api.GET('/api/recipes/{id}', { params: { path: { id } } })),
  });
  // Signed out while the details were read: nothing may be kept for the next person.
  if (queryClient.getQueryData([CURRENT_USER_KEY]) === null) return;
  saveFavoritesCache(recipes, userId);
  sendFavoritesToServiceWorker(recipes);
}

/**
 * Offline support that lives beside the query cache rather than in each feature:
 * - each successful read of the favourites is kept in localStorage with its time and sent to the
 *   service worker (spec sections 3 and 7);
 * - a confirmed sign-out (the current user reads null) forgets both copies;
 * - queued offline changes are sent when the connection returns (and at start), then the lists
 *   they touch are read again.
 * Queries run "offline first": TanStack Query's default pauses queries while the browser is
 * offline, which would leave pages loading forever instead of reading the service worker's copy.
 */
export function startOfflineSupport(queryClient: QueryClient): () => void {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, networkMode: 'offlineFirst' } });

  const keep = (cards: unknown) => {
    if (!Array.isArray(cards)) return;
    const list = cards as TRecipeCard[];
    const user = queryClient.getQueryData<TUser | null>([CURRENT_USER_KEY]);
    void keepFavoritesOffline(queryClient, list, user?.id ?? list[0]?.userId ?? null);
  };
  // The household this page last read: when it changes (the person left, was removed or joined
  // another), the kept copies of the old household's list, collections and recipes are forgotten,
  // so nothing of a household reaches a former member offline either (issue 36).
  let householdId: string | null = null;
  const keepCombined = keepCombinedCopy();
  const userCopy = keepUserCopy(() => Boolean(queryClient.getQueryData<TUser | null>([CURRENT_USER_KEY])));
  // Whether the page's own read of the user, under way, was asked of a worker.
  let userReadByWorker = false;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch' && event.query.queryKey[0] === CURRENT_USER_KEY) {
      userReadByWorker = 'serviceWorker' in navigator && Boolean(navigator.serviceWorker.controller);
    }
    if (!isSuccess(event)) return;
    const head = event.query.queryKey[0];
    if (head === CURRENT_USER_KEY && event.query.state.data) {
      const fromRequest = event.type === 'updated' && event.action.type === 'success' && !event.action.manual;
      if (fromRequest && userReadByWorker) userCopy.kept();
      else userCopy.check();
    }
    if (head === FAVORITES_KEY && event.query.queryKey.length === 1) {
      keep(event.query.state.data);
    } else if (head === SHOPPING_ITEMS_URL && event.query.queryKey.length === 1) {
      // On screen, the combined view reads itself (and the worker keeps that answer).
      const combined = queryClient.getQueryCache().find({ queryKey: [SHOPPING_ITEMS_URL, 'combined'], exact: true });
      if (!combined?.isActive()) keepCombined();
    } else if (head === CURRENT_USER_KEY && event.query.state.data === null) {
      clearFavoritesCache();
      forgetServiceWorkerCopies();
    } else if (head === HOUSEHOLD_KEY && event.query.queryKey.length === 1) {
      const id = (event.query.state.data as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string') return;
      if (householdId !== null && id !== householdId) forgetServiceWorkerCopies();
      householdId = id;
    }
  });

  // Favourites the page came with (its boot data, put in the cache before this subscription) are
  // kept too, once the page is idle: the page first, then the copies it does not show.
  const cancelSeeded = whenIdle(() => keep(queryClient.getQueryData([FAVORITES_KEY])), {
    timeoutMs: IDLE_TIMEOUT_MS,
    fallbackMs: IDLE_FALLBACK_MS,
  });

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedReconnects = 0;
  let flushing: Promise<void> | null = null;
  let stopped = false;
  const retryIn = (ms: number) => {
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, ms);
  };
  const run = async (): Promise<void> => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (!navigator.onLine) return;
    let result: FlushResult;
    try {
      result = await flushQueue();
    } catch (error) {
      console.warn('Sending offline changes failed:', error);
      return;
    }
    if (result.sent > 0 || result.dropped > 0) {
      await queryClient.invalidateQueries({ queryKey: [SHOPPING_ITEMS_URL] });
    }
    if (result.outcome === 'retry-later') retryIn(RETRY_DELAY_MS);
    else if (result.outcome === 'offline' && navigator.onLine) {
      // The browser says online but no answer came: 'online' fires when the network interface is
      // up, which can be a moment before requests get through (and a flaky connection drops
      // requests while staying "online"). No second 'online' event will come, so try again soon.
      retryIn(reconnectRetryDelay(failedReconnects));
      failedReconnects += 1;
    } else failedReconnects = 0;
  };
  // One flush at a time. Asked again meanwhile (the connection came back while an attempt that
  // began offline was under way), it runs once more when the current one ends.
  let again = false;
  const flush = (): Promise<void> => {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        again = false;
        await run();
      } while (again && !stopped);
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  };
  const onOnline = () => {
    failedReconnects = 0;
    void flush();
  };
  window.addEventListener('online', onOnline);
  const checkUserCopy = () => userCopy.check();
  window.addEventListener('online', checkUserCopy);
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  workers?.addEventListener?.('controllerchange', checkUserCopy);
  userCopy.check();
  // A change queued while "online" (its request found no connection) is sent with the retries above.
  const unsubscribeQueue = subscribeQueue(() => {
    if (retryTimer !== undefined || !navigator.onLine || readQueue().length === 0) return;
    void flush();
  });
  void flush();

  return () => {
    stopped = true;
    cancelSeeded();
    unsubscribe();
    unsubscribeQueue();
    clearTimeout(retryTimer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('online', checkUserCopy);
    workers?.removeEventListener?.('controllerchange', checkUserCopy);
  };
}
