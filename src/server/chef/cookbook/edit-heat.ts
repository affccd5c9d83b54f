/**
 * Spicier, for a dish with no chili of its own: a chili of its cuisine (methods.json `spicier`)
 * joins the sentence where its aromatics cook — "refogue a cebola e o alho" becomes "refogue a
 * cebola, o alho e a pimenta dedo-de-moça" — with a line of its own, scaled to the servings. A
 * dish whose aromatics never cook (a cake, a salad) has nowhere for it to go, and is refused.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCookbookIngredient } from '../../../shared/knowledge/cookbook-schema.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import type { Room } from '../../knowledge/room.ts';
import { idsIn, says, SENTENCE } from './edit-words.ts';
import type { Version } from './facts.ts';
import { methods } from './methods.ts';

const AND: Record<TLanguage, string> = { en: 'and', 'pt-BR': 'e' };
const ARTICLES: Record<TLanguage, string> = { en: 'the', 'pt-BR': 'o|a|os|as' };
const ADDED = 'added-chili';

/** `text` with the chili named after the aromatic `id`, in the list it stands in. */
function joinList(text: string, id: string, chili: string, lang: TLanguage): string | null {
  const ph = new RegExp(`((?:(?<!\\p{L})(?:${ARTICLES[lang]})\\s+)?)\\{${id}(?:=[^}]*)?\\}`, 'u');
  const m = ph.exec(text);
  if (!m) return null;
  const end = m.index + m[0].length;
  const after = text.slice(end);
  // The chili takes an article where the aromatic has one ("o alho e a pimenta").
  const item = `${m[1] ? chili : ''}{${ADDED}}`;
  // In the middle of a list ("{onion}, {garlic} and {tomato}"): it follows the aromatic.
  if (/^,\s/.test(after) || new RegExp(`^\\s+${AND[lang]}\\s+(?:(?:${ARTICLES[lang]})\\s+)?\\{`).test(after))
    return `${text.slice(0, end)}, ${item}${after}`;
  // Last of a list ("{onion} and {garlic}") or alone ("{onion}"): "…, {garlic} and {chili}".
  const before = text.slice(0, m.index);
  const and = new RegExp(`\\s+${AND[lang]}\\s+$`).exec(before);
  if (and) return `${before.slice(0, and.index)}, ${m[0]} ${AND[lang]} ${item}${after}`;
  return `${text.slice(0, end)} ${AND[lang]} ${item}${after}`;
}

/** The version with a chili added where its aromatics cook, or null when there is no such step. */
export function addChili(
  room: Room,
  v: Version,
  cuisine: string,
): { version: Version; food: string; plural: boolean } | null {
  const data = methods().spicier;
  const heat = data.byCuisine[cuisine] ?? data.default;
  const food = room.foods.get(heat.food);
  if (!food) return null;
  const aromatic = new Set(
    v.ingredients
      .filter((i) => data.aromatics.includes(i.food) || data.aromatics.includes(room.foods.get(i.food)?.of ?? ''))
      .map(ingredientId),
  );
  // The first sentence that cooks an aromatic: the chili cooks with it there.
  let at = -1;
  let id = '';
  for (const [n, step] of v.steps.entries()) {
    for (const sentence of step.en.split(SENTENCE)) {
      const hits = idsIn(sentence).filter((x) => aromatic.has(x));
      if (hits.length && (says(sentence, 'saute', 'fry', 'brown', 'stirfry') || /\bcook\b/i.test(sentence))) {
        at = n;
        id = hits.at(-1)!;
        break;
      }
    }
    if (at >= 0) break;
  }
  if (at < 0) return null;
  // Chilies are counted whole (halves where the food's record halves them); a spoon is a spoon.
  const scaled = heat.q * (v.recipe.servings / data.servings);
  const q = heat.u
    ? Math.max(0.25, Math.round(scaled * 4) / 4)
    : Math.max(food.halves ? 0.5 : 1, Math.round(scaled * (food.halves ? 2 : 1)) / (food.halves ? 2 : 1));
  const plural = heat.u === undefined && q >= 2;
  const chili = (lang: TLanguage) => {
    if (lang === 'en') return 'the ';
    return `${grammarOf(lang).article(food.names[lang].g ?? 'f', plural)} `;
  };
  const step = v.steps[at]!;
  const en = joinList(step.en, id, chili('en'), 'en');
  const pt = joinList(step['pt-BR'], id, chili('pt-BR'), 'pt-BR');
  if (!en || !pt) return null;
  const line: TCookbookIngredient = {
    id: ADDED,
    food: heat.food,
    q,
    ...(heat.u ? { u: heat.u } : {}),
    ...(heat.prep ? { prep: heat.prep } : {}),
  };
  const where = v.ingredients.findIndex((i) => ingredientId(i) === id);
  const ingredients = [...v.ingredients.slice(0, where + 1), line, ...v.ingredients.slice(where + 1)];
  const steps = v.steps.map((s, n) => (n === at ? { en, 'pt-BR': pt } : s));
  return { version: { ...v, ingredients, steps }, food: heat.food, plural };
}
