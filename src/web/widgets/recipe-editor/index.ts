/**
 * The recipe editor (spec "Recipe edit modal" and "Recipe editors"): the edit modal and the list
 * editors it is made of. The detail modal opens it through EditRecipeAction (an owner action in
 * widgets/recipe-slots.ts); the AI substitution flow and suggestions (./ai) plug in through ./extensions.ts.
 */
export { EditRecipeAction } from './components/edit-recipe-action.tsx';
export { RecipeEditorModal, type RecipeEditorModalProps } from './components/recipe-editor-modal.tsx';
export { IngredientListEditor, type IngredientListEditorProps } from './components/ingredient-list-editor.tsx';
export { InstructionListEditor } from './components/instruction-list-editor.tsx';
export { TagEditor, type TagEditorProps } from './components/tag-editor.tsx';
export { TipsEditor, type TipsEditorProps } from './components/tips-editor.tsx';
export { recipeEditorExtensions, type IngredientSubstitutionProps, type RecipeEditorExtensions } from './extensions.ts';
export {
  defaultCopyTitle,
  hasChanges,
  toEditorValues,
  toRecipeFields,
  ZEditorValues,
  type EditorIngredient,
  type EditorValues,
  type RecipeFields,
} from './model/editor-form.ts';
