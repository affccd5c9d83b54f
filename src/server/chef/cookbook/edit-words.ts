/**
 * How the edits read a cookbook step: its sentences, the ingredients a piece of it mentions (the
 * shared step reader's placeholders), and the cooking verbs of its English text with the action
 * each means. One place for edit.ts, methods.ts and the other edits.
 */
import { idsOf, parseStep } from '../../../shared/knowledge/placeholders.ts';

/** Sentences of a step, in either language. */
export const SENTENCE = /(?<=[.!?])\s+/;

/** The ingredient ids a step or a sentence of it mentions, in order. */
export function idsIn(text: string): string[] {
  return idsOf(parseStep(text));
}

/** English cooking verbs, and the food action each asks of what it cooks. */
export const ACTION_WORDS: [string, RegExp][] = [
  ['brown', /\b(?:brown|browned|browning|sear|seared|searing)\b/i],
  ['fry', /\b(?:fry|fried|frying|pan-fry)\b/i],
  ['deepfry', /\bdeep[- ]fr/i],
  ['simmer', /\b(?:simmer|simmering|stew|braise|braising|poach)\b/i],
  ['boil', /\b(?:boil|boiling|blanch)\b/i],
  ['roast', /\b(?:roast|roasted|roasting)\b/i],
  ['bake', /\b(?:bake|baked|baking)\b/i],
  ['grill', /\b(?:grill|grilled|grilling|broil)\b/i],
  ['stirfry', /\bstir[- ]fry/i],
  ['saute', /\b(?:saut[eé]|soften|sweat)\b/i],
];

const verb = (action: string) => ACTION_WORDS.find(([a]) => a === action)![1];

/** Whether an English sentence asks for one of these actions. */
export function says(text: string, ...actions: string[]): boolean {
  return actions.some((a) => verb(a).test(text));
}

/** Frying of any kind: in a pan or deep. */
export const fries = (text: string) => says(text, 'fry', 'deepfry');

/**
 * How a step says it uses what is left of a food an earlier step used part of ("half the remaining
 * {garlic}", "o restante do {cheddar}"), per language: the pattern around the food's placeholder
 * (`ID`), and the words that say the same of the whole food. When the earlier use has left with
 * an edit, the step takes the whole.
 */
export const REST_OF: Record<'en' | 'pt-BR', [string, string][]> = {
  en: [
    ['\\b(half|some) of the rest of the (ID)', '$1 of the $2'],
    ['\\b(half|some) the remaining (ID)', '$1 the $2'],
    ['\\bthe rest of the (ID)', 'the $1'],
    ['\\bthe remaining (ID)', 'the $1'],
    ['\\bremaining (ID)', '$1'],
  ],
  'pt-BR': [
    ['\\b(metade|parte) d([oa]s?) (ID) que sobr(?:ou|aram)', '$1 d$2 $3'],
    ['\\b(metade|parte) d([oa]s?) (ID) restantes?', '$1 d$2 $3'],
    ['\\bd[oa] (?:restante|resto) d([oa]s?) (ID)', 'd$1 $2'],
    ['\\b[oa] (?:restante|resto) d([oa]s?) (ID)', '$1 $2'],
    ['\\b([oa]s?) (ID) restantes?', '$1 $2'],
  ],
};
