import type { TRecipeCard } from '../../shared/schemas/recipe-card.ts';
import type { RecipeCardRow } from './recipe-sql.repository.ts';

export type { RecipeCardRow };

/** The three visibilities of a recipe, from the narrowest. */
export type RecipeVisibility = 'private' | 'household' | 'public';

export function recipeVisibility(recipe: Pick<RecipeCardRow, 'isPublic' | 'sharedWithHousehold'>): RecipeVisibility {
  return recipe.isPublic ? 'public' : recipe.sharedWithHousehold ? 'household' : 'private';
}

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
