import { dishFromRecipe } from '../../kb/build.ts';
import { knowledge } from '../../kb/load.ts';
import { renderDish } from '../../kb/render.ts';
import type { IngredientCategory, KbRecipe, Meal } from '../types.ts';

/**
 * The classics in the old shape (bilingual text per field), rendered from the knowledge files
 * (src/server/chef/knowledge/recipes/*.json) for code that still reads them this way (the chef
 * evaluation). Built on first use.
 */
export const KB_RECIPES: readonly KbRecipe[] = new Proxy([] as KbRecipe[], {
  get(target, prop, receiver) {
    if (target.length === 0) target.push(...build());
    return Reflect.get(target, prop, receiver);
  },
});

const CAT: Record<string, IngredientCategory[]> = {
  meat: ['meat'],
  beef: ['meat', 'beef'],
  pork: ['meat', 'pork'],
  poultry: ['meat', 'poultry'],
  fish: ['fish'],
  shellfish: ['shellfish'],
  dairy: ['dairy'],
  egg: ['egg'],
  gluten: ['gluten'],
  treenut: ['nut'],
  peanut: ['nut'],
  soy: ['soy'],
  alcohol: ['alcohol'],
  honey: ['honey'],
  gelatin: ['gelatin'],
  chili: ['chili'],
  sugar: ['sugar'],
};
const MEALS: Record<string, Meal[]> = {
  main: ['lunch', 'dinner'],
  soup: ['lunch', 'dinner'],
  salad: ['lunch'],
  side: ['lunch', 'dinner'],
  sauce: ['snack'],
  dessert: ['dessert'],
  breakfast: ['breakfast'],
  snack: ['snack'],
  drink: ['snack'],
};

function build(): KbRecipe[] {
  const kb = knowledge();
  return kb.recipes.map((r) => {
    const d = dishFromRecipe(r);
    const en = renderDish(kb, d, 'en');
    const pt = renderDish(kb, d, 'pt-BR');
    return {
      id: r.id,
      title: { en: en.title, pt: pt.title },
      description: { en: en.description, pt: pt.description },
      cuisine: r.cuisine as KbRecipe['cuisine'],
      meals: [...new Set([r.course, ...(r.also ?? [])].flatMap((c) => MEALS[c] ?? []))],
      protein: 'none',
      methods: [],
      prepTime: r.prepTime,
      cookTime: r.cookTime,
      servings: r.servings,
      difficulty: r.difficulty,
      ingredients: r.ingredients.map((i, n) => ({
        amount: { en: en.ingredients[n]!.amount, pt: pt.ingredients[n]!.amount },
        name: { en: en.ingredients[n]!.name, pt: pt.ingredients[n]!.name },
        key: i.key,
        cats: (kb.lex.get(i.key)?.cats ?? []).flatMap((c) => CAT[c] ?? []),
      })),
      steps: { en: en.instructions, pt: pt.instructions },
      tags: { en: en.tags, pt: pt.tags },
      tips: { en: en.tips, pt: pt.tips },
    };
  });
}
