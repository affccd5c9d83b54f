/**
 * The cookbook as the chef searches it: one small entry per recipe and per variant (names and
 * aliases, dish, courses, cuisine, foods, diet categories, minutes, nutrition per serving,
 * techniques), built on the first chef call. The recipes themselves are read again from their
 * files when one is rendered (a few are kept), so the whole cookbook is never held in memory.
 */
import fs from 'node:fs';
import { ZCookbookRecipe, type TCookbookRecipe, type TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TDietCategory, TText } from '../../../shared/knowledge/food-schema.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import { cookbookFiles } from '../../knowledge/cookbook-check.ts';
import { Pool } from '../../knowledge/compact.ts';
import { knowledgeRoom, type Room } from '../../knowledge/room.ts';
import {
  categoriesOf,
  chiliesOf,
  leadsOf,
  perServing,
  techniquesOf,
  versionOf,
  type PerServing,
  type Technique,
  type Version,
} from './facts.ts';

export interface Entry {
  /** recipe id, or "recipe-id:variant-id". */
  key: string;
  recipeId: string;
  variantId: string | null;
  variantKind: 'diet' | 'method' | 'quick' | 'light' | null;
  /** The diets a diet version is written for (empty for the base and other versions). */
  variantDiets: string[];
  file: string;
  name: TText;
  /** Phrase keys of the version's own names (first) and the recipe's names and aliases, per language. */
  own: Record<TLanguage, string[]>;
  inherited: Record<TLanguage, string[]>;
  dish: string;
  /** The dish type and its ancestors (noodle-soup → soup). */
  dishes: string[];
  courses: TCourse[];
  cuisine: string;
  foods: string[];
  optionalFoods: string[];
  /** Required foods every line of which is "to taste": the cook may leave them out (no salt for a baby). */
  tasteFoods: string[];
  /** Foods that lead their kind: half its weight or more (the beef of a beef stew). */
  leads: string[];
  cats: Set<TDietCategory>;
  /** prep + cook; `rest` apart (rising, soaking, chilling). */
  minutes: number;
  rest: number;
  servings: number;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  nutrition: PerServing;
  techniques: Set<Technique>;
  /** The chilies it cannot do without and the heat each gives it, hottest first (`chiliesOf`). */
  chilies: readonly { food: string; heat: 1 | 2 | 3 }[];
}

export interface Cookbook {
  room: Room;
  entries: Entry[];
  byKey: Map<string, Entry>;
  /** A version, read from its file (recently used ones are kept). */
  version(entry: Entry): Version;
}

/**
 * A name and the halves cooks say alone ("Coxinha (Chicken Croquettes)"), but not a bracket that
 * only says a diet ("… (Vegetarian)"). A variant's one-word bracket ("… (Baked)") says how it
 * differs, not what a cook asks it by; several words ("Baked Kibbeh (Kibe Assado)") are a name.
 */
function nameForms(name: string, dietWords: ReadonlySet<string>, variant = false): string[] {
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(name);
  if (!m) return [name];
  const inner = variant ? m[2]!.trim() : m[2]!;
  // A bracket that goes on from the name ("… (com abacaxi)", "… (with rice)") is no name alone.
  const goesOn = LINKING.has(phraseKey(inner).split(' ')[0] ?? '');
  const keep = !dietWords.has(phraseKey(inner)) && (!variant || inner.includes(' ')) && !goesOn;
  return [name, m[1]!, ...(keep ? [inner] : [])];
}

/** Words that open a bracket going on from a dish's name rather than naming it again. */
const LINKING = new Set(['with', 'and', 'com', 'e', 'de', 'do', 'da', 'sem', 'without', 'or', 'ou']);

/** The diets' names and labels as phrase keys, once per room. */
const dietWordsByRoom = new WeakMap<Room, Set<string>>();
function dietWordsOf(room: Room): Set<string> {
  let out = dietWordsByRoom.get(room);
  if (out) return out;
  out = new Set<string>();
  for (const d of Object.values(room.diets))
    for (const l of LANGUAGES) for (const n of [...d.names[l], d.label[l]]) out.add(phraseKey(n));
  dietWordsByRoom.set(room, out);
  return out;
}

function dishLine(room: Room, dish: string): string[] {
  const out: string[] = [];
  for (let d: string | undefined = dish; d && !out.includes(d); d = room.vocab.dishTypes[d]?.parent) out.push(d);
  return out;
}

/** The entry of a version made on the spot (an open dish), for tags and notes. */
export function entryOfVersion(room: Room, v: Version): Entry {
  return entriesOf(room, v.recipe, '', new Pool())[0]!;
}

/**
 * The entries of a recipe and its variants. Their strings, lists and sets come from `pool`: the
 * index is held for the life of the process, and one shared, frozen copy of each equal name, food
 * list or set of categories is most of what it is made of (1,798 entries: 6.3 MB of heap built
 * one by one, docs/notes/memory.md).
 */
function entriesOf(room: Room, recipe: TCookbookRecipe, file: string, pool: Pool): Entry[] {
  const names = (l: TLanguage, forms: string[]): string[] => pool.list(forms.map(phraseKey));
  const byLanguage = (of: (l: TLanguage) => string[]) =>
    Object.freeze(Object.fromEntries(LANGUAGES.map((l) => [l, of(l)]))) as Record<TLanguage, string[]>;
  const base = byLanguage((l) =>
    names(l, [
      ...nameForms(recipe.name[l], dietWordsOf(room)),
      ...(recipe.aliases?.[l] ?? []),
      ...LANGUAGES.filter((o) => o !== l).flatMap((o) => recipe.aliases?.[o] ?? []),
    ]),
  );
  const none = byLanguage(() => pool.list([]));
  const out: Entry[] = [];
  for (const variant of [null, ...(recipe.variants ?? [])]) {
    const v = versionOf(recipe, variant);
    const own = variant ? byLanguage((l) => names(l, nameForms(variant.name[l], dietWordsOf(room), true))) : base;
    const foods = (optional: boolean) =>
      pool.list([...new Set(v.ingredients.filter((i) => Boolean(i.optional) === optional).map((i) => i.food))]);
    out.push({
      key: pool.string(variant ? `${recipe.id}:${variant.id}` : recipe.id),
      recipeId: pool.string(recipe.id),
      variantId: variant ? pool.string(variant.id) : null,
      variantKind: variant?.kind ?? null,
      variantDiets: variant?.diets ?? [],
      file,
      name: pool.json(v.name),
      own,
      inherited: variant ? base : none,
      dish: pool.string(recipe.dish),
      dishes: pool.list(dishLine(room, recipe.dish)),
      courses: pool.list([recipe.course, ...(recipe.also ?? [])]),
      cuisine: pool.string(recipe.cuisine),
      foods: foods(false),
      optionalFoods: foods(true),
      tasteFoods: pool.list(
        [...new Set(v.ingredients.filter((i) => !i.optional).map((i) => i.food))].filter((f) =>
          v.ingredients.filter((i) => !i.optional && i.food === f).every((i) => i.taste),
        ),
      ),
      leads: pool.list(leadsOf(room, v)),
      cats: pool.set(categoriesOf(room, v.ingredients)),
      minutes: v.time.prep + v.time.cook,
      rest: v.time.rest ?? 0,
      servings: recipe.servings,
      difficulty: pool.string(recipe.difficulty) as Entry['difficulty'],
      nutrition: perServing(room, v),
      techniques: pool.set(techniquesOf(v, room)),
      chilies: pool.json(chiliesOf(room, v)),
    });
  }
  return out;
}

let book: Cookbook | null = null;

export function loadCookbook(files = cookbookFiles(), room = knowledgeRoom()): Cookbook {
  const entries: Entry[] = [];
  const problems: string[] = [];
  const pool = new Pool();
  for (const file of files) {
    const parsed = ZCookbookRecipe.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) {
      problems.push(`${file}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
      continue;
    }
    entries.push(...entriesOf(room, parsed.data, file, pool));
  }
  if (problems.length)
    throw new Error(`The cookbook has ${problems.length} invalid recipe(s):\n${problems.slice(0, 10).join('\n')}`);
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const cache = new Map<string, TCookbookRecipe>();
  return {
    room,
    entries,
    byKey,
    version(entry) {
      let recipe = cache.get(entry.file);
      if (!recipe) {
        recipe = ZCookbookRecipe.parse(JSON.parse(fs.readFileSync(entry.file, 'utf8')));
        cache.set(entry.file, recipe);
        if (cache.size > 64) cache.delete(cache.keys().next().value!);
      }
      return versionOf(recipe, entry.variantId ? (recipe.variants ?? []).find((v) => v.id === entry.variantId)! : null);
    },
  };
}

/** The cookbook of this checkout, loaded on first use. */
export function cookbook(): Cookbook {
  book ??= loadCookbook();
  return book;
}
