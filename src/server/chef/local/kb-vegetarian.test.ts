import { describe, expect, it } from 'vitest';
import { meatLines, meatSteps } from '../__fixtures__/checks.ts';
import { KB_RECIPES } from './knowledge/recipes/index.ts';
import { LocalChef } from './local-chef.ts';

/** "No meat after vegetarian" on every recipe of the real knowledge base, in both languages. */
const chef = new LocalChef({ recipes: KB_RECIPES });
const withMeat = KB_RECIPES.filter((k) => k.ingredients.some((i) => i.cats.some((c) => ['meat', 'fish', 'shellfish'].includes(c))));

describe(`vegetarian on every knowledge-base recipe with meat or fish (${withMeat.length})`, () => {
  it('leaves no meat or fish in ingredients, steps or title, in English and Portuguese', async () => {
    const problems: string[] = [];
    for (const k of withMeat) {
      for (const l of ['en', 'pt'] as const) {
        const currentRecipe = {
          title: k.title[l],
          description: k.description[l],
          prepTime: k.prepTime,
          cookTime: k.cookTime,
          servings: k.servings,
          difficulty: k.difficulty,
          ingredients: k.ingredients.map((i) => ({ name: i.name[l], amount: i.amount[l] })),
          instructions: k.steps[l],
          tags: k.tags[l],
          tips: k.tips[l],
        };
        const res = await chef.modifyRecipe({ action: 'vegetarian', currentRecipe, language: l === 'pt' ? 'pt-BR' : 'en' }, { unitSystem: 'metric' });
        if (!res.success) problems.push(`${k.id} (${l}): not adapted: ${res.reasoning}`);
        const d = res.updated_recipe;
        for (const x of meatLines(d)) problems.push(`${k.id} (${l}): ingredient "${x}"`);
        for (const x of meatSteps(d)) problems.push(`${k.id} (${l}): step "${x}"`);
        for (const x of meatLines({ ingredients: [{ name: d.title, amount: '' }] })) problems.push(`${k.id} (${l}): title "${x}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
