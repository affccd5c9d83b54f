import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPreferences, TUser } from '../../../../shared/schemas/user.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import { patchPreferences } from '../../../lib/language.ts';
import { recipeKeys } from '../../recipe/api/keys.ts';

/**
 * PATCH /api/user/preferences (spec section 7). The new choice shows at once (the cached user is
 * updated before the answer, and put back if the call fails); on success the user, the recipes and
 * the favourites are refreshed.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TPreferences) => patchPreferences(preferences),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      const previous = queryClient.getQueryData<TUser | null>(CURRENT_USER_QUERY_KEY);
      if (previous) queryClient.setQueryData<TUser>(CURRENT_USER_QUERY_KEY, { ...previous, ...preferences });
      return { previous };
    },
    onError: (_error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, context.previous);
    },
    onSuccess: (user) => {
      queryClient.setQueryData<TUser | null>(CURRENT_USER_QUERY_KEY, user);
      // Not awaited: the success toast does not wait for lists that may be slow to refetch.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.favorites() });
    },
  });
}
