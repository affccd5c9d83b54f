/**
 * Recipe import (spec "Import modal", sections 4, 5, 7, 8): the import button and modal (web
 * address, photo, pasted text). The calls behind them are the recipe entity's
 * (entities/recipe/import). Home and Favorites show the button.
 */
// The modal itself (components/import-recipe-dialog.tsx) is loaded lazily by the button.
export { ImportRecipeButton } from './components/import-recipe-button.tsx';
export { checkRecipeUrl, isImageFile, type RecipeUrlCheck } from './lib/recipe-url.ts';
