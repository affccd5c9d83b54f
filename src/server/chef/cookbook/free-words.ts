/**
 * A restriction as the chef says it: diets by their label, avoided kinds and foods as "pork-free",
 * "shrimp-free" / "sem carne de porco", "sem camarão". Each phrase reads in a sentence's noun slot
 * and after "is" alike, so a note never says "a without pork version".
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import { pack } from './pack.ts';

/** One avoided kind of food: "pork-free", "sem carne de porco". */
export function freeOfCategory(cat: TDietCategory, lang: TLanguage): string {
  return pack(lang).free[cat] ?? pack(lang).free.food!.replace('{food}', cat);
}

/** A diet: "vegan", "gluten-free", "pork-free" (its label "No pork" reads only as a heading). */
export function freeOfDiet(room: Room, diet: string, lang: TLanguage): string {
  return pack(lang).free[diet] ?? room.diets[diet]?.label[lang].toLowerCase() ?? diet;
}

/** One avoided food: "shrimp-free", "sem camarão". */
export function freeOfFood(room: Room, food: string, lang: TLanguage): string {
  return pack(lang).free.food!.replace('{food}', room.names(food, lang).one);
}

/**
 * The phrases for a restriction, each once: the diets' labels, then the kinds the diets do not
 * already exclude, then the foods those kinds do not already cover.
 */
export function freePhrases(
  room: Room,
  lang: TLanguage,
  r: { diets?: readonly string[]; cats?: readonly TDietCategory[]; foods?: readonly string[] },
): string[] {
  const out: string[] = [];
  const covered = new Set<TDietCategory>();
  for (const d of r.diets ?? []) {
    const diet = room.diets[d];
    out.push(freeOfDiet(room, d, lang));
    for (const c of diet?.excludes ?? []) covered.add(c);
  }
  for (const c of r.cats ?? []) {
    if (covered.has(c)) continue;
    covered.add(c);
    out.push(freeOfCategory(c, lang));
  }
  for (const f of r.foods ?? []) {
    if ((room.foods.get(f)?.diet ?? []).some((c) => covered.has(c))) continue;
    out.push(freeOfFood(room, f, lang));
  }
  return [...new Set(out)];
}
