import { describe, expect, it } from 'vitest';
import { ZRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { FIXTURE_KB } from '../__fixtures__/kb.ts';
import { dairyLines, glutenLines, looksPortuguese, meatLines, meatSteps } from '../__fixtures__/checks.ts';
import { LocalChef } from './local-chef.ts';

const chef = new LocalChef({ recipes: FIXTURE_KB });
const gen = (req: Parameters<LocalChef['generateRecipes']>[0], unitSystem: 'metric' | 'imperial' = 'imperial') => chef.generateRecipes(req, { unitSystem });

describe('LocalChef.generateRecipes', () => {
  it('returns exactly recipeCount distinct, valid recipes', async () => {
    for (const recipeCount of [1, 2, 3, 4, 5]) {
      const { recipes, meta } = await gen({ dishType: 'dinner', recipeCount, language: 'en' });
      expect(meta).toEqual({ engine: 'local', fallback: false });
      expect(recipes).toHaveLength(recipeCount);
      expect(new Set(recipes.map((r) => r.title)).size).toBe(recipeCount);
      for (const r of recipes) expect(ZRecipeDraft.safeParse(r).success).toBe(true);
    }
  });

  it.each([
    ['15min', 15],
    ['15 minutes or less', 15],
    ['30min', 30],
    ['30 minutes', 30],
    ['1hour', 60],
    ['1 hour', 60],
    ['15 minutos ou menos', 15],
    ['1 hora', 60],
  ])('fits the time limit %j', async (timeLimit, max) => {
    const { recipes } = await gen({ dishType: '', timeLimit, recipeCount: 3, language: 'en' });
    expect(recipes).toHaveLength(3);
    for (const r of recipes) expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(max);
  });

  it('adapts a long recipe honestly to fit the time (feijoada in an hour)', async () => {
    const { recipes } = await gen({ dishType: 'feijoada', timeLimit: '1hour', recipeCount: 1, language: 'pt-BR' });
    const [r] = recipes;
    expect(r!.title.toLowerCase()).toContain('feijoada');
    expect(r!.prepTime + r!.cookTime).toBeLessThanOrEqual(60);
    // The shortcut is written in the steps, not just in the numbers.
    expect(r!.instructions.join(' ')).toMatch(/pressão|em lata/);
    expect(r!.instructions.join(' ')).not.toMatch(/de molho/);
  });

  it('finds a dish by name or alias in either language', async () => {
    const a = await gen({ dishType: 'strogonoff', recipeCount: 1, language: 'pt-BR' });
    expect(a.recipes[0]!.title).toBe('Strogonoff de carne');
    const b = await gen({ dishType: 'Beef Stroganoff', recipeCount: 1, language: 'en' });
    expect(b.recipes[0]!.title).toBe('Beef Stroganoff');
    const c = await gen({ dishType: 'carbonara', recipeCount: 1, language: 'en' });
    expect(c.recipes[0]!.title).toBe('Spaghetti Carbonara');
  });

  it('makes a matching dish vegetarian with the substitution table, steps rewritten', async () => {
    const { recipes } = await gen({ dishType: 'strogonoff vegetariano', recipeCount: 1, language: 'pt-BR' });
    const r = recipes[0]!;
    expect(r.title.toLowerCase()).toContain('strogonoff');
    expect(r.title.toLowerCase()).not.toContain('carne');
    expect(meatLines(r)).toEqual([]);
    expect(meatSteps(r)).toEqual([]);
    expect(r.ingredients.map((i) => i.name).join(' ')).toMatch(/cogumelo/);
    expect(r.tags).toContain('vegetariano');
  });

  it.each([
    ['vegetarian', 'en'],
    ['vegetariano', 'pt-BR'],
    ['vegan', 'en'],
    ['vegana', 'pt-BR'],
  ] as const)('every recipe follows %s (no meat in ingredients or steps)', async (pref, language) => {
    const { recipes } = await gen({ dishType: '', preferences: pref, recipeCount: 5, language });
    expect(recipes).toHaveLength(5);
    for (const r of recipes) {
      expect(meatLines(r), r.title).toEqual([]);
      expect(meatSteps(r), r.title).toEqual([]);
    }
    if (pref.startsWith('vegan')) for (const r of recipes) expect(dairyLines(r), r.title).toEqual([]);
  });

  it('follows gluten-free and dairy-free in both languages', async () => {
    for (const [preferences, language] of [
      ['gluten free', 'en'],
      ['sem glúten', 'pt-BR'],
    ] as const) {
      const { recipes } = await gen({ dishType: '', preferences, recipeCount: 5, language });
      for (const r of recipes) expect(glutenLines(r), r.title).toEqual([]);
    }
    for (const [preferences, language] of [
      ['no dairy', 'en'],
      ['sem lactose', 'pt-BR'],
    ] as const) {
      const { recipes } = await gen({ dishType: '', preferences, recipeCount: 5, language });
      for (const r of recipes) expect(dairyLines(r), r.title).toEqual([]);
    }
  });

  it('uses available ingredients and never one that breaks the diet', async () => {
    const { recipes } = await gen({ dishType: '', preferences: 'vegetarian', availableIngredients: ['spinach', 'bacon'], recipeCount: 3, language: 'en' });
    for (const r of recipes) {
      const names = r.ingredients.map((i) => i.name.toLowerCase()).join(' | ');
      expect(names).toContain('spinach');
      expect(names).not.toContain('bacon');
    }
  });

  it('prefers recipes that already use the available ingredients', async () => {
    const { recipes } = await gen({ dishType: '', availableIngredients: ['shrimp', 'broccoli'], recipeCount: 1, language: 'en' });
    expect(recipes[0]!.title).toBe('Garlic Shrimp and Broccoli Stir-Fry');
  });

  it('writes in the request language (anything else → English)', async () => {
    const pt = await gen({ dishType: 'jantar', recipeCount: 3, language: 'pt-BR' });
    for (const r of pt.recipes) expect(looksPortuguese(r.instructions.join(' ')), r.title).toBe(true);
    const fr = await gen({ dishType: 'dinner', recipeCount: 3, language: 'fr' });
    for (const r of fr.recipes) expect(looksPortuguese(r.instructions.join(' ')), r.title).toBe(false);
  });

  it('writes amounts and oven temperatures in the user unit system', async () => {
    const metric = await gen({ dishType: 'Beef Stroganoff', recipeCount: 1, language: 'en' }, 'metric');
    const amounts = metric.recipes[0]!.ingredients.map((i) => i.amount).join(' | ');
    expect(amounts).not.toMatch(/\b(lb|oz|cups?)\b/);
    const imperial = await gen({ dishType: 'pão de queijo', recipeCount: 1, language: 'pt-BR' }, 'imperial');
    expect(imperial.recipes[0]!.instructions.join(' ')).toMatch(/°F/);
  });

  it('adds heat when asked for spicy', async () => {
    const { recipes } = await gen({ dishType: 'Beef Stroganoff', preferences: 'spicy', recipeCount: 1, language: 'en' });
    const r = recipes[0]!;
    expect(r.ingredients.some((i) => /chilli|chili|pimenta|jalape|peperoncino|cayenne/i.test(i.name))).toBe(true);
    expect(r.instructions.some((s) => /chilli|chili|pimenta|dedo-de-moça|peperoncino|cayenne/i.test(s))).toBe(true);
  });

  it('is deterministic for the same request and varies with the wish', async () => {
    const req = { dishType: 'something for dinner', preferences: '', recipeCount: 3, language: 'en' };
    const a = await gen(req);
    const b = await gen(req);
    expect(b).toEqual(a);
    const titles = new Set<string>();
    for (const dishType of ['something for dinner', 'a cosy dinner', 'dinner tonight', 'family dinner', 'dinner for two']) {
      const { recipes } = await gen({ ...req, dishType });
      titles.add(recipes.map((r) => r.title).join('|'));
    }
    expect(titles.size).toBeGreaterThan(1);
  });

  it('answers a breakfast wish with breakfast dishes', async () => {
    const { recipes } = await gen({ dishType: 'café da manhã', recipeCount: 3, language: 'pt-BR' });
    const breakfastTitles = FIXTURE_KB.filter((k) => k.meals.includes('breakfast')).map((k) => k.title.pt);
    for (const r of recipes) expect(breakfastTitles).toContain(r.title);
  });

  it('leaves out an ingredient the cook does not want', async () => {
    const { recipes } = await gen({ dishType: 'Beef Stroganoff', preferences: 'without mushrooms', recipeCount: 1, language: 'en' });
    const r = recipes[0]!;
    expect(r.ingredients.map((i) => i.name).join(' ')).not.toMatch(/mushroom/i);
    expect(r.instructions.join(' ')).not.toMatch(/mushroom/i);
  });
});
