/**
 * An open tab after an upgrade asks for code chunks that are gone (404 on /assets/*.js) and would
 * show a blank page (issue 35). When a dynamic import fails that way, the page reloads once, which
 * brings the new version's page and chunks. A mark in sessionStorage stops a loop: a second
 * failure soon after the reload is left to the page's own error handling (the server may really
 * be missing the file, or the network may be down).
 */

/** sessionStorage key: when the page last reloaded for a missing chunk (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'tempero:chunk-reload';
/** No second reload within this time of the first. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** The messages browsers and Vite give a dynamic import or a chunk's preload that could not load. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now?: () => number;
}

/**
 * Reloads the page for a chunk that failed to load, unless it already did so within
 * CHUNK_RELOAD_GUARD_MS. True when it reloads (the caller then swallows the error).
 */
export function reloadOnceForChunk(error: unknown, deps: ReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = (deps.now ?? Date.now)();
  let last: number;
  try {
    last = Number(deps.storage?.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage refused (private mode, quota): without the guard, do not reload at all.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    if (!deps.storage) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Listens for chunks that fail to load: Vite's `vite:preloadError` (every dynamic import of the
 * built app goes through it) and, for imports that escape it, unhandled rejections. `reload`
 * brings the newest version (a waiting service worker takes over first).
 */
export function reloadOnMissingChunks(reload: () => void): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadOnceForChunk(payload, { storage: sessionStore(), reload })) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadOnceForChunk(event.reason, { storage: sessionStore(), reload })) event.preventDefault();
  });
}
