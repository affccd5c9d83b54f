/** The shareable address of a public recipe (spec section 2: /public/recipe/{id}). */
export function publicRecipePath(id: string): string {
  return `/public/recipe/${encodeURIComponent(id)}`;
}

/** The full address; without a window (server rendering) it is the path alone. */
export function publicRecipeUrl(
  id: string,
  origin: string = typeof window === 'undefined' ? '' : window.location.origin,
): string {
  return `${origin}${publicRecipePath(id)}`;
}
