import { HALVED_ROLES, parseQty, scaleQty } from './amounts.ts';
import type { Dish, DishIng } from './dish.ts';
import type { Knowledge } from './load.ts';
import type { TRecipe } from './schema.ts';

/**
 * Dishes from the knowledge base's classics, and the changes every other step makes to a dish:
 * scaling, an ingredient's default amount, swapping one ingredient for another. A family's
 * template becomes a dish in family-dish.ts; restrictions are kept in restrictions.ts.
 */

/** A classic as a dish, scaled to the servings asked for. */
export function dishFromRecipe(r: TRecipe, servings?: number | null): Dish {
  const ings: DishIng[] = r.ingredients.map((i) => ({
    id: i.id,
    key: i.key,
    role: i.role,
    qty: typeof i.amount === 'string' ? parseQty(i.amount) : null,
    ...(typeof i.amount === 'string' ? {} : { amountText: i.amount }),
    ...(i.line ? { line: i.line } : {}),
    origKey: i.key,
    ...(i.optional ? { optional: true } : {}),
  }));
  const d: Dish = {
    source: 'recipe',
    sourceId: r.id,
    title: r.title,
    description: r.description,
    course: r.course,
    family: r.family,
    cuisine: r.cuisine,
    servings: r.servings,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    difficulty: r.difficulty,
    ings,
    steps: r.steps,
    tags: { en: [...r.tags.en], 'pt-BR': [...r.tags['pt-BR']] },
    tips: { en: [...r.tips.en], 'pt-BR': [...r.tips['pt-BR']] },
    factor: 1,
  };
  if (servings && servings !== r.servings) scaleDish(d, servings);
  return d;
}

export function scaleDish(d: Dish, servings: number): void {
  const f = servings / d.servings;
  for (const i of d.ings) if (i.qty) i.qty = scaleQty(i.qty, f, HALVED_ROLES.has(i.role));
  d.factor *= f;
  d.servings = servings;
}

/** The amount of an ingredient for a number of servings, from the lexicon's per-serving figure. */
export function defaultQty(kb: Knowledge, key: string, servings: number, share = 1): DishIng['qty'] {
  const e = kb.lex.get(key);
  if (!e) return { n: 100, unit: 'g' };
  const per = (e.serve ?? (e.measure === 'count' ? 1 : 100)) * share * servings;
  if (e.measure === 'count') return scaleQty({ n: per, unit: e.unit ?? '' }, 1);
  return { n: per, unit: e.measure === 'mass' ? 'g' : 'ml' };
}

/** Replaces an ingredient's key; its amount follows the new ingredient's measure. */
export function swapIng(kb: Knowledge, d: Dish, i: DishIng, key: string): void {
  const from = kb.lex.get(i.key);
  const to = kb.lex.get(key);
  if (from && to && from.measure !== to.measure) {
    const ratio = i.qty && from.serve ? i.qty.n / (from.serve * d.servings) : 1;
    i.qty = defaultQty(kb, key, d.servings, ratio);
  } else if (!i.qty && i.amountText) {
    // Hand-written amount of the old ingredient: keep it when the measures agree.
  }
  if (from && to && from.measure !== to.measure) delete i.amountText;
  i.key = key;
}
