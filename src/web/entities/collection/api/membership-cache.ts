import type { QueryClient } from '@tanstack/react-query';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';

/**
 * Shows a membership change at once in the cached collection list (cards read their badges and the
 * popover its ticks from it), and returns what to restore if the server refuses.
 */
export async function applyMembershipOptimistically(
  queryClient: QueryClient,
  collectionId: string,
  recipeId: string,
  member: boolean,
): Promise<{ previous: TCollection[] | undefined }> {
  await queryClient.cancelQueries({ queryKey: COLLECTIONS_KEY, exact: true });
  const previous = queryClient.getQueryData<TCollection[]>(COLLECTIONS_KEY);
  if (previous) {
    queryClient.setQueryData<TCollection[]>(
      COLLECTIONS_KEY,
      previous.map((c) => {
        if (c.id !== collectionId) return c;
        const has = c.recipeIds.includes(recipeId);
        if (member === has) return c;
        const recipeIds = member ? [...c.recipeIds, recipeId] : c.recipeIds.filter((id) => id !== recipeId);
        return { ...c, recipeIds, recipeCount: recipeIds.length };
      }),
    );
  }
  return { previous };
}

export function restoreMembership(queryClient: QueryClient, previous: TCollection[] | undefined): void {
  if (previous) queryClient.setQueryData(COLLECTIONS_KEY, previous);
}
