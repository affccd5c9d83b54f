/**
 * The AI features of a recipe (spec sections 1, 4, 7 and 8): modify with AI in the detail modal,
 * the substitution flow and the tag and tip suggestions of the editor, and the calls behind them.
 * They plug in through extensions/registry.ts and editor/extensions.ts; Home's generation form
 * uses the shared pieces exported here.
 */
export { AI_TAG_CACHE_MS, aiKeys } from './api/keys.ts';
export { aiTagsQueryOptions, fetchAiTags, MissingRecipeIdError, useSuggestTags } from './api/ai-tags.ts';
export { fetchAiTips, useSuggestTips } from './api/ai-tips.ts';
export {
  modifyRecipe,
  toChefRecipe,
  useModifyRecipe,
  type ModificationRequest,
  type ModifyRecipeInput,
} from './api/modify-recipe.ts';
export {
  fetchSubstitutes,
  substitutesQueryOptions,
  useSubstitutes,
  type SubstitutesRequest,
} from './api/substitutions.ts';
export { adjustInstructions, useAdjustInstructions, type AdjustInstructionsInput } from './api/adjust-instructions.ts';
export { retryAfterSeconds, useAiErrorText } from './lib/ai-error.ts';
export { useUiLanguage } from './lib/use-ui-language.ts';
export { diffRecipes, diffIngredients, type RecipeDiff } from './lib/recipe-diff.ts';
export { AiFallbackNote, aiNoteText, useAiNoteText } from './components/ai-fallback-note.tsx';
export { ModifyRecipeAction, ModifyRecipeSection, modifyPanelId } from './components/modify-recipe-section.tsx';
export { IngredientSubstitution } from './components/ingredient-substitution.tsx';
export { AiTagSuggestions, AiTipSuggestions } from './components/ai-list-suggestions.tsx';
