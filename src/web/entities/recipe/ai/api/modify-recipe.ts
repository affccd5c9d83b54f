import { useMutation } from '@tanstack/react-query';
import type { TModifyAction } from '../../../../../shared/schemas/recipe-rules.ts';
import type { TModifyResult } from '../../../../../shared/schemas/chef.ts';
import type { TLanguage } from '../../../../../shared/constants.ts';
import { api, dataOf } from '../../../../lib/api/client.ts';
import type { ApiBody } from '../../../../lib/api/types.ts';
import type { TRecipe } from '../../api/types.ts';

/** A recipe as the chef reads it (the body's currentRecipe). */
export type TChefRecipeInput = NonNullable<ApiBody<'/api/recipes/{id}/modify', 'post'>['currentRecipe']>;

/** One modification: a preset action or the cook's own words. */
export type ModificationRequest = { action: TModifyAction } | { customPrompt: string };

export interface ModifyRecipeInput {
  recipeId: string;
  request: ModificationRequest;
  /** The version to modify: the saved recipe, or a preview being built on. */
  currentRecipe: TChefRecipeInput;
  language: TLanguage;
}

/**
 * POST /api/recipes/:id/modify → `{success, updated_recipe, summary, reasoning, meta}`. Nothing is
 * saved: the cook saves the result (PATCH) or saves it as a copy.
 */
export function modifyRecipe({
  recipeId,
  request,
  currentRecipe,
  language,
}: ModifyRecipeInput): Promise<TModifyResult> {
  return dataOf(
    api.POST('/api/recipes/{id}/modify', {
      params: { path: { id: recipeId } },
      body: { ...request, currentRecipe, language },
    }),
  );
}

export function useModifyRecipe() {
  return useMutation({ mutationFn: modifyRecipe });
}

/** The fields of a recipe the chef reads (no id, owner or flags). */
export function toChefRecipe(recipe: TRecipe | TChefRecipeInput): TChefRecipeInput {
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients.map((i) => ({ name: i.name, amount: i.amount ?? '' })),
    instructions: [...recipe.instructions],
    tags: [...(recipe.tags ?? [])],
    tips: [...(recipe.tips ?? [])],
  };
}
