import { useTranslation } from 'react-i18next';
import { Clock, X } from 'lucide-react';
import type { TRecipe } from '../../../../shared/schemas/recipe.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useRemoveRecipeFromCollection } from '../../../entities/collection/api/remove-recipe-from-collection.ts';
import { totalTime } from '../../../entities/recipe/lib/recipe-time.ts';

/** Takes one recipe out of the collection (the recipe itself stays). */
function RemoveButton({ collectionId, recipe }: { collectionId: string; recipe: TRecipe }) {
  const { t } = useTranslation('collections');
  const remove = useRemoveRecipeFromCollection();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={remove.isPending}
      aria-label={t('detail.removeNamed', { title: recipe.title })}
      onClick={() => remove.mutate({ collectionId, recipeId: recipe.id })}
    >
      <X aria-hidden="true" />
      {t('detail.remove')}
    </Button>
  );
}

function RecipeTile({ recipe }: { recipe: TRecipe }) {
  const { t } = useTranslation('collections');
  const minutes = totalTime(recipe);
  return (
    <div className="flex flex-col gap-2 p-4">
      <h3 className="text-base leading-snug font-semibold break-words">{recipe.title}</h3>
      {recipe.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{recipe.description}</p> : null}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {minutes > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('detail.minutes', { count: minutes })}
          </span>
        ) : null}
        {recipe.tags.slice(0, 3).map((tag) => (
          <Badge key={tag} variant="secondary">
            {tag}
          </Badge>
        ))}
      </div>
    </div>
  );
}

/** The recipes of a collection, each with a remove button. */
export function CollectionRecipes({ collectionId, recipes }: { collectionId: string; recipes: readonly TRecipe[] }) {
  const { t } = useTranslation('collections');
  return (
    <ul aria-label={t('detail.recipesLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe) => (
        <li key={recipe.id} className="flex flex-col gap-2">
          <Card className="flex-1 gap-0">
            <RecipeTile recipe={recipe} />
          </Card>
          <div className="flex justify-end">
            <RemoveButton collectionId={collectionId} recipe={recipe} />
          </div>
        </li>
      ))}
    </ul>
  );
}
