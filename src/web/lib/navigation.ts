import { useLocation, useSearch } from 'wouter';

/**
 * Full-page navigations to server routes (/api/login, /api/logout). They live in one module so
 * tests can replace them: jsdom does not let window.location.assign be spied on.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** The server's login page, coming back to `returnTo` (a same-origin path) afterwards. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}

export const LOGOUT_URL = '/api/logout';

/** The current path and query, as the route guard hands it to the login page. */
export function currentPathAndQuery(): string {
  return window.location.pathname + window.location.search;
}

/** The same, as a hook that also works while rendering on the server (wouter's location). */
export function useCurrentPathAndQuery(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}
