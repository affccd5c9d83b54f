import type { FAVORITE_SORTS } from '../../../../shared/constants.ts';
import { foldText } from '../../../../shared/amounts/text.ts';
import { tagInLanguage, tagKey } from '../../../../shared/suggestions/tag-vocabulary.ts';
import { difficultyRank, totalTime, type TRecipeCard } from '../../../entities/recipe/index.ts';

export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

export interface FavoriteFilters {
  search: string;
  /** A tag the recipe must carry, or null for all. */
  tag: string | null;
  sort: FavoriteSort;
  /** Only recipes with these ids (the reviewed ones), or null for all. */
  onlyIds: ReadonlySet<string> | null;
}

function matchesSearch(recipe: TRecipeCard, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldText([recipe.title, recipe.description ?? '', ...recipe.tags].join(' \n '));
  return words.every((word) => haystack.includes(word));
}

const byNewest = (a: TRecipeCard, b: TRecipeCard) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Made when a list is first sorted by name: a collator takes ~10 ms to build on a phone. */
let titleCollator: Intl.Collator | undefined;
const byTitle = (a: string, b: string) =>
  (titleCollator ??= new Intl.Collator(undefined, { sensitivity: 'base' })).compare(a, b);

/**
 * Alphabetical whatever the case and accents ("Café" beside "cafe"), for short words like tags:
 * the folded spellings compared, without building a collator while the page starts.
 */
function byFoldedText(a: string, b: string): number {
  const fa = foldText(a);
  const fb = foldText(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const COMPARATORS: Record<FavoriteSort, (a: TRecipeCard, b: TRecipeCard) => number> = {
  newest: byNewest,
  name: (a, b) => byTitle(a.title, b.title) || byNewest(a, b),
  cookTime: (a, b) => totalTime(a) - totalTime(b) || byNewest(a, b),
  difficulty: (a, b) => difficultyRank(a.difficulty) - difficultyRank(b.difficulty) || byNewest(a, b),
};

/**
 * Favorites' search, tag filter, only-reviewed filter and sort (spec section 2): search matches
 * title, description and tags, any case, with or without accents; sorts are newest, name,
 * cookTime (prep plus cook) and difficulty (Easy < Medium < Hard < anything else).
 */
export function filterFavorites(recipes: readonly TRecipeCard[], filters: FavoriteFilters): TRecipeCard[] {
  const words = foldText(filters.search).split(/\s+/).filter(Boolean);
  // One tag whatever language it was written in: "vegetarian" finds "vegetariana" too.
  const tag = filters.tag ? tagKey(filters.tag) : null;
  return recipes
    .filter((r) => (tag ? r.tags.some((t) => tagKey(t) === tag) : true))
    .filter((r) => (filters.onlyIds ? filters.onlyIds.has(r.id) : true))
    .filter((r) => matchesSearch(r, words))
    .sort(COMPARATORS[filters.sort]);
}

/**
 * Every tag of the list once, in alphabetical order: built-in tags in the reader's language
 * (whatever language each recipe wrote them in), the others with the first spelling met.
 */
export function collectTags(recipes: readonly TRecipeCard[], language = 'en'): string[] {
  const seen = new Map<string, string>();
  for (const recipe of recipes) {
    for (const tag of recipe.tags) {
      const clean = tag.trim();
      const key = tagKey(clean);
      if (clean && !seen.has(key)) seen.set(key, tagInLanguage(clean, language));
    }
  }
  return [...seen.values()].sort(byFoldedText);
}
