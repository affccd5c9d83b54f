/**
 * Whether a tip or a description keeps the restrictions as a cook reads it, beyond the foods it
 * names (restrictions.ts): a word for a kind of food the restrictions exclude ("Serve with cold
 * meats and pickles" in a vegetarian week, "frutos do mar" for a shellfish allergy), and, under a
 * diet that limits carbohydrate, a starchy food served beside the dish ("Sirva com arroz, feijão e
 * purê de batata" in a low-carb week), which the diet's limit was judged without.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import { fold, PhraseIndex, phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import type { Room } from '../../knowledge/room.ts';
import { readText } from '../reader/read.ts';
import { carriesCarbs } from './facts.ts';
import type { Restrictions } from './restrictions.ts';
import { wishWords } from './wish.ts';

const kindIndexes = new Map<TLanguage, { kinds: PhraseIndex<TDietCategory>; without: string[] }>();
function kindIndex(lang: TLanguage) {
  let ix = kindIndexes.get(lang);
  if (!ix) {
    const p = wishWords(lang);
    const kinds = new PhraseIndex<TDietCategory>();
    for (const [c, words] of Object.entries(p.categories))
      for (const w of words ?? []) kinds.add(w, c as TDietCategory);
    ix = { kinds, without: p.without.map((w) => phraseKey(w)).filter(Boolean) };
    kindIndexes.set(lang, ix);
  }
  return ix;
}

/** Whether the diets limit carbohydrate (keto, low carb). */
export function limitsCarbs(room: Room, r: Restrictions): boolean {
  return r.diets.some((d) => room.diets[d]?.limits?.carbs !== undefined);
}

/**
 * Whether the text names, not after a "without" word, a kind of food the restrictions exclude
 * ("cold meats", "seafood", "carnes"). A kind's word inside a longer food of another kind is that
 * food ("coconut milk" is no dairy).
 */
export function namesExcludedKind(room: Room, r: Restrictions, text: string, lang: TLanguage): boolean {
  if (r.cats.size === 0) return false;
  const { kinds, without } = kindIndex(lang);
  const folded = fold(text);
  const foods = room.foodIndex(lang).find(text);
  for (const hit of kinds.find(text)) {
    if (!hit.values.some((c) => r.cats.has(c))) continue;
    const inFood = foods.find((h) => h.start <= hit.start && h.end >= hit.end && h.end - h.start > hit.end - hit.start);
    if (inFood && inFood.values.every((f) => !(room.foods.get(f)?.diet ?? []).some((c) => r.cats.has(c)))) continue;
    const before = ` ${phraseKey(folded.slice(Math.max(0, hit.start - 24), hit.start))} `;
    if (without.some((w) => before.endsWith(` ${w} `))) continue;
    return true;
  }
  return false;
}

/**
 * Whether the text serves a starchy food a carbohydrate limit leaves out: one that is not among the
 * recipe's own foods (`own`, its ingredients kept), named and not negated.
 */
export function servesStarch(
  room: Room,
  r: Restrictions,
  text: string,
  lang: TLanguage,
  own: ReadonlySet<string>,
): boolean {
  if (!limitsCarbs(room, r)) return false;
  return readText(room, text, lang, 'prose').mentions.some(
    (m) => !m.negated && !own.has(m.food) && m.cats.some(carriesCarbs),
  );
}
