/**
 * The words the line reader (line.ts) tells a food's name from its preparation and notes with:
 * each language's line-words.json (src/knowledge/lang/<code>/, described in its README.md),
 * merged and folded. Only the line reader loads them, so the amount parser's bundle does not.
 */
import { longestFirst } from './lang-words.ts';
import type { TLinePack } from './lang-schema.ts';
import { LINE_PACKS } from './line-packs.generated.ts';
import { foldKeepLength } from './text.ts';

export interface LineWords {
  preparation: Set<string>;
  adverbs: Set<string>;
  nameWords: Set<string>;
  /** Folded, longest first. */
  phrases: string[];
  prepLeads: string[];
  comment: string[];
  commentBefore: string[];
  states: Set<string>;
  unitsAfterName: Set<string>;
  modifierSuffixes: string[];
  joiners: Set<string>;
  /** The joiners that offer a choice ("or", "ou"). */
  alternatives: Set<string>;
  /** The joiners that list ("and", "e"). */
  and: Set<string>;
  /** "from": between a part and its food ("zest from 1 lime"), besides the linking words. */
  partOf: Set<string>;
  /** "zest", "juice": a part written before the food it comes from with no linking word ("zest 1 lemon"). */
  parts: Set<string>;
  /** Words for a food's quality ("ripe", "firm", "red"): "red, ripe tomatoes" is one name. */
  qualities: Set<string>;
  /** Folded, longest first: foods whose name ends with a preparation word ("coco ralado"). */
  namePhrases: string[];
}

/** Merges the line packs of every language (by code). */
export function mergeLinePacks(packs: Record<string, TLinePack>): LineWords {
  const sets = {
    preparation: new Set<string>(),
    adverbs: new Set<string>(),
    nameWords: new Set<string>(),
    states: new Set<string>(),
    unitsAfterName: new Set<string>(),
    joiners: new Set<string>(),
    alternatives: new Set<string>(),
    and: new Set<string>(),
    partOf: new Set<string>(),
    parts: new Set<string>(),
    qualities: new Set<string>(),
  };
  const lists = {
    phrases: [] as string[],
    prepLeads: [] as string[],
    comment: [] as string[],
    commentBefore: [] as string[],
    modifierSuffixes: [] as string[],
    namePhrases: [] as string[],
  };
  for (const { lineWords: w } of Object.values(packs)) {
    for (const key of Object.keys(sets) as (keyof typeof sets)[])
      for (const x of w[key] ?? []) sets[key].add(foldKeepLength(x));
    for (const stem of w.stems ?? []) for (const e of w.endings ?? []) sets.preparation.add(foldKeepLength(stem + e));
    for (const key of Object.keys(lists) as (keyof typeof lists)[]) lists[key].push(...(w[key] ?? []));
  }
  return {
    ...sets,
    phrases: longestFirst(lists.phrases),
    prepLeads: longestFirst(lists.prepLeads),
    comment: longestFirst(lists.comment),
    commentBefore: longestFirst(lists.commentBefore),
    modifierSuffixes: longestFirst(lists.modifierSuffixes),
    namePhrases: longestFirst(lists.namePhrases.map((p) => foldKeepLength(p))),
  };
}

export const LINE_WORDS: LineWords = mergeLinePacks(LINE_PACKS as Record<string, TLinePack>);
