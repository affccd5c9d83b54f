import type { TLanguage } from '../../../../../shared/constants.ts';
import { fold } from '../../text.ts';
import type { Dish, DishIng } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import type { TAction, TDietCat } from '../schema.ts';
import type { Diet } from '../vocabulary-schema.ts';

/**
 * The edits the chef makes to a recipe's structure, and what every kind of edit shares: the
 * sentence in the cook's language, the names of ingredients. Each kind lives beside this file
 * (ingredients, method, taste, presets); apply.ts runs a list of them, parse.ts reads them from a
 * request, modify.ts and adjust.ts answer the API.
 */

/** One change to a recipe's structure. */
export type Op =
  | { kind: 'avoid'; cats: TDietCat[]; diet?: Diet; label: string }
  | { kind: 'scale'; servings: number }
  | { kind: 'factor'; factor: number }
  | { kind: 'swap'; from: string; to: string }
  | { kind: 'remove'; from: string }
  | { kind: 'add'; key: string }
  | { kind: 'method'; to: TAction }
  | { kind: 'less'; what: 'salt' | 'sugar' }
  | { kind: 'milder' }
  | { kind: 'spicy' }
  | { kind: 'healthy' }
  | { kind: 'quick' }
  | { kind: 'kid' };

export type OpOf<K extends Op['kind']> = Extract<Op, { kind: K }>;

/** What applying edits did: the changes made, or why the first that could not be made failed. */
export interface Outcome {
  ok: boolean;
  done: string[];
  reason?: string;
}

export const t = (lang: TLanguage, en: string, pt: string) => (lang === 'pt-BR' ? pt : en);

/** An ingredient's name in a language, for the summary of changes. */
export function keyName(kb: Knowledge, key: string, lang: TLanguage): string {
  return kb.lex.get(key)?.name[lang][0] ?? key;
}

/** The lexicon key a text names (the longest match). */
export function keyIn(kb: Knowledge, text: string): string | null {
  const hits = kb.ingredientMatcher.findAll(text);
  return hits.sort((a, b) => b.end - b.start - (a.end - a.start))[0]?.values[0] ?? null;
}

/** The dish ingredient a request names ("the chicken", "frango"). */
export function findIng(kb: Knowledge, d: Dish, text: string): DishIng | null {
  const key = keyIn(kb, text);
  if (key) {
    const byKey = d.ings.find((i) => i.key === key);
    if (byKey) return byKey;
    // "chicken" names chicken-thigh too: same lexicon family by shared words.
    const e = kb.lex.get(key)!;
    const names = [...e.name.en, ...e.name['pt-BR'], ...(e.words ?? [])].map(fold);
    const near = d.ings.find(
      (i) =>
        names.some((n) => fold(i.line?.en ?? '').includes(n)) ||
        (kb.lex.get(i.key)?.words ?? []).map(fold).some((w) => names.includes(w)),
    );
    if (near) return near;
  }
  const f = fold(text).replace(/^(the|o|a|os|as)\s+/, '');
  return d.ings.find((i) => fold(i.line?.en ?? i.key).includes(f)) ?? null;
}
