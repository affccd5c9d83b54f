import type { TRecipe } from '../../shared/schemas/recipe.ts';
import { recipeVisibility } from './recipes.policy.ts';
import type { RecipeRow } from './recipes.repository.ts';

export function presentRecipe(row: RecipeRow): TRecipe {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    tags: row.tags,
    tips: row.tips,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    ingredients: row.ingredients,
    instructions: row.instructions,
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

/** A public recipe for anonymous visitors: no owner id or e-mail, only the author's first name. */
export function presentPublicRecipe(row: RecipeRow, authorName: string | null) {
  const { userId: _userId, ...rest } = presentRecipe(row);
  return { ...rest, authorName };
}
