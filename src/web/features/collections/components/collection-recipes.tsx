import { useTranslation } from 'react-i18next';
import { FolderMinus } from 'lucide-react';
import type { TRecipeCard } from '../../../../shared/schemas/recipe-card.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useRemoveRecipeFromCollection } from '../../../entities/collection/api/remove-recipe-from-collection.ts';
import { RecipeCard, RecipeGrid } from '../../../entities/recipe/index.ts';

/** Takes one recipe out of the collection (the recipe itself stays). */
function RemoveFromCollectionButton({ collectionId, recipe }: { collectionId: string; recipe: TRecipeCard }) {
  const { t } = useTranslation('collections');
  const remove = useRemoveRecipeFromCollection();
  const label = t('detail.removeNamed', { title: recipe.title });
  return (
    <Button
      variant="outline"
      size="icon"
      className="text-destructive hover:text-destructive"
      disabled={remove.isPending}
      aria-label={label}
      title={label}
      onClick={() => remove.mutate({ collectionId, recipeId: recipe.id })}
    >
      <FolderMinus aria-hidden="true" />
    </Button>
  );
}

/** The recipes of a collection as recipe cards, each with a remove-from-collection action. */
export function CollectionRecipes({
  collectionId,
  recipes,
  className,
}: {
  collectionId: string;
  recipes: readonly TRecipeCard[];
  className?: string;
}) {
  const { t } = useTranslation('collections');
  return (
    <RecipeGrid label={t('detail.recipesLabel')} className={className}>
      {recipes.map((recipe) => (
        <li key={recipe.id} className="flex">
          <RecipeCard
            recipe={recipe}
            headingLevel={2}
            className="w-full"
            actions={<RemoveFromCollectionButton collectionId={collectionId} recipe={recipe} />}
          />
        </li>
      ))}
    </RecipeGrid>
  );
}
