/** The tags a recipe of the cookbook carries: its cuisine, course, the diets it keeps, quick. */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { Room } from '../../knowledge/room.ts';
import type { Entry } from './load.ts';
import { pack } from './pack.ts';

const TAG_DIETS = ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'] as const;

/** Tags from the data: cuisine, course, the diets it keeps, quick. */
export function tagsFor(room: Room, e: Entry, lang: TLanguage): string[] {
  const tags: string[] = [];
  const cuisine = room.vocab.cuisines[e.cuisine];
  if (cuisine && e.cuisine !== 'international') tags.push(cuisine.adjective[lang].toLowerCase());
  tags.push(pack(lang).courses[e.courses[0]!] ?? e.courses[0]!);
  // A diet tag holds for every line, optional ones too.
  const all = new Set([...e.cats, ...e.optionalFoods.flatMap((f) => room.foods.get(f)?.diet ?? [])]);
  for (const d of TAG_DIETS) {
    const diet = room.diets[d];
    if (!diet) continue;
    if ([...all].some((c) => diet.excludes.includes(c))) continue;
    if (d === 'vegetarian' && !all.has('dairy') && !all.has('egg') && !all.has('honey')) continue; // vegan says it
    tags.push(diet.tag[lang]);
  }
  if (e.minutes + e.rest <= 30) tags.push(lang === 'pt-BR' ? 'rápida' : 'quick');
  return [...new Set(tags)].slice(0, 8);
}
