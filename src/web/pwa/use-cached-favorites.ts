import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../lib/auth.ts';
import { readFavoritesCache, type CachedFavorites } from './favorites-cache.ts';

/**
 * The favourites kept in localStorage for offline use, if younger than 24 hours and the current
 * user's (when known). `enabled` false skips the read (the live list is there).
 */
export function useCachedFavorites(enabled = true): CachedFavorites | null {
  // Reads the app's current-user answer; never fetches it itself.
  const { data: user } = useQuery({ ...currentUserQueryOptions, enabled: false });
  const userId = user?.id ?? null;
  return useMemo(() => (enabled ? readFavoritesCache({ userId }) : null), [enabled, userId]);
}
