/**
 * Which ingredients a step uses, for cook mode's highlight: "Add the onions and fry" uses "1 red
 * onion, chopped". A name counts when the step names it whole, or names its main word (the last
 * word in English, "red onion" → onion; the first in Portuguese, "cebola roxa" → cebola),
 * singular or plural, with or without accents.
 */
import { normalizeIngredientName } from '../amounts/names.ts';
import { containsWords, ingredientCore } from '../pantry/ingredient-match.ts';

const MINOR = new Set([
  'de',
  'da',
  'do',
  'and',
  'e',
  'of',
  'the',
  'fresh',
  'fresco',
  'fresca',
  'large',
  'small',
  'grande',
  'pequeno',
]);

export function stepUsesIngredient(step: string, ingredientName: string): boolean {
  const key = normalizeIngredientName(ingredientCore(ingredientName));
  if (key.length < 2) return false;
  const text = normalizeIngredientName(step.replace(/[^\p{L}\p{N}\s-]/gu, ' '));
  if (containsWords(text, key)) return true;
  const words = key.split(' ').filter((w) => w.length >= 3 && !MINOR.has(w));
  const heads = [words[words.length - 1], words[0]].filter((w): w is string => Boolean(w));
  return heads.some((w) => containsWords(text, w));
}

/** The indices of the ingredients a step uses. */
export function ingredientsOfStep(step: string, ingredients: ReadonlyArray<{ name: string }>): number[] {
  const out: number[] = [];
  ingredients.forEach((ingredient, i) => {
    if (stepUsesIngredient(step, ingredient.name)) out.push(i);
  });
  return out;
}
