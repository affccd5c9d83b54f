import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  AUTO_ADD_PARAM,
  clearPendingRecipe,
  planPendingSaves,
  readPendingRecipe,
  searchWithoutAutoAdd,
  useCopyRecipe,
} from '../../../entities/recipe/index.ts';

/**
 * The home page's pending save (spec sections 2 and 4): a public recipe the visitor asked to save
 * before signing in (pendingRecipeId in local storage, or ?autoAddRecipe=<id>) is copied into the
 * user's favourites about 1 s (storage) or 0.5 s (parameter) after load. The parameter leaves the
 * address at once and the stored id is cleared when the save starts, so a reload never saves twice.
 */
export function usePendingRecipeAutoSave(): void {
  const { t } = useTranslation('home');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { mutateAsync } = useCopyRecipe({ errorToast: false });
  // Read once, on the first render: later renders must not pick the cleared values up again.
  const [plans] = useState(() =>
    planPendingSaves({ stored: readPendingRecipe(), param: new URLSearchParams(search).get(AUTO_ADD_PARAM) }),
  );
  const started = useRef(new Set<string>());

  useEffect(() => {
    if (new URLSearchParams(search).has(AUTO_ADD_PARAM)) {
      navigate(`${location}${searchWithoutAutoAdd(search)}`, { replace: true });
    }
  }, [location, search, navigate]);

  useEffect(() => {
    const timers = plans.map((plan) =>
      setTimeout(() => {
        if (started.current.has(plan.recipeId)) return;
        started.current.add(plan.recipeId);
        if (readPendingRecipe() === plan.recipeId) clearPendingRecipe();
        mutateAsync({ id: plan.recipeId, overrides: { isFavorite: true } }).then(
          (recipe) =>
            toast({
              title: t('pendingSave.savedTitle'),
              description: t('pendingSave.savedDescription', { title: recipe.title }),
            }),
          () =>
            toast({
              title: t('pendingSave.failedTitle'),
              description: t('pendingSave.failedDescription'),
              variant: 'destructive',
            }),
        );
      }, plan.delayMs),
    );
    return () => timers.forEach(clearTimeout);
  }, [plans, mutateAsync, t]);
}
