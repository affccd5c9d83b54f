import type { TLanguage } from '../../../../../shared/constants.ts';

/** Spec sections 4 and 9: tag suggestions per recipe are kept in memory for 5 minutes. */
export const AI_TAG_CACHE_MS = 5 * 60 * 1000;

/**
 * Query keys of the AI calls that read (they are POSTs, but ask nothing to change). They start
 * with the API path like every key of the app; the tag suggestions sit under /api/recipes, so a
 * change to the recipe (invalidateRecipeData) makes the next request ask again.
 */
export const aiKeys = {
  tags: (recipeId: string, language: TLanguage) => ['/api/recipes', recipeId, 'ai-tags', language] as const,
  substitutes: (request: {
    ingredient: string;
    amount: string;
    recipeTitle: string;
    recipeInstructions: readonly string[];
    language: TLanguage;
  }) => ['/api/ingredients/substitutions', request] as const,
};
