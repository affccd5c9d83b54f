import { describe, expect, it } from 'vitest';
import { LocalChef } from './local-chef.ts';

const chef = new LocalChef();
const opts = { unitSystem: 'metric' as const };

describe('LocalChef through the Chef interface', () => {
  it('generation carries meta.note when it varied the asked dish', async () => {
    const res = await chef.generateRecipes({ dishType: 'risotto', recipeCount: 4, language: 'en' }, opts);
    expect(res.meta.engine).toBe('local');
    expect(res.meta.note).toMatch(/variations/);
    for (const r of res.recipes) expect(r.title.toLowerCase()).toContain('risotto');
  });

  it('generation without anything to say has no note', async () => {
    const res = await chef.generateRecipes({ dishType: 'mushroom risotto', recipeCount: 1, language: 'en' }, opts);
    expect(res.recipes).toHaveLength(1);
    expect(res.meta.note).toBeUndefined();
  });

  it('a Portuguese wish gets Portuguese recipes and a Portuguese note', async () => {
    const res = await chef.generateRecipes({ dishType: 'curry de tofu', recipeCount: 3, language: 'pt-BR' }, opts);
    expect(res.recipes.length).toBeGreaterThan(0);
    for (const r of res.recipes) expect(r.title).toMatch(/Curry/);
    if (res.meta.note) expect(res.meta.note).toMatch(/receitas|variações/);
  });

  it('modify: a custom request it cannot read answers success:false and says what it can do', async () => {
    const gen = await chef.generateRecipes({ dishType: 'chicken stew', recipeCount: 1, language: 'en' }, opts);
    const res = await chef.modifyRecipe(
      { customPrompt: 'make it taste like Tuesday', currentRecipe: gen.recipes[0]!, language: 'en' },
      opts,
    );
    expect(res.success).toBe(false);
    expect(res.reasoning).toMatch(/I can/);
    expect(res.updated_recipe.title).toBe(gen.recipes[0]!.title);
  });

  it('plans a week with meta', async () => {
    const res = await chef.planMeals(
      { startDate: '2026-01-05', endDate: '2026-01-11', peopleCount: 2, language: 'en' },
      opts,
    );
    expect(res.suggestions).toHaveLength(28);
    expect(res.meta.engine).toBe('local');
  });
});
