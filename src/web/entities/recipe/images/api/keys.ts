/**
 * Mutation keys of the image calls. The regenerate key is how every view of a recipe (its cards,
 * its detail modal) knows a new image is being made for it, so each one shows the spinner.
 */
export const imageKeys = {
  regenerate: (recipeId: string) => ['/api/recipes', recipeId, 'regenerate-image'] as const,
  generate: (recipeId: string) => ['/api/recipes', recipeId, 'generate-image'] as const,
};
