/**
 * Editor rules for tags and tips (spec section 5): a tag is trimmed, non-empty and not already
 * there; a tip is non-empty and not a duplicate. Duplicates are found ignoring case, accents and
 * spacing ("Vegan" = "vegan", "Saudável" = "saudavel"). The functions return a new list when
 * something was added and the very same list otherwise, so a caller can tell
 * (`const next = addTag(tags, input); if (next !== tags) setInput('')`).
 */
import { foldText } from '../amounts/text.ts';

function addUnique<T extends readonly string[]>(list: T, value: string): T | string[] {
  if (value === '') return list;
  const key = foldText(value);
  for (const item of list) if (foldText(item) === key) return list;
  return [...list, value];
}

/** Adds a tag (Enter or the add button); inner runs of spaces become one. */
export function addTag<T extends readonly string[]>(tags: T, input: string): T | string[] {
  return addUnique(tags, input.trim().replace(/\s+/g, ' '));
}

/** Backspace on an empty tag input removes the last tag. */
export function removeLastTag<T extends readonly string[]>(tags: T): T | string[] {
  return tags.length === 0 ? tags : tags.slice(0, -1);
}

/** Adds a tip typed or picked from the suggestions. */
export function addTip<T extends readonly string[]>(tips: T, input: string): T | string[] {
  return addUnique(tips, input.trim());
}
