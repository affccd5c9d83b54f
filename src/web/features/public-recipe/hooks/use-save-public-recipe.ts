import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { loginUrl, navigateTo } from '../../../lib/navigation.ts';
import { clearPendingRecipe, storePendingRecipe, useCopyRecipe } from '../../../entities/recipe/reader.ts';

/** Spec section 9: the pending-login redirect waits 1 s so the toast can be read. */
export const PENDING_LOGIN_REDIRECT_MS = 1000;

function isUnauthorized(error: unknown): boolean {
  return isUnauthorizedError(error) || (error instanceof Error && /unauthori[sz]ed/i.test(error.message));
}

/**
 * Saving a public recipe (spec section 4, Public recipe save):
 * - signed in: copy it into favourites → 'Recipe saved' toast → home;
 * - a 401 / 'Unauthorized' answer: remember the id, toast, go to login after 1 s;
 * - signed out: remember the id and go to login, coming back here; the home page then saves it.
 */
export function useSavePublicRecipe(recipeId: string) {
  const { t } = useTranslation('public-recipe');
  const { t: te } = useTranslation('errors');
  const { user, isLoading: authPending } = useAuth();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const copy = useCopyRecipe({ errorToast: false });

  // Back to this very page after signing in (spec section 4: returnTo is the current page).
  const goToLogin = () => navigateTo(loginUrl(path + (search ? `?${search}` : '')));

  const save = () => {
    if (!user) {
      storePendingRecipe(recipeId);
      goToLogin();
      return;
    }
    copy.mutate(
      { id: recipeId, overrides: { isFavorite: true } },
      {
        onSuccess: (recipe) => {
          clearPendingRecipe();
          toast({ title: t('saved.title'), description: t('saved.description', { title: recipe.title }) });
          navigate('/');
        },
        onError: (error) => {
          if (isUnauthorized(error)) {
            storePendingRecipe(recipeId);
            toast({
              title: te('unauthorized.title'),
              description: te('unauthorized.description'),
              variant: 'destructive',
            });
            setTimeout(goToLogin, PENDING_LOGIN_REDIRECT_MS);
            return;
          }
          toast({ title: te('generic.title'), description: t('saveFailed'), variant: 'destructive' });
        },
      },
    );
  };

  return { save, isSaving: copy.isPending, isSignedIn: Boolean(user), authPending };
}
