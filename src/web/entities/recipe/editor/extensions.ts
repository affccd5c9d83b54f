import type { ComponentType } from 'react';
import type { TLanguage } from '../../../../shared/constants.ts';
import type { EditorIngredient } from './model/editor-form.ts';

/** What the substitution flow receives when a row's "find substitutes" button is pressed. */
export interface IngredientSubstitutionProps {
  /** The row asked about (0-based) and its current values in the form. */
  index: number;
  ingredient: EditorIngredient;
  /** The button that was pressed: anchor a popover on it, and give focus back to it on close. */
  trigger: HTMLButtonElement;
  /** The recipe as currently edited (POST /api/ingredients/substitutions wants both). */
  recipeTitle: string;
  instructions: string[];
  language: TLanguage;
  /**
   * 'Use this': puts the substitute in the row; `instructions` (adjusted ones) replace the steps
   * when given. The change is a normal edit: the cook still saves or discards it.
   */
  onReplace: (ingredient: EditorIngredient, instructions?: string[]) => void;
  onClose: () => void;
}

export interface RecipeEditorExtensions {
  /**
   * The AI substitution flow (spec section 4: options popover, 'Use this', keep or adjust the
   * instructions). While this is null the rows show no "find substitutes" button: nothing
   * pretends to find substitutes.
   */
  IngredientSubstitution: ComponentType<IngredientSubstitutionProps> | null;
}

/** THE place to plug the substitution flow into the editor (one line: the component). */
export const recipeEditorExtensions: RecipeEditorExtensions = {
  IngredientSubstitution: null,
};
