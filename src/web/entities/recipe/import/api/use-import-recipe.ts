import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRecipeData, recipeKeys } from '../../api/keys.ts';
import type { TRecipe } from '../../api/types.ts';
import { importRecipeFromPhoto, importRecipeFromText, importRecipeFromUrl, type PhotoStage } from './import-recipe.ts';

export type ImportRequest =
  { kind: 'url'; url: string } | { kind: 'photo'; file: File } | { kind: 'text'; text: string };
export type ImportKind = ImportRequest['kind'];

/**
 * One import, whatever its source. A saved recipe refreshes the recipe lists, favourites and
 * statistics (spec section 7), also when the modal was closed while it ran.
 */
export function useImportRecipe() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<PhotoStage | null>(null);
  const mutation = useMutation<TRecipe, Error, ImportRequest>({
    mutationFn: (request) => {
      switch (request.kind) {
        case 'url':
          return importRecipeFromUrl(request.url);
        case 'photo':
          return importRecipeFromPhoto(request.file, setStage);
        case 'text':
          return importRecipeFromText(request.text);
      }
    },
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      void invalidateRecipeData(queryClient, recipe.id);
    },
    onSettled: () => setStage(null),
  });
  return { ...mutation, stage };
}
