/** The importer's output: one recipe read from a page, a text or a photo, before the user saves it. */

export interface ImportedIngredient {
  /** Leading quantity and unit as written ("2 cups", "1 (14 oz) can"); '' when none. */
  amount: string;
  /** The rest of the line ("flour, sifted"). */
  name: string;
}

export type ImportSource = 'json-ld' | 'microdata' | 'rdfa' | 'heuristic' | 'text' | 'llm';

export interface ImportedRecipe {
  title: string;
  description: string;
  ingredients: ImportedIngredient[];
  /** The ingredient lines exactly as the source shows them (same order as `ingredients`). */
  ingredientLines: string[];
  instructions: string[];
  /** Minutes; null when the source does not say. */
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  servings: number | null;
  /** The yield as written ("12 cookies"), when there is one. */
  yieldText: string | null;
  /** Absolute URL of the recipe's best image. */
  imageUrl: string | null;
  sourceUrl: string | null;
  tags: string[];
  /** Notes and tips the source gives beside the steps. */
  tips: string[];
  author: string | null;
  language: string | null;
  /** Which reader produced the core of the recipe. */
  source: ImportSource;
}
