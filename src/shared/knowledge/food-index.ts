/**
 * The phrase index of food names, built the same way wherever it is built (the room on the server,
 * the generated slice in the browser): each food is found by its singular, its plural and every
 * synonym, and each synonym also by its plural, so a synonym is written once ("green onion" also
 * finds "green onions"; "dente de alho" also "dentes de alho"). Pure (no Node or DOM APIs).
 */
import type { TLanguage } from '../i18n/languages.ts';
import { PhraseIndex } from './phrase-index.ts';

/** Plural forms a synonym is also found by (names carry their own plural). */
export function pluralForms(word: string, lang: TLanguage): string[] {
  const parts = word.split(' ');
  const head = parts[0]!;
  const rest = parts.slice(1).join(' ');
  const join = (h: string) => (rest ? `${h} ${rest}` : h);
  if (lang === 'pt-BR') {
    // Portuguese pluralises the head noun: "pimenta-do-reino", "dente de alho" → "dentes de alho".
    if (/ão$/.test(head)) return [join(head.replace(/ão$/, 'ões')), join(head.replace(/ão$/, 'ães'))];
    if (/[rz]$/.test(head)) return [join(`${head}es`)];
    if (/l$/.test(head)) return [join(head.replace(/l$/, 'is'))];
    if (/[aeiouáéíóúâêô]$/.test(head)) return [join(`${head}s`)];
    return [];
  }
  if (/[^aeiou]y$/.test(word)) return [word.replace(/y$/, 'ies')];
  if (/(s|x|z|ch|sh|o)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

/** The names of one food in one language, as the records write them. */
export interface FoodNameSet {
  one: string;
  many: string;
  syn?: readonly string[];
}

/** Every phrase a food is found by in a language, in the order the index adds them. */
export function phrasesOf(names: FoodNameSet, lang: TLanguage): string[] {
  const out = [names.one, names.many];
  for (const s of names.syn ?? []) out.push(s, ...pluralForms(s, lang));
  return out;
}

/**
 * The index of `keys` in `lang`, each found by phrasesOf(namesOf(key)); `notFoods` (the language's
 * lang/<code>/not-foods.json) are phrases that read like foods but name none ("fish-fragrant"):
 * they are consumed where they stand and find nothing.
 */
export function buildFoodIndex(
  keys: Iterable<string>,
  namesOf: (key: string) => FoodNameSet,
  lang: TLanguage,
  notFoods: readonly string[] = [],
): PhraseIndex<string> {
  const index = new PhraseIndex<string>();
  for (const key of keys) for (const phrase of phrasesOf(namesOf(key), lang)) index.add(phrase, key);
  for (const phrase of notFoods) index.block(phrase);
  return index;
}
