/**
 * The recipe import calls (spec sections 4, 5, 7, 8): from a web address, a photo or pasted text.
 * The import button and modal are a tool in widgets/recipe-import (decision 0007).
 */
export {
  importRecipeFromImage,
  importRecipeFromPhoto,
  importRecipeFromText,
  importRecipeFromUrl,
  PhotoUploadError,
  requestImportUploadUrl,
  uploadPhoto,
  type PhotoStage,
} from './api/import-recipe.ts';
export { useImportRecipe } from './api/use-import-recipe.ts';
