/**
 * The cooking methods a recipe's own words show ("bake", "asse", "deep-fry", "panela de
 * pressão"), by phrase, in any of the languages' words (lang/<code>/reader.json `methods`). A
 * recipe whose steps show none is no-cook.
 */
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { PhraseIndex } from '../../../shared/knowledge/phrase-index.ts';
import type { TMethod } from '../../../shared/knowledge/reader-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import { readerPack } from './pack.ts';

const indexes = new WeakMap<Room, PhraseIndex<TMethod>>();

function methodIndex(room: Room): PhraseIndex<TMethod> {
  let ix = indexes.get(room);
  if (!ix) {
    ix = new PhraseIndex<TMethod>();
    for (const l of LANGUAGES)
      for (const [m, words] of Object.entries(readerPack(room, l).methods))
        for (const w of words ?? []) ix.add(w, m as TMethod);
    indexes.set(room, ix);
  }
  return ix;
}

/** The methods a text names. */
export function methodsIn(room: Room, text: string): Set<TMethod> {
  const out = new Set<TMethod>();
  for (const hit of methodIndex(room).find(text)) for (const m of hit.values) out.add(m);
  return out;
}

/** The methods of a recipe, from its title and steps; no-cook when they show none. */
export function methodsOf(room: Room, title: string, steps: readonly string[]): Set<TMethod> {
  const out = methodsIn(room, [title, ...steps].join(' \n '));
  if (out.size === 0) out.add('no-cook');
  return out;
}
