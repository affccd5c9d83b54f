/**
 * The light entry of the recipe entity, for pages that show one recipe and must load fast (the
 * public recipe page, also rendered on the server): reading a recipe, its sections and image, its
 * amounts in the reader's units, the extension slots and saving or sharing it.
 *
 * Import from here rather than from index.ts on such pages: a bundle follows every module a barrel
 * re-exports, so index.ts would bring the card, the detail modal, the grids and their dialogs into
 * the page's first load even though the page never renders them.
 */
export type { TPublicRecipe, TRecipe } from './api/types.ts';
export { fetchPublicRecipe, publicRecipeQueryOptions, usePublicRecipe } from './api/get-public-recipe.ts';
export { copyRecipe, useCopyRecipe, type CopyRecipeInput } from './api/copy-recipe.ts';

export { recipeQueryOptions, useRecipe } from './api/get-recipe.ts';
export { InlineMarkup } from './components/inline-markup.tsx';
export { stripInlineMarkup } from './lib/inline-markup.ts';
export { RecipeImage, type RecipeImageProps } from './components/recipe-image.tsx';
export { DifficultyBadge } from './components/difficulty-badge.tsx';
export { RecipeQuickFacts, RecipeTimes } from './components/recipe-meta.tsx';
export {
  RecipeIngredients,
  RecipeInstructions,
  RecipeSection,
  RecipeSourceLink,
  RecipeTags,
  RecipeTips,
} from './components/recipe-sections.tsx';

export { useCopyLink, writeClipboard } from './hooks/use-copy-link.ts';

export { publicRecipeSections, usePublicRecipeSections } from './extensions/public-sections.ts';
export { SlotList } from './extensions/slot-list.tsx';
export type { PublicRecipeSlotProps } from './extensions/types.ts';

export { publicRecipePath, publicRecipeUrl } from './lib/public-link.ts';
export { clearPendingRecipe, readPendingRecipe, storePendingRecipe } from './lib/pending-recipe.ts';

export { useRecipeUnits, type RecipeUnits } from './units/hooks/use-recipe-units.ts';
export { RecipeUnitsToolbar } from './units/components/recipe-units-toolbar.tsx';
export { RecipeNutritionPanel } from './nutrition/nutrition-panel.tsx';
