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
