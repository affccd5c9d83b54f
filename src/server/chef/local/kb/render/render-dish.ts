import type { TLanguage, TUnitSystem } from '../../../../../shared/constants.ts';
import { LIMITS } from '../../../../../shared/constants.ts';
import type { TRecipeDraft } from '../../../../../shared/schemas/recipe.ts';
import { amountFor, temperaturesFor } from '../../model.ts';
import { coverIngredients } from './cover.ts';
import type { Dish } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import { ingredientAmount, ingredientName, ptMeasureThenDe } from './lines.ts';
import { Renderer } from './renderer.ts';
import { fatty, noRenderedFat } from './rewrites.ts';
import { renderStep } from './step.ts';
import { retitle } from './title.ts';
import { capitalize, clip } from './tidy.ts';

/**
 * A dish rendered as the recipe the API returns. The parts live beside this file: renderer.ts
 * (names, articles, placeholders), lines.ts (ingredient lines), step.ts and technique.ts (steps),
 * title.ts, rewrites.ts (text for a changed method or fat), cover.ts (every ingredient in a step).
 */

/** The recipe as the API returns it, in one language and unit system. */
export function renderDish(kb: Knowledge, dish: Dish, lang: TLanguage, unitSystem?: TUnitSystem): TRecipeDraft {
  const r = new Renderer(kb, dish, lang);
  // Brazilian cooks measure in xícaras and colheres in the metric system too: those stay as written.
  const conv = (a: string) =>
    unitSystem && a && !(lang === 'pt-BR' && unitSystem === 'metric' && /x[íi]cara/i.test(a))
      ? amountFor(a, unitSystem, lang)
      : a;
  const temp = (s: string) => (unitSystem ? temperaturesFor(s, unitSystem) : s);
  r.titleMode = true;
  const title = capitalize(retitle(r, dish, dish.title[lang]));
  r.titleMode = false;
  const ingredients = dish.ings.map((i) => {
    let amount = ingredientAmount(r, i);
    let name = ingredientName(r, i, amount);
    if (lang === 'pt-BR') [amount, name] = ptMeasureThenDe(amount, name);
    return {
      name: clip(name, LIMITS.ingredientName),
      amount: clip(conv(amount), LIMITS.ingredientAmount),
    };
  });
  const steps = coverIngredients(
    r,
    dish.steps.map((s) => ({ src: s, text: renderStep(r, s) ?? '' })).filter((s) => s.text.trim() !== ''),
  ).map((s) => (fatty(kb, dish) ? s.text : noRenderedFat(s.text, lang)));
  return {
    title: clip(title, LIMITS.title),
    description: clip(temp(capitalize(retitle(r, dish, dish.description[lang]))), LIMITS.description),
    prepTime: Math.max(0, Math.round(dish.prepTime)),
    cookTime: Math.max(0, Math.round(dish.cookTime)),
    servings: Math.max(1, Math.round(dish.servings)),
    difficulty: dish.difficulty,
    ingredients,
    instructions: steps.map((s) => clip(temp(capitalize(s)), LIMITS.instruction)).slice(0, LIMITS.instructions),
    tags: [...new Set(dish.tags[lang].map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, LIMITS.tags),
    tips: dish.tips[lang].map((t) => clip(temp(t), LIMITS.tip)).slice(0, LIMITS.tips),
  };
}
