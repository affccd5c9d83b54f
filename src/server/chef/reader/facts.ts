/**
 * What tips and tags look at in a recipe the chef did not write, read from its own words with the
 * room: its language, foods (and the foods they are kinds of), kinds and diet categories, the
 * methods its steps show, whether it is sweet, its cuisine and dish types. A recipe the cookbook
 * recognises as one of its own takes its cuisine and dish from the cookbook.
 */
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TDietCategory, TFoodKind } from '../../../shared/knowledge/food-schema.ts';
import { fold, PhraseIndex } from '../../../shared/knowledge/phrase-index.ts';
import type { TMethod } from '../../../shared/knowledge/reader-schema.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import { recognise } from '../cookbook/edit.ts';
import type { Cookbook, Entry } from '../cookbook/load.ts';
import { recipeLanguage } from './language.ts';
import { methodsOf } from './methods.ts';
import { readerOf } from './pack.ts';
import { lineage, readText } from './read.ts';

export type HelpRecipe = Pick<
  TChefRecipe,
  'title' | 'ingredients' | 'instructions' | 'prepTime' | 'cookTime' | 'servings' | 'tags' | 'tips' | 'difficulty'
> & { description?: string | null | undefined };

export interface RecipeFacts {
  lang: TLanguage;
  /** The cookbook recipe it is, when the cookbook knows it. */
  known: Entry | null;
  /** Foods of its lines (not negated), each with the foods it is a kind of. */
  foods: Set<string>;
  /** The line foods themselves, in order. */
  lineFoods: string[];
  kinds: Set<TFoodKind>;
  cats: Set<TDietCategory>;
  methods: Set<TMethod>;
  sweet: boolean;
  cuisine: string | null;
  /** Dish types its title names (vocab), most specific first. */
  dishes: string[];
  course: TCourse | null;
  cook: number;
  prep: number;
  servings: number;
  /** Folded text of the steps. */
  steps: string;
}

const SAVOURY: readonly TDietCategory[] = ['meat', 'fish', 'shellfish', 'poultry', 'beef', 'pork', 'lamb'];

interface Indexes {
  cuisineNames: PhraseIndex<string>;
  cuisineDishes: PhraseIndex<string>;
  recipeNames: PhraseIndex<string>;
  dishes: Map<TLanguage, PhraseIndex<string>>;
}
const indexes = new WeakMap<Cookbook, Indexes>();

function indexesOf(book: Cookbook): Indexes {
  let ix = indexes.get(book);
  if (ix) return ix;
  const { vocab } = book.room;
  const cuisineNames = new PhraseIndex<string>();
  for (const [c, v] of Object.entries(vocab.cuisines))
    for (const l of LANGUAGES) for (const n of v.names[l]) cuisineNames.add(n, c);
  const cuisineDishes = new PhraseIndex<string>();
  for (const [c, h] of Object.entries(readerOf(book.room).reading.cuisines))
    for (const d of h.dishes) cuisineDishes.add(d, c);
  // The cookbook's own dishes say their cuisine: "feijoada", "pierogi".
  const recipeNames = new PhraseIndex<string>();
  for (const e of book.entries)
    if (!e.variantId) for (const l of LANGUAGES) for (const n of e.own[l]) recipeNames.add(n, e.cuisine);
  const dishes = new Map<TLanguage, PhraseIndex<string>>();
  for (const lang of LANGUAGES) {
    const d = new PhraseIndex<string>();
    for (const l of [lang, ...LANGUAGES.filter((x) => x !== lang)])
      for (const [k, t] of Object.entries(vocab.dishTypes)) for (const n of t.names[l]) d.add(n, k);
    dishes.set(lang, d);
  }
  ix = { cuisineNames, cuisineDishes, recipeNames, dishes };
  indexes.set(book, ix);
  return ix;
}

/**
 * A recipe's cuisine from its words: a cuisine named (3), a cookbook dish named (3), a dish typical
 * of a cuisine (2 in the title, 1 elsewhere), a food typical of it (1); null when none scores 2.
 */
export function guessCuisine(book: Cookbook, title: string, text: string, foods: Iterable<string>): string | null {
  const ix = indexesOf(book);
  const score = new Map<string, number>();
  const add = (c: string, n: number) => score.set(c, (score.get(c) ?? 0) + n);
  const all = `${title}\n${text}`;
  for (const hit of ix.cuisineNames.find(all)) for (const c of new Set(hit.values)) add(c, 3);
  for (const hit of ix.recipeNames.find(title)) for (const c of new Set(hit.values)) add(c, 3);
  for (const hit of ix.cuisineDishes.find(title)) for (const c of new Set(hit.values)) add(c, 2);
  for (const hit of ix.cuisineDishes.find(text)) for (const c of new Set(hit.values)) add(c, 1);
  const own = new Set(foods);
  for (const [c, h] of Object.entries(readerOf(book.room).reading.cuisines))
    for (const f of h.foods) if (own.has(f)) add(c, 1);
  let best: string | null = null;
  let bestScore = 1;
  for (const [c, s] of score) if (s > bestScore) [best, bestScore] = [c, s];
  return best;
}

export function recipeFacts(book: Cookbook, recipe: HelpRecipe, requestLang: TLanguage): RecipeFacts {
  const room = book.room;
  const lang = recipeLanguage(recipe, requestLang, room);
  const known = recognise(book, recipe as TChefRecipe, lang);
  const lineFoods: string[] = [];
  const cats = new Set<TDietCategory>();
  for (const i of recipe.ingredients) {
    if (!i.name.trim()) continue;
    const r = readText(room, i.name, lang, 'line');
    for (const f of r.foods) if (!lineFoods.includes(f)) lineFoods.push(f);
    for (const c of r.cats) cats.add(c);
  }
  const foods = new Set(lineFoods.flatMap((f) => lineage(room, f)));
  const kinds = new Set(lineFoods.map((f) => room.foods.get(f)!.kind));
  const ix = indexesOf(book);
  const dishes = known
    ? known.dishes
    : [
        ...new Set(
          ix.dishes
            .get(lang)!
            .find(recipe.title)
            .flatMap((h) => h.values),
        ),
      ];
  const course: TCourse | null = known
    ? known.courses[0]!
    : (dishes.map((d) => room.vocab.dishTypes[d]?.course).find(Boolean) ?? null);
  const savoury = [...cats].some((c) => SAVOURY.includes(c)) || kinds.has('aromatic');
  const sweet = course === 'dessert' || (course === null && cats.has('sugar') && !savoury);
  const steps = recipe.instructions.join('\n');
  return {
    lang,
    known,
    foods,
    lineFoods,
    kinds,
    cats,
    methods: methodsOf(room, recipe.title, recipe.instructions),
    sweet,
    cuisine: known
      ? known.cuisine
      : guessCuisine(book, recipe.title, `${recipe.description ?? ''}\n${steps}`, lineFoods),
    dishes,
    course,
    cook: recipe.cookTime ?? 0,
    prep: recipe.prepTime ?? 0,
    servings: recipe.servings ?? 1,
    steps: fold(steps),
  };
}
