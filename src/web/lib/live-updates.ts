import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The household's shared data, by the topic the server names in its events (query key heads). */
const TOPIC_KEYS: Record<string, readonly string[]> = {
  'shopping-list': ['/api/shopping-list-items'],
  'meal-plan': ['/api/meal-plan-items', '/api/meal-plans'],
  collections: ['/api/collections'],
  household: [
    '/api/household',
    '/api/shopping-list-items',
    '/api/meal-plan-items',
    '/api/meal-plans',
    '/api/collections',
    '/api/recipes',
  ],
};
export const LIVE_EVENTS_URL = '/api/household/events';
/** Without a stream (no EventSource, a proxy that buffers, a dropped connection), the lists are read again this often. */
export const LIVE_POLL_MS = 5_000;

export function invalidateTopic(queryClient: QueryClient, topic: string): void {
  for (const head of TOPIC_KEYS[topic] ?? []) void queryClient.invalidateQueries({ queryKey: [head] });
}

/**
 * Keeps the household's shared list and plan current on every open screen (beyond the spec): the
 * server announces each change as a server-sent event and the screen reads that data again
 * through the ordinary routes. While the stream is not open the screen polls instead; on
 * (re)connecting it reads everything once, since events sent meanwhile were missed.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let open = false;
  const poll = setInterval(() => {
    if (open || !navigator.onLine) return;
    invalidateTopic(queryClient, 'shopping-list');
    invalidateTopic(queryClient, 'meal-plan');
    // A stream the browser gave up on is opened again here (no-op while one is connecting).
    connect();
  }, LIVE_POLL_MS);
  let connectedBefore = false;
  function connect() {
    if (typeof EventSource !== 'function' || source || !navigator.onLine) return;
    const es = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
    source = es;
    es.addEventListener('ready', () => {
      open = true;
      if (connectedBefore) invalidateTopic(queryClient, 'household');
      connectedBefore = true;
    });
    es.addEventListener('change', (event) => {
      try {
        const { topic } = JSON.parse((event as MessageEvent<string>).data) as { topic?: string };
        if (topic) invalidateTopic(queryClient, topic);
      } catch {
        // A malformed event changes nothing; the next one or the poll catches up.
      }
    });
    // A dropped stream is closed rather than left to EventSource's own retry: the server ends a
    // stream when its session ends (sign-out, a password change, a deleted account), and a retry
    // then would only meet a 401. The poll covers the gap and opens a new one while signed in.
    es.addEventListener('error', () => {
      open = false;
      es.close();
      if (source === es) source = null;
    });
  }
  // Offline, the stream is closed rather than left retrying; it opens again with the connection.
  const disconnect = () => {
    open = false;
    source?.close();
    source = null;
  };
  connect();
  window.addEventListener('online', connect);
  window.addEventListener('offline', disconnect);
  return () => {
    clearInterval(poll);
    window.removeEventListener('online', connect);
    window.removeEventListener('offline', disconnect);
    disconnect();
  };
}

/** Mounted once in the signed-in frame. */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? startLiveUpdates(queryClient) : undefined), [enabled, queryClient]);
}
