import { foldText } from '../../../../shared/amounts/text.ts';

/** The cook's free-text list of what they already have ("salt, rice") as matching keys. */
export function parseAlreadyHave(text: string): string[] {
  const keys = text
    .split(/[,;\n]+/)
    .map((part) => foldText(part))
    .filter((key) => key !== '');
  return [...new Set(keys)];
}

/**
 * Spec section 5: an ingredient is one the cook already has when its name and an entry of the list
 * contain one another, ignoring case (and accents, so "acucar" finds "açúcar").
 */
export function isAlreadyHave(ingredientName: string, haveKeys: readonly string[]): boolean {
  const name = foldText(ingredientName);
  if (name === '') return false;
  return haveKeys.some((key) => name.includes(key) || key.includes(name));
}
