/**
 * The recipe entity (decision 0001): API calls, the recipe card, the detail modal and the pieces
 * they are made of. Features import from here; other entities plug into the card and the modal
 * through extensions/registry.ts.
 */
export { recipeKeys, invalidateRecipeData, isRecipeDataKey } from './api/keys.ts';
export type {
  RecipeListParams,
  RecipePage,
  RecipeSort,
  TPublicRecipe,
  TRecipe,
  TRecipeCard,
  TUserStatistics,
} from './api/types.ts';
export { fetchRecipes, recipesQueryOptions, useRecipes } from './api/list-recipes.ts';
export { fetchFavorites, favoritesQueryOptions, useFavorites } from './api/list-favorites.ts';
export { fetchRecipe, recipeQueryOptions, useRecipe } from './api/get-recipe.ts';
export { createRecipe, useCreateRecipe, type TRecipeCreateInput } from './api/create-recipe.ts';
export { updateRecipe, useUpdateRecipe, type TRecipeUpdateInput } from './api/update-recipe.ts';
export { deleteRecipe, useDeleteRecipe } from './api/delete-recipe.ts';
export { copyRecipe, useCopyRecipe, type CopyRecipeInput } from './api/copy-recipe.ts';
export { toggleFavorite, useToggleFavorite } from './api/toggle-favorite.ts';
export { togglePublic, useTogglePublic } from './api/toggle-public.ts';
export { setRecipeVisibility, useSetVisibility } from './api/set-visibility.ts';
export { HouseholdBadge } from './components/household-badge.tsx';
export { fetchPublicRecipe, publicRecipeQueryOptions, usePublicRecipe } from './api/get-public-recipe.ts';
export { fetchUserStatistics, userStatisticsQueryOptions, useUserStatistics } from './api/get-statistics.ts';
export { useRecipeErrorToast, type MutationToastOptions } from './api/error-toast.ts';

export { RecipeCard, type RecipeCardProps } from './components/recipe-card.tsx';
// Lazily loaded: the modal's code comes with the first recipe opened, not with the lists.
export {
  RecipeDetailModal,
  preloadRecipeDetailModal,
  type RecipeDetailModalProps,
} from './components/lazy-recipe-detail-modal.tsx';
export { RecipeImage, type RecipeImageProps } from './components/recipe-image.tsx';
export { DifficultyBadge } from './components/difficulty-badge.tsx';
export { ImportedBadge } from './components/imported-badge.tsx';
export { OverflowBadges, type OverflowBadgeItem } from './components/overflow-badges.tsx';
export { InlineMarkup } from './components/inline-markup.tsx';
export { FavoriteButton } from './components/favorite-button.tsx';
export { VisibilityControl } from './components/visibility-control.tsx';
export { DeleteRecipeButton } from './components/delete-recipe-button.tsx';
export { RecipeQuickFacts, RecipeTimes } from './components/recipe-meta.tsx';
export {
  RecipeIngredients,
  RecipeInstructions,
  RecipeSection,
  RecipeSourceLink,
  RecipeTags,
  RecipeTips,
} from './components/recipe-sections.tsx';
export { EmptyState, RecipeGrid, RecipeGridSkeleton, RecipesErrorState } from './components/recipe-grid.tsx';
export { RecipePicker, type RecipePickerProps, type RecipePickerTexts } from './components/recipe-picker.tsx';

export { useCopyLink, writeClipboard } from './hooks/use-copy-link.ts';
export { useQueryErrorToast } from './hooks/use-error-toast.ts';
export { RECIPE_PICKER_PAGE_SIZE, useRecipeSearch } from './hooks/use-recipe-search.ts';

export { RecipeExtensionsProvider, useRecipeExtensions } from './extensions/context.tsx';
export { SlotList } from './extensions/slot-list.tsx';
export type {
  PublicRecipeSlotProps,
  RecipeExtensions,
  RecipeImageActions,
  RecipeModalSlotProps,
  RecipeSlotProps,
} from './extensions/types.ts';

export { totalTime } from './lib/recipe-time.ts';
export { difficultyRank, readDifficulty } from './lib/difficulty.ts';
export { safeExternalUrl, sourceHostname } from './lib/source-url.ts';
export { publicRecipePath, publicRecipeUrl } from './lib/public-link.ts';
export { parseInlineMarkup, stripInlineMarkup, type MarkupNode } from './lib/inline-markup.ts';
export {
  AUTO_ADD_DELAY_MS,
  AUTO_ADD_PARAM,
  PENDING_RECIPE_STORAGE_KEY,
  clearPendingRecipe,
  planPendingSaves,
  readPendingRecipe,
  searchWithoutAutoAdd,
  storePendingRecipe,
  type PendingSave,
} from './lib/pending-recipe.ts';
