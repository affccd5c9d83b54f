/**
 * The editor's name suggestions (spec section 2: "about 110 common ingredients"; section 5:
 * suggestions begin above 1 character, at most 5): the knowledge room's everyday foods (marked
 * `common`), generated into suggestions-slice.generated.ts. Each carries the kind of amount it is
 * usually measured in, for amount suggestions.
 */
import type { TLanguage } from '../constants.ts';
import { foldText } from '../amounts/text.ts';
import { normalizeIngredientName } from '../amounts/names.ts';
import { SUGGESTED_FOODS } from '../knowledge/suggestions-slice.generated.ts';
import type { AmountKind } from './amount-kinds.ts';
import { foldedList, rank } from './match.ts';

export { AMOUNT_KINDS, type AmountKind } from './amount-kinds.ts';

export interface IngredientSuggestion {
  en: string;
  pt: string;
  kind: AmountKind;
}

export const INGREDIENT_SUGGESTIONS: readonly IngredientSuggestion[] = SUGGESTED_FOODS.map(([en, pt, kind]) => ({
  en,
  pt,
  kind,
}));

const LISTS = {
  en: foldedList(INGREDIENT_SUGGESTIONS.map((i) => i.en)),
  pt: foldedList(INGREDIENT_SUGGESTIONS.map((i) => i.pt)),
};

/** Spec: suggestions begin once the name is longer than 1 character; at most 5. */
export const INGREDIENT_SUGGESTION_MIN_LENGTH = 2;
export const INGREDIENT_SUGGESTION_LIMIT = 5;

/**
 * Ingredient names for what is being typed: starting with it first, then containing it;
 * case- and accent-insensitive ("acu" finds "açúcar"). Nothing for 0 or 1 character.
 */
export function suggestIngredients(query: string, lang: TLanguage, limit = INGREDIENT_SUGGESTION_LIMIT): string[] {
  const folded = foldText(query);
  if (folded.length < INGREDIENT_SUGGESTION_MIN_LENGTH) return [];
  return rank(lang === 'pt-BR' ? LISTS.pt : LISTS.en, folded, Math.min(limit, INGREDIENT_SUGGESTION_LIMIT));
}

/** Normalised names (both languages) → kind, for recognising a typed name. */
const KIND_BY_NAME = new Map<string, AmountKind>();
for (const item of INGREDIENT_SUGGESTIONS) {
  for (const name of [item.en, item.pt]) {
    const key = normalizeIngredientName(name);
    if (!KIND_BY_NAME.has(key)) KIND_BY_NAME.set(key, item.kind);
  }
}
const KEYS_LONGEST_FIRST = [...KIND_BY_NAME.keys()].sort((a, b) => b.length - a.length);

function containsWords(haystack: string, needle: string): boolean {
  const at = haystack.indexOf(needle);
  if (at < 0) return false;
  const before = at === 0 || haystack[at - 1] === ' ' || haystack[at - 1] === '-';
  const endAt = at + needle.length;
  const after = endAt === haystack.length || haystack[endAt] === ' ' || haystack[endAt] === '-';
  return before && after;
}

/**
 * The amount kind of a typed ingredient name: an exact known name, else the longest known name
 * inside it ("boneless chicken breast" → meat, "azeite extravirgem" → oil), else null.
 */
export function amountKindOf(name: string): AmountKind | null {
  const key = normalizeIngredientName(name);
  if (key === '') return null;
  const exact = KIND_BY_NAME.get(key);
  if (exact) return exact;
  for (const known of KEYS_LONGEST_FIRST) {
    if (known.length >= 3 && containsWords(key, known)) return KIND_BY_NAME.get(known)!;
  }
  if (key.length < 3) return null;
  for (const known of KEYS_LONGEST_FIRST) {
    // The typed name is part of a known one ("flour" → "all-purpose flour", "azeite" → "azeite de oliva").
    if (known.length > key.length && containsWords(known, key)) return KIND_BY_NAME.get(known)!;
  }
  return null;
}
