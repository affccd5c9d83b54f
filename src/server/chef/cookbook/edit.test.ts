import { describe, expect, it } from 'vitest';
import type { TUnitSystem } from '../../../shared/constants.ts';
import { createChef } from '../index.ts';

/** Edits on the chef's own recipes as a cook reads them: what is done, what is refused and why. */
const chef = createChef({});

async function first(dishType: string, language: 'en' | 'pt-BR', unitSystem: TUnitSystem = 'metric') {
  const res = await chef.generateRecipes({ dishType, recipeCount: 1, language }, { unitSystem });
  expect(res.recipes.length).toBe(1);
  return res.recipes[0]!;
}

async function edit(dishType: string, request: string, language: 'en' | 'pt-BR', unitSystem: TUnitSystem = 'metric') {
  const recipe = await first(dishType, language, unitSystem);
  return chef.modifyRecipe({ currentRecipe: recipe, customPrompt: request, language }, { unitSystem });
}

function text(r: { ingredients: { amount: string; name: string }[]; instructions: string[] }): string {
  return [...r.ingredients.map((i) => `${i.amount} ${i.name}`), ...r.instructions].join('\n');
}

describe('an edit keeps the unit system the recipe is written in', () => {
  it('a metric recipe comes back metric, with its cups and spoons, in both languages', async () => {
    for (const [dish, request, lang] of [
      ['picadinho de carne', 'troca a batata por mandioquinha', 'pt-BR'],
      ['coxinha de frango', 'dá pra fazer na airfryer?', 'pt-BR'],
      ['coxinha de frango', 'para 12 pessoas', 'pt-BR'],
      ['beef stroganoff', 'for 6 people', 'en'],
    ] as const) {
      const res = await edit(dish, request, lang);
      expect(res.success, res.summary).toBe(true);
      const all = text(res.updated_recipe);
      expect(all, `${dish}: ${request}`).not.toMatch(/\d\s*(?:lb|oz|°F|pol\.|in\.|inch)\b/);
      expect(all).toMatch(/\d\s*(?:g|kg|ml|l)\b|°C|\bcm\b/);
    }
  });

  it('an imperial recipe stays imperial', async () => {
    const res = await edit('beef stroganoff', 'for 6 people', 'en', 'imperial');
    expect(res.success, res.summary).toBe(true);
    expect(text(res.updated_recipe)).not.toMatch(/\d\s*(?:g|kg|ml)\b/);
  });
});

describe('a request in several parts on the chef’s own recipe', () => {
  it('does what it can and refuses only the part it cannot, with the reason, in both languages', async () => {
    for (const [dish, request, lang, servings, reason] of [
      ['feijoada', 'sem carne de porco e para 10 pessoas', 'pt-BR', 10, /sem carne de porco/],
      ['carbonara', 'vegetarian, and for 6 people', 'en', 6, /vegetarian/],
    ] as const) {
      const res = await edit(dish, request, lang);
      expect(res.success, res.summary).toBe(true);
      expect(res.updated_recipe.servings).toBe(servings);
      expect(res.summary).toMatch(reason);
    }
  });
});

describe('spicier, for a dish with no chili of its own', () => {
  it('a chili of its cuisine joins the step where the aromatics cook, with a line of its own', async () => {
    for (const [dish, request, lang, chili] of [
      ['empadão goiano', 'quero mais ardido', 'pt-BR', /pimentas? dedo-de-moça/],
      ['picadinho de carne', 'mais picante', 'pt-BR', /pimentas? dedo-de-moça/],
      ['beef stroganoff', 'with a kick please', 'en', /\bchil(?:i|ies)\b/],
    ] as const) {
      const res = await edit(dish, request, lang);
      expect(res.success, res.summary).toBe(true);
      const line = res.updated_recipe.ingredients.find((i) => chili.test(i.name));
      expect(line, dish).toBeTruthy();
      expect(line!.amount).toMatch(/^\d+$/);
      // In a sentence that also cooks the onion: no new step.
      const steps = res.updated_recipe.instructions.filter((s) => chili.test(s));
      expect(steps.length).toBe(1);
      expect(steps[0]).toMatch(/cebola|onion/);
    }
  });

  it('refuses, saying why, when no aromatics cook for a chili to join (pancakes)', async () => {
    const res = await edit('pancakes', 'spicier', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/no step where its aromatics cook/);
  });
});
