import type { ComponentType } from 'react';
import type { TLanguage } from '../../../shared/constants.ts';
import type { EditorIngredient } from './model/editor-form.ts';
import { AiTagSuggestions, AiTipSuggestions } from './ai/ai-list-suggestions.tsx';
import { IngredientSubstitution } from './ai/ingredient-substitution.tsx';

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

/** What the AI suggestions under the tag list and the tips list receive. */
export interface ListSuggestionsProps {
  /** The saved recipe the suggestions are asked for (the server reads the saved version). */
  recipeId: string;
  /** The list as currently edited, and how to change it: adding a suggestion is a normal edit. */
  values: string[];
  onChange: (values: string[]) => void;
  language: TLanguage;
}

export interface RecipeEditorExtensions {
  /**
   * The AI substitution flow (spec section 4: options popover, 'Use this', keep or adjust the
   * instructions). While this is null the rows show no "find substitutes" button: nothing
   * pretends to find substitutes.
   */
  IngredientSubstitution: ComponentType<IngredientSubstitutionProps> | null;
  /** AI tag suggestions under the tag editor, offered as chips to add (spec sections 4 and 8). */
  TagSuggestions: ComponentType<ListSuggestionsProps> | null;
  /** AI tip suggestions under the tips editor (spec section 8). */
  TipSuggestions: ComponentType<ListSuggestionsProps> | null;
}

/** THE place where the AI features plug into the editor (./ai, on the calls of entities/recipe/ai). */
export const recipeEditorExtensions: RecipeEditorExtensions = {
  IngredientSubstitution,
  TagSuggestions: AiTagSuggestions,
  TipSuggestions: AiTipSuggestions,
};
