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

function keyOf(name: string): string {
  return normalizeIngredientName(ingredientCore(name));
}
function stepText(step: string): string {
  return normalizeIngredientName(step.replace(/[^\p{L}\p{N}\s-]/gu, ' '));
}
function headWords(key: string): string[] {
  const words = key.split(' ').filter((w) => w.length >= 3 && !MINOR.has(w));
  return [...new Set([words[words.length - 1], words[0]].filter((w): w is string => Boolean(w)))];
}

/** 'whole': the step names it whole; 'head': only its main word; null: not at all. */
function useOf(text: string, key: string): 'whole' | 'head' | null {
  if (key.length < 2) return null;
  if (containsWords(text, key)) return 'whole';
  return headWords(key).some((w) => containsWords(text, w)) ? 'head' : null;
}

export function stepUsesIngredient(step: string, ingredientName: string): boolean {
  return useOf(stepText(step), keyOf(ingredientName)) !== null;
}

/**
 * The indices of the ingredients a step uses. A name matched only by its main word gives way to
 * another ingredient named whole: "whisk the sugar" is the sugar, not the powdered sugar.
 */
export function ingredientsOfStep(step: string, ingredients: ReadonlyArray<{ name: string }>): number[] {
  let text = stepText(step);
  const keys = ingredients.map((i) => keyOf(i.name));
  // Longest names first, each taking its words out of the text: "powdered sugar" leaves no "sugar".
  const order = keys.map((_, i) => i).sort((a, b) => keys[b]!.length - keys[a]!.length);
  const uses: Array<'whole' | 'head' | null> = keys.map(() => null);
  for (const i of order) {
    const key = keys[i]!;
    if (key.length >= 2 && containsWords(text, key)) {
      uses[i] = 'whole';
      text = text.split(key).join(' | ');
    }
  }
  const wholeKeys = keys.filter((_, i) => uses[i] === 'whole');
  const out: number[] = [];
  keys.forEach((key, i) => {
    const use = uses[i] ?? useOf(text, key);
    if (use === 'whole') out.push(i);
    else if (use === 'head' && !headWords(key).some((w) => wholeKeys.some((k) => containsWords(k, w)))) out.push(i);
  });
  return out;
}
