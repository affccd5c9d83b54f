import type { ImportSource } from '../types.ts';

/** What one reader (JSON-LD, microdata, RDFa, heuristics) found on a page, before merging. */
export interface RecipeCandidate {
  source: ImportSource;
  name: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  yieldValue: unknown;
  images: ImageCandidate[];
  author: string;
  keywords: string[];
  categories: string[];
  language: string;
}

export interface ImageCandidate {
  url: string;
  width?: number;
  height?: number;
}

export function emptyCandidate(source: ImportSource): RecipeCandidate {
  return {
    source,
    name: '',
    description: '',
    ingredients: [],
    instructions: [],
    prepTime: null,
    cookTime: null,
    totalTime: null,
    yieldValue: null,
    images: [],
    author: '',
    keywords: [],
    categories: [],
    language: '',
  };
}

/** How much recipe a candidate holds; the richest one leads the merge. */
export function candidateWeight(c: RecipeCandidate): number {
  return (
    Math.min(c.ingredients.length, 40) * 3 +
    Math.min(c.instructions.length, 30) * 3 +
    (c.name ? 2 : 0) +
    (c.prepTime || c.cookTime || c.totalTime ? 1 : 0) +
    (c.yieldValue ? 1 : 0)
  );
}
