import type { RecipeToolLoaders } from '../entities/recipe/extensions/tools.ts';

/**
 * THE place where the widgets fill the recipe card's and the detail modal's tool slots
 * (entities/recipe/extensions/registry.ts lists where each appears). The entity may not import
 * widgets (decision 0007), so root.tsx hands these loaders to it. Each import stays dynamic: a
 * tool's code loads when its slot first renders, never with the lists or the public page. This is
 * the one file of the layer that may import every widget.
 */
export const recipeTools: RecipeToolLoaders = {
  EditRecipeAction: () => import('./recipe-editor/components/edit-recipe-action.tsx').then((m) => m.EditRecipeAction),
  ModifyRecipeAction: () =>
    import('./recipe-ai/components/modify-recipe-section.tsx').then((m) => m.ModifyRecipeAction),
  ModifyRecipeSection: () =>
    import('./recipe-ai/components/modify-recipe-section.tsx').then((m) => m.ModifyRecipeSection),
  ImageManagerCardHost: () =>
    import('./recipe-images/components/image-manager-host.tsx').then((m) => m.ImageManagerCardHost),
  ManageImageAction: () =>
    import('./recipe-images/components/manage-image-action.tsx').then((m) => m.ManageImageAction),
};
