import type { TDifficulty } from '../../shared/constants.ts';
import type { StoredIngredient, StoredSourceRating } from '../db/schema.ts';

export const IMPORT_FORMATS = ['mealie', 'tandoor', 'paprika', 'recipesage', 'nextcloud', 'jsonld', 'text'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One recipe read from another app's export, before it is written. */
export interface AppRecipe {
  title: string;
  description: string;
  /** Group headings ("For the sauce:") are kept as their own line with an empty amount. */
  ingredients: StoredIngredient[];
  instructions: string[];
  /** Minutes, null when unknown. */
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  servings: number | null;
  tags: string[];
  tips: string[];
  /** The person's own 1–5 stars in the app they left (Paprika, Mealie, RecipeSage), null when none. */
  rating: number | null;
  /** The app's difficulty as Tempero's levels, null when it has none (the default, Medium, applies). */
  difficulty: TDifficulty | null;
  /** The rating the recipe carried at its source (a site's visitors), kept as theirs, never as a review. */
  sourceRating: StoredSourceRating | null;
  isFavorite: boolean;
  sourceUrl: string | null;
  /** A web address of the picture, kept as it is (https only) when the export has no bytes. */
  imageUrl: string | null;
  /** The picture's bytes, read only when the recipe is written. */
  image: (() => Promise<Buffer | null>) | null;
  /** The app's own id of the recipe (uid, slug…), the stable half of the duplicate fingerprint. */
  sourceKey: string | null;
}

/** What a format yields per recipe it finds: a recipe, or a reason it is left out. */
export type ParsedEntry = { name: string; recipe: AppRecipe } | { name: string; skipped: string };

export type FormatReader = (files: import('./archive.ts').FileSet) => AsyncIterable<ParsedEntry>;

export function emptyRecipe(title: string): AppRecipe {
  return {
    title,
    description: '',
    ingredients: [],
    instructions: [],
    prepTime: null,
    cookTime: null,
    totalTime: null,
    servings: null,
    tags: [],
    tips: [],
    rating: null,
    difficulty: null,
    sourceRating: null,
    isFavorite: false,
    sourceUrl: null,
    imageUrl: null,
    image: null,
    sourceKey: null,
  };
}
