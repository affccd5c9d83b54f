/**
 * Reading a recipe the chef did not write (a cook's own, an import, a model's answer): which foods
 * its text names, by phrase, in its language first and then the other.
 */
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { Room } from '../../knowledge/room.ts';

export function foodsOfText(room: Room, text: string, lang: TLanguage): string[] {
  const own = room.foodIndex(lang).find(text);
  const out = new Set<string>();
  for (const hit of own) out.add(hit.values[0]!);
  if (out.size === 0)
    for (const l of LANGUAGES) if (l !== lang) for (const hit of room.foodIndex(l).find(text)) out.add(hit.values[0]!);
  return [...out];
}
