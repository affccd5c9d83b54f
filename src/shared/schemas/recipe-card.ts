import type { z } from 'zod';
import { ZRecipe } from './recipe.ts';

/**
 * A recipe as lists return it (home, history, favourites, collections, pickers): what a card shows,
 * searches and sorts on, without ingredients, steps or tips. The detail (GET /api/recipes/:id)
 * returns the whole recipe.
 */
export const ZRecipeCard = ZRecipe.pick({
  id: true,
  userId: true,
  title: true,
  description: true,
  difficulty: true,
  tags: true,
  prepTime: true,
  cookTime: true,
  servings: true,
  imageUrl: true,
  sourceUrl: true,
  isFavorite: true,
  isPublic: true,
  visibility: true,
  originalUnitSystem: true,
  language: true,
  createdAt: true,
  updatedAt: true,
});
export type TRecipeCard = z.infer<typeof ZRecipeCard>;
