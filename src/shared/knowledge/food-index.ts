/**
 * The phrase index of food names, built the same way wherever it is built (the room on the server,
 * the generated slice in the browser): each food is found by its singular, its plural and every
 * synonym, and each synonym also by its plural, so a synonym is written once ("green onion" also
 * finds "green onions"; "dente de alho" also "dentes de alho"); a synonym of several words written
 * in the plural is also found by its singular ("pork ribs" → "pork rib", "oregano leaves" →
 * "oregano leaf", "folhas de louro" → "folha de louro"). Pure (no Node or DOM APIs).
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

/**
 * The singular a plural name of several words is also found by, or null: English makes the last
 * word plural ("chicken cutlets", "oregano leaves", "cherry tomatoes"), Portuguese the noun and what agrees with it
 * ("folhas de louro", "tomates pelados"). One word is left alone ("greens", "bitters", "grits" name
 * other things in the singular).
 */
export function singularForm(phrase: string, lang: TLanguage): string | null {
  const parts = phrase.split(' ');
  if (parts.length < 2) return null;
  if (lang === 'pt-BR') {
    // The noun and the words that agree with it, up to a preposition: "tomates pelados" → "tomate
    // pelado", "folhas de louro" → "folha de louro".
    let changed = false;
    for (let i = 0; i < parts.length && !PT_PREPOSITION.test(parts[i]!); i++) {
      const one = singularPt(parts[i]!);
      if (one) [parts[i], changed] = [one, true];
    }
    return changed ? parts.join(' ') : null;
  }
  const w = parts[parts.length - 1]!;
  let one: string | null = null;
  if (/(?:lea|hal|loa)ves$/.test(w)) one = w.replace(/ves$/, 'f');
  else if (/[^aeiou]ies$/.test(w)) one = w.replace(/ies$/, 'y');
  else if (/(?:ch|sh|x|z|o)es$/.test(w)) one = w.slice(0, -2);
  else if (/[^sui']s$/.test(w)) one = w.slice(0, -1);
  if (!one) return null;
  parts[parts.length - 1] = one;
  return parts.join(' ');
}

const PT_PREPOSITION = /^(?:de|do|da|dos|das|d'|em|no|na|com|sem|para|ao|à|a)$/;

function singularPt(w: string): string | null {
  if (/[õã][eo]s$/.test(w)) return w.replace(/[õã][eo]s$/, 'ão');
  if (/[rz]es$/.test(w)) return w.slice(0, -2);
  // Not "-ês" nor "-is": "japonês", "brócolis", "lápis" are singular.
  if (/[aeouáéóúâôã]s$/.test(w)) return w.slice(0, -1);
  return null;
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
  const singulars: [string, string][] = [];
  for (const key of keys) {
    const names = namesOf(key);
    for (const phrase of phrasesOf(names, lang)) index.add(phrase, key);
    // A name whose one is its many ("tender greens") has no singular.
    for (const phrase of names.syn ?? []) {
      const one = singularForm(phrase, lang);
      if (one) singulars.push([one, key]);
    }
  }
  // Only where no food is written so: a singular never takes another food's name.
  for (const [one, key] of singulars) index.addWeak(one, key);
  for (const phrase of notFoods) index.block(phrase);
  return index;
}
