import type { ImportedRecipe } from './types.ts';

/** The recipe as the import-html command prints it (the shape the import scorer reads). */
export function toCliJson(r: ImportedRecipe): Record<string, unknown> {
  return {
    title: r.title,
    description: r.description,
    ingredients: r.ingredients.map((i) => ({ amount: i.amount, name: i.name })),
    instructions: r.instructions,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
    servings: r.servings,
    imageUrl: r.imageUrl,
    sourceUrl: r.sourceUrl,
    yield: r.yieldText,
    tags: r.tags,
    author: r.author,
    language: r.language,
    source: r.source,
  };
}
