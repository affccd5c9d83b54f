import type { TRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { recipes } from '../db/schema.ts';

/** The columns a list reads: never ingredients, instructions or tips (the bulk of a recipe row). */
export const recipeCardColumns = {
  id: recipes.id,
  userId: recipes.userId,
  title: recipes.title,
  description: recipes.description,
  difficulty: recipes.difficulty,
  tags: recipes.tags,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  imageUrl: recipes.imageUrl,
  sourceUrl: recipes.sourceUrl,
  isFavorite: recipes.isFavorite,
  isPublic: recipes.isPublic,
  // The visibility rule reads them; a card shows the household badge from sharedWithHousehold.
  sharedWithHousehold: recipes.sharedWithHousehold,
  householdId: recipes.householdId,
  originalUnitSystem: recipes.originalUnitSystem,
  language: recipes.language,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};

/** The three visibilities of a recipe, from the narrowest. */
export type RecipeVisibility = 'private' | 'household' | 'public';

export function recipeVisibility(recipe: Pick<RecipeCardRow, 'isPublic' | 'sharedWithHousehold'>): RecipeVisibility {
  return recipe.isPublic ? 'public' : recipe.sharedWithHousehold ? 'household' : 'private';
}

/** A row of the card columns: the recipe row without ingredients, instructions or tips. */
export type RecipeCardRow = Pick<typeof recipes.$inferSelect, keyof typeof recipeCardColumns>;

export function presentRecipeCard(row: RecipeCardRow): TRecipeCard {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    tags: row.tags,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    imageUrl: row.imageUrl,
    sourceUrl: row.sourceUrl,
    isFavorite: row.isFavorite,
    isPublic: row.isPublic,
    visibility: recipeVisibility(row),
    originalUnitSystem: row.originalUnitSystem === 'metric' ? 'metric' : 'imperial',
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
