import { categoriesOf } from './analyze.ts';
import { DISH_GROUPS } from './knowledge/cuisines.ts';
import type { IngredientCategory as C, KbRecipe } from './knowledge/types.ts';
import { PhraseMatcher, canon, tokenize } from './text.ts';
import { normName } from './transform.ts';

/** Facts about one knowledge-base recipe, computed once. */
export interface KbEntry {
  kb: KbRecipe;
  index: number;
  cats: Set<C>;
  families: Set<string>;
  /** Per ingredient: categories and families (both languages, key and declared categories). */
  ingredients: { cats: C[]; families: string[]; names: string[]; optional: boolean }[];
  /** Normalised names of every ingredient (both languages and key), for "already have" matching. */
  normNames: string[];
  /** Per diet combination: how many ingredients break it, and whether every one can be adapted. */
  dietCache: Map<string, { bad: number; feasible: boolean }>;
  titleWords: Set<string>;
  tagWords: Set<string>;
  descWords: Set<string>;
  dishGroups: Set<number>;
  total: number;
  spicy: boolean;
  sweet: boolean;
}

export interface KbIndex {
  entries: KbEntry[];
  /** Titles and aliases of every recipe, to find dishes named in a wish. */
  names: PhraseMatcher<number>;
}

const words = (s: string) => new Set(tokenize(s).map((t) => t.c).filter((w) => w.length > 2));

export function buildKbIndex(recipes: readonly KbRecipe[]): KbIndex {
  const names = new PhraseMatcher<number>();
  const dishMatcher = new PhraseMatcher<number>();
  DISH_GROUPS.forEach((g, i) => dishMatcher.addAll(g, i));
  const entries = recipes.map((kb, index): KbEntry => {
    const cats = new Set<C>();
    const families = new Set<string>();
    const ingredients = kb.ingredients.map((i) => {
      const names = [i.name.en, i.name.pt, i.key];
      const a = categoriesOf(names, i.cats);
      for (const c of a.cats) cats.add(c);
      for (const f of a.families) families.add(f);
      return { cats: a.cats, families: a.families, names, optional: Boolean(i.optional) };
    });
    const titleText = `${kb.title.en} ${kb.title.pt} ${(kb.aliases ?? []).join(' ')}`;
    for (const t of [kb.title.en, kb.title.pt, ...(kb.aliases ?? [])]) {
      names.add(t.replace(/\([^)]*\)/g, ' '), index);
      const inside = t.match(/\(([^)]*)\)/);
      if (inside) names.add(inside[1]!, index);
    }
    const tagText = `${kb.tags.en.join(' ')} ${kb.tags.pt.join(' ')}`;
    return {
      kb,
      index,
      cats,
      families,
      ingredients,
      normNames: [...new Set(ingredients.flatMap((i) => i.names.map(normName)).filter(Boolean))],
      dietCache: new Map(),
      titleWords: words(titleText),
      tagWords: words(tagText),
      descWords: words(`${kb.description.en} ${kb.description.pt}`),
      dishGroups: new Set(dishMatcher.valuesIn(`${titleText} ${tagText}`)),
      total: kb.prepTime + kb.cookTime,
      spicy: Boolean(kb.spicy) || ingredients.some((i) => i.cats.includes('chili') && !i.optional),
      sweet: kb.meals.includes('dessert'),
    };
  });
  return { entries, names };
}

export { canon };
