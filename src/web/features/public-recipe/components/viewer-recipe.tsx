import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { RecipeDetailModal, useRecipe } from '../../../entities/recipe/index.ts';
import { NotFoundView } from './not-found-view.tsx';

/**
 * A recipe that is not public, opened by a signed-in person (a calendar event's link, an old
 * bookmark): their own or their household's opens in the recipe dialog, as anywhere in the app;
 * anyone else's stays "not found". Loaded only on that path, so the public page stays light.
 */
export default function ViewerRecipe({ id }: { id: string }) {
  return <ViewerRecipeView id={id} />;
}

/** /recipes/:id signed in (the calendar feed's links): the viewer's recipe in the app. */
export function ViewerRecipePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ViewerRecipeView id={id} />;
}

function ViewerRecipeView({ id }: { id: string }) {
  const { t } = useTranslation('public-recipe');
  const [, navigate] = useLocation();
  const query = useRecipe(id);
  if (query.isPending)
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Loader2 className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
        <p className="font-medium">{t('loading')}</p>
      </div>
    );
  if (query.isError) return <NotFoundView />;
  return (
    <>
      <h1 className="sr-only">{query.data.title}</h1>
      <RecipeDetailModal
        recipeId={id}
        recipe={query.data}
        open
        onOpenChange={(open) => {
          if (!open) navigate('/', { replace: true });
        }}
      />
    </>
  );
}
