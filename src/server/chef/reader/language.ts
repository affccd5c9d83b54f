/**
 * Which language a text is written in, from each language's common words and letters
 * (lang/<code>/reader.json `markers`, `letters`): tips and tags are saved with a recipe, so they
 * are written in its language, whatever the interface's.
 */
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import { fold, wordsOf } from '../../../shared/knowledge/phrase-index.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import { knowledgeRoom, type Room } from '../../knowledge/room.ts';
import { readerPack } from './pack.ts';

const markerSets = new WeakMap<Room, Map<TLanguage, { words: Set<string>; letters: Set<string> }>>();

function markers(room: Room) {
  let m = markerSets.get(room);
  if (!m) {
    m = new Map();
    for (const lang of LANGUAGES) {
      const p = readerPack(room, lang);
      m.set(lang, { words: new Set(p.markers.map(fold)), letters: new Set([...p.letters.toLowerCase()]) });
    }
    markerSets.set(room, m);
  }
  return m;
}

/**
 * The language of a text by its common words (a letter only one language writes counts half a
 * word); `fallback` when no language stands out by a fifth.
 */
export function detectLanguage(text: string, fallback: TLanguage, room: Room = knowledgeRoom()): TLanguage {
  const words = wordsOf(text).map((w) => w.w);
  const lower = text.toLowerCase();
  const scores: [TLanguage, number][] = [];
  for (const [lang, m] of markers(room)) {
    let score = 0;
    for (const w of words) if (m.words.has(w)) score++;
    for (const ch of lower) if (m.letters.has(ch)) score += 0.5;
    scores.push([lang, score]);
  }
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] === 0) return fallback;
  if (!second || best[1] > second[1] * 1.2) return best[0];
  return fallback;
}

/** The language a recipe is written in, from its own words. */
export function recipeLanguage(
  r: Pick<TChefRecipe, 'title' | 'ingredients' | 'instructions'> & { description?: string | null | undefined },
  fallback: TLanguage,
  room: Room = knowledgeRoom(),
): TLanguage {
  const text = [
    r.title,
    r.description ?? '',
    ...r.ingredients.map((i) => `${i.amount ?? ''} ${i.name}`),
    ...r.instructions,
  ].join(' \n ');
  return detectLanguage(text, fallback, room);
}
