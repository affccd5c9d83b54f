import type { QueryClient } from '@tanstack/react-query';
import type { TUser } from '../../shared/schemas/user.ts';
import { CURRENT_USER_QUERY_KEY } from './auth.ts';

/**
 * What the server puts in the page it sends (src/server/pages/spa.ts), as JSON in
 * <script type="application/json" id="tempero-boot">: the signed-in user (or null), the data of
 * the queries the page starts with, and — when the server rendered the page — the language and
 * translation namespaces it used. With it the first render needs no request (no /api/auth/user
 * round trip, no 401 for a visitor) and can take over the server's HTML as it is. The service
 * worker's cached app shell has no boot data: the app then asks the API as usual.
 */
export interface BootData {
  user: TUser | null;
  queries: Array<[readonly unknown[], unknown]>;
  /** Set when #root holds server-rendered HTML. */
  rendered?: { language: string; namespaces: string[] };
}

export const BOOT_ELEMENT_ID = 'tempero-boot';

/** Reads (and removes) the boot data of the page; null when there is none or it is unreadable. */
export function takeBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<BootData>;
    if (!data || typeof data !== 'object' || !('user' in data)) return null;
    return {
      user: data.user ?? null,
      queries: Array.isArray(data.queries) ? data.queries : [],
      rendered: data.rendered,
    };
  } catch {
    return null;
  }
}

/** Seeds the query cache with the boot data, as if those requests had just answered. */
export function seedQueries(queryClient: QueryClient, boot: Pick<BootData, 'user' | 'queries'>): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, boot.user);
  for (const [key, data] of boot.queries) {
    if (Array.isArray(key)) queryClient.setQueryData(key, data);
  }
}
