/**
 * Head nouns that name no food alone but say what kind of food it is: "castanha" is no food of
 * its own ("castanhas" are mixed nuts, "castanha de caju" cashews), yet every castanha a cook
 * means is a tree nut. Built from the food records, for every such word, both languages:
 *
 * - a food name's head is its first word in Portuguese ("castanha-do-pará"), its last in English
 *   before "of" ("pine nuts", "shoulder of lamb"), from the names the records give (one, many);
 * - a head that is itself a food's name is that food, and left to the food index;
 * - the head alone names the kind of food most of its foods are (a water chestnut is a vegetable
 *   named after a nut: "castanha" alone is the nuts), when more than half are of it and at least
 *   two;
 * - it reads as the diet categories all the foods of that kind share: castanha → tree nut,
 *   "breast" → meat and poultry; none shared, nothing is read.
 *
 * Used where restrictions are judged: a line "creme vegetal de aveia, soja ou castanha" is no
 * nut-free line.
 */
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import type { Room } from '../../knowledge/room.ts';
import { readerPack } from './pack.ts';

export interface HeadNoun {
  /** The categories every food of its kind shares. */
  cats: readonly TDietCategory[];
  /** The foods it stands for (of that kind). */
  foods: readonly string[];
}

const cache = new WeakMap<Room, Map<TLanguage, ReadonlyMap<string, HeadNoun>>>();

/** The head word of a food's name, as the language puts it (folded, as the index keys words). */
export function headWord(name: string, head: 'first' | 'last'): string | null {
  const words = phraseKey(name).split(' ').filter(Boolean);
  if (words.length < 2) return null;
  if (head === 'first') return words[0]!;
  const of = words.indexOf('of');
  return (of > 0 ? words.slice(0, of) : words).at(-1) ?? null;
}

/** The head nouns of a language that name no food alone, with what they read as. */
export function headNouns(room: Room, lang: TLanguage): ReadonlyMap<string, HeadNoun> {
  let byLang = cache.get(room);
  if (!byLang) cache.set(room, (byLang = new Map()));
  const known = byLang.get(lang);
  if (known) return known;
  const head = readerPack(room, lang).head;
  const index = room.foodIndex(lang);
  const groups = new Map<string, Set<string>>();
  for (const key of room.foods.keys()) {
    const n = room.names(key, lang);
    for (const name of [n.one, n.many]) {
      const h = headWord(name, head);
      if (!h || h.length < 3) continue;
      let g = groups.get(h);
      if (!g) groups.set(h, (g = new Set()));
      g.add(key);
    }
  }
  const out = new Map<string, HeadNoun>();
  for (const [word, keys] of groups) {
    // A word that names a food (or is blocked as naming none) is read by the index.
    if (index.find(word, true).some((h) => h.phrase === word)) continue;
    const byKind = new Map<string, string[]>();
    for (const k of keys) {
      const kind = room.foods.get(k)!.kind;
      byKind.set(kind, [...(byKind.get(kind) ?? []), k]);
    }
    const [, foods] = [...byKind].sort((a, b) => b[1].length - a[1].length)[0]!;
    if (foods.length < 2 || foods.length * 2 <= keys.size) continue;
    const [first, ...rest] = foods.map((f) => room.foods.get(f)!.diet);
    const cats = first!.filter((c) => rest.every((d) => d.includes(c)));
    if (cats.length) out.set(word, { cats, foods });
  }
  byLang.set(lang, out);
  return out;
}

/** Every language's head nouns, for checks. */
export function allHeadNouns(room: Room): Record<TLanguage, ReadonlyMap<string, HeadNoun>> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, headNouns(room, l)])) as Record<
    TLanguage,
    ReadonlyMap<string, HeadNoun>
  >;
}
