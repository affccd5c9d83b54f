/**
 * Modify with AI (spec sections 1, 4, 7 and 8): the detail modal's owner action and panel, the
 * preview of the chef's changes and the diff behind it. Its calls are the recipe entity's
 * (entities/recipe/ai); it plugs into the modal through widgets/recipe-slots.ts.
 */
export { ModifyRecipeAction, ModifyRecipeSection, modifyPanelId } from './components/modify-recipe-section.tsx';
export { diffRecipes, diffIngredients, type RecipeDiff } from './lib/recipe-diff.ts';
