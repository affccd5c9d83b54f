/**
 * Query keys of the rating entity. They start with /api/recipes, so the recipe entity's "recipe
 * data changed" invalidation reaches them, and with /api/reviews for the user's review lists.
 */
export const ratingKeys = {
  summary: (recipeId: string) => ['/api/recipes', recipeId, 'rating', 'summary'] as const,
  mine: (recipeId: string) => ['/api/recipes', recipeId, 'rating', 'me'] as const,
  reviews: ['/api/reviews'] as const,
};
