/**
 * Tags for any recipe (POST /api/recipes/:id/ai-tags, built-in chef), from its foods and words,
 * in the recipe's language (a Portuguese recipe never gets English tags): its cuisine, the dish
 * types its title names and their course (vocab), the diets it keeps (diets.json, reading.json
 * `tagDiets`), how it is cooked, quick, spicy.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TMethod } from '../../../shared/knowledge/reader-schema.ts';
import type { Cookbook } from '../cookbook/load.ts';
import { pack } from '../cookbook/pack.ts';
import { dietsKept } from './diets.ts';
import { recipeFacts, type HelpRecipe } from './facts.ts';
import { readerPack } from './pack.ts';
import { sameText } from './tips.ts';

/** Methods worth a tag (stovetop is most cooking). */
const TAGGED: readonly TMethod[] = ['oven', 'grill', 'fry', 'slow', 'pressure', 'steam', 'air-fryer'];

export function tagsFor(book: Cookbook, recipe: HelpRecipe, requestLang: TLanguage, max = 8): string[] {
  const room = book.room;
  const f = recipeFacts(book, recipe, requestLang);
  const lang = f.lang;
  const lower = (s: string) => s.toLocaleLowerCase(lang);
  const out: string[] = [];
  const push = (t: string | undefined) => {
    if (!t || out.length >= max) return;
    if (recipe.tags.some((x) => sameText(x, t)) || out.some((x) => sameText(x, t))) return;
    out.push(lower(t));
  };
  if (f.cuisine && f.cuisine !== 'international') push(room.vocab.cuisines[f.cuisine]?.adjective[lang]);
  for (const d of f.dishes.slice(0, 2)) push(room.vocab.dishTypes[d]?.names[lang][0]);
  if (f.course && f.course !== 'main') push(pack(lang).courses[f.course]);
  else if (!f.course && f.sweet) push(pack(lang).courses.dessert);
  for (const d of dietsKept(room, recipe, lang)) push(room.diets[d]!.tag[lang]);
  const p = readerPack(room, lang);
  const total = f.prep + f.cook;
  if (total > 0 && total <= 15) push(p.tags.under15);
  else if (total > 0 && total <= 30) push(p.tags.quick);
  for (const m of TAGGED) if (f.methods.has(m)) push(p.tags.methods[m]);
  if (f.methods.has('no-cook') && f.cook === 0) push(p.tags.methods['no-cook']);
  if (f.cats.has('chili')) push(p.tags.spicy);
  return out;
}
