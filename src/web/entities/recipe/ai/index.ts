/**
 * The recipe AI calls (spec sections 1, 4, 7 and 8) and the small pieces every AI screen shares:
 * the error and fallback texts, the interface language sent to the chef. The tools built on them
 * live in the widgets layer (decision 0007): the modify-with-AI panel in widgets/recipe-ai, the
 * substitution flow and the tag and tip suggestions in widgets/recipe-editor/ai. Home's generation
 * form and the meal planner use the shared pieces exported here.
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
export { AiFallbackNote, aiNoteText, useAiNoteText } from './components/ai-fallback-note.tsx';
