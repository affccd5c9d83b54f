import type { QueryClient } from '@tanstack/react-query';
import { invalidateRecipeData, recipeKeys } from '../../api/keys.ts';
import type { TRecipe } from '../../api/types.ts';

/**
 * After the recipe's image changed: the open detail shows the new address at once, then every
 * recipe, favourites and collections query refetches (spec section 7). Resolves once they have,
 * so a mutation stays pending (the card keeps its spinner) until the new picture is on screen.
 */
export async function applyRecipeImage(
  queryClient: QueryClient,
  recipeId: string,
  imageUrl: string | null,
): Promise<void> {
  queryClient.setQueryData<TRecipe>(recipeKeys.detail(recipeId), (old) => (old ? { ...old, imageUrl } : old));
  await invalidateRecipeData(queryClient);
}
