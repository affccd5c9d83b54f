/** The shareable address of a public recipe (spec section 2: /public/recipe/{id}). */
export function publicRecipePath(id: string): string {
  return `/public/recipe/${encodeURIComponent(id)}`;
}

export function publicRecipeUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}${publicRecipePath(id)}`;
}
