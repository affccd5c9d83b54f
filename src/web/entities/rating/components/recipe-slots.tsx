import { RecipeRatingSection } from './recipe-rating.tsx';

/*
 * This entity's entries in the recipe entity's extension registry (entities/recipe/extensions).
 * They take only the recipe id, so they stay free of the recipe entity's types.
 */
type SlotRecipe = { recipe: { id: string } };

/** Detail modal body: summary, then the user's rating form or saved rating (an h3 under the modal's title). */
export function RatingModalSection({ recipe }: SlotRecipe) {
  return <RecipeRatingSection recipeId={recipe.id} headingLevel={3} className="border-t pt-6" />;
}

/** Public recipe page: summary, then the visitor's rating, or a link to sign in to rate (an h2 under the page's h1). */
export function RatingPublicSection({ recipe }: SlotRecipe) {
  return (
    <RecipeRatingSection
      recipeId={recipe.id}
      headingLevel={2}
      className="rounded-[var(--radius-card)] border bg-card p-5 sm:p-6"
    />
  );
}
