import { describe, expect, it } from 'vitest';
import { chef, first, metric } from './test-helpers.ts';

/**
 * What a cook reads after the chef scales or lists a recipe: a dish named in the steps that no
 * longer holds the amount is said, parts of a food read "lime wedges", packs say "each".
 */

describe('scaling past the dish in the steps', () => {
  it('says which dish holds the new amount, bigger or smaller, in both languages', async () => {
    for (const [wish, lang, request] of [
      ['lasagna', 'en', 'for 16 people'],
      ['lasanha à bolonhesa', 'pt-BR', 'para 16 pessoas'],
    ] as const) {
      const recipe = await first(wish, lang);
      const pan = /\d+ x \d+ cm/.exec(recipe.instructions.join(' '))?.[0];
      expect(pan, recipe.title).toBeTruthy();
      const res = await chef.modifyRecipe({ currentRecipe: recipe, customPrompt: request, language: lang }, metric);
      expect(res.success).toBe(true);
      // Twice the servings: twice the area, each side about 1.4 times.
      const [w, h] = pan!.split(' x ').map((x) => parseInt(x, 10));
      expect(res.summary).toContain(pan!);
      expect(res.summary).toContain(`${Math.round(w! * Math.SQRT2)} x ${Math.round(h! * Math.SQRT2)} cm`);
    }
    const recipe = await first('lasagna', 'en');
    const half = await chef.modifyRecipe(
      { currentRecipe: recipe, customPrompt: `for ${Math.round(recipe.servings / 2)} people`, language: 'en' },
      metric,
    );
    expect(half.summary).toMatch(/for fewer use one of about/);
    const same = await chef.modifyRecipe(
      { currentRecipe: recipe, customPrompt: `for ${recipe.servings + 1} people`, language: 'en' },
      metric,
    );
    expect(same.summary).not.toMatch(/ pan in the steps/);
  });
});

describe('names in steps and lines', () => {
  it('a food before a noun of its parts stays singular', async () => {
    const tacos = await first('fish tacos', 'en');
    const text = tacos.instructions.join(' ');
    expect(text).not.toMatch(/\blimes wedges\b/);
  });

  it('several cans say the size is of each; a can does not repeat "canned"', async () => {
    const chili = await first('chili con carne', 'en');
    const lines = chili.ingredients.map((i) => `${i.amount} ${i.name}`);
    for (const l of lines) expect(l).not.toMatch(/\bcans? canned\b/);
    const several = lines.filter((l) => /^\d+ cans \(/.test(l));
    expect(several.length).toBeGreaterThan(0);
    for (const l of several) expect(l).toMatch(/^\d+ cans \([^)]* each\)/);
  });
});

describe('what the note says about a wish', () => {
  it('a soft wish judged by numbers says each recipe’s figure per serving', async () => {
    const res = await chef.generateRecipes(
      { dishType: 'something light with chicken', recipeCount: 2, language: 'en' },
      metric,
    );
    expect(res.recipes.length).toBeGreaterThan(0);
    for (const r of res.recipes)
      expect(res.meta.note).toMatch(new RegExp(`“${r.title.replace(/[()]/g, '\\$&')}” \\(about \\d+ kcal\\)`));
    const pt = await chef.generateRecipes(
      { dishType: 'almoço rico em proteína', recipeCount: 2, language: 'pt-BR' },
      metric,
    );
    expect(pt.meta.note).toMatch(/cerca de \d+ g de proteína/);
  });

  it('dried chickpeas on hand go into a composed dish as cooked ones, uncut; an unused one is named', async () => {
    const res = await chef.generateRecipes(
      { dishType: 'dinner', availableIngredients: ['zucchini', 'chickpeas', 'feta'], recipeCount: 2, language: 'en' },
      metric,
    );
    const composed = res.recipes.find((r) => r.ingredients.some((i) => /chickpeas/.test(i.name)));
    expect(composed, res.meta.note).toBeTruthy();
    const line = composed!.ingredients.find((i) => /chickpeas/.test(i.name))!;
    expect(line.name).toMatch(/^cooked chickpeas/);
    expect(line.name).not.toMatch(/bite-size/);
    const other = await chef.generateRecipes(
      { dishType: 'frittata', availableIngredients: ['zucchini', 'tuna', 'basil'], recipeCount: 1, language: 'en' },
      metric,
    );
    const r = other.recipes[0]!;
    if (!r.ingredients.some((i) => /tuna/.test(i.name)))
      expect(other.meta.note).toMatch(/uses [^;.]*, not (canned )?tuna\./);
  });
});

describe('a swap', () => {
  it('names the stand-in wherever the steps and description named the food, and drops the food’s tips', async () => {
    for (const [wish, lang, request, from, to] of [
      ['carbonara', 'en', 'swap the guanciale for bacon', /guanciale/i, /bacon/],
      ['carbonara', 'pt-BR', 'troque o guanciale por bacon', /guanciale/i, /bacon/],
    ] as const) {
      const recipe = await first(wish, lang);
      const res = await chef.modifyRecipe({ currentRecipe: recipe, customPrompt: request, language: lang }, metric);
      expect(res.success, res.summary).toBe(true);
      const r = res.updated_recipe;
      const text = [r.description, ...r.instructions, ...r.tips, ...r.ingredients.map((i) => i.name)].join('\n');
      expect(text).not.toMatch(from);
      expect(r.instructions.join(' ')).toMatch(to);
      // Every placeholder still names something: no "the  and", no "Put the in".
      for (const s of r.instructions) expect(s).not.toMatch(/\b(?:the|o|a|os|as) (?:and|e|in|no|na|,)\b/);
    }
  });
});

describe('a method change', () => {
  it('moves deep-frying to the air fryer with its own time and a brushing of oil, in both languages', async () => {
    for (const [wish, lang, request] of [
      ['coxinha', 'pt-BR', 'na air fryer'],
      ['pastel de feira', 'en', 'in the air fryer'],
    ] as const) {
      const recipe = await first(wish, lang);
      const res = await chef.modifyRecipe({ currentRecipe: recipe, customPrompt: request, language: lang }, metric);
      expect(res.success, res.summary).toBe(true);
      const steps = res.updated_recipe.instructions.join(' ');
      expect(steps).toMatch(/air fry|air fryer/i);
      expect(steps).not.toMatch(/\b(?:deep pan|panela funda|fry a few|frite aos poucos)\b/i);
      expect(res.updated_recipe.ingredients.some((i) => /^1 (?:tbsp|colher \(sopa\))$/.test(i.amount))).toBe(true);
      expect(res.summary).toMatch(/\d+.*\d+/);
    }
  });

  it('refuses what the method cannot do, saying why, and says when a recipe already is made that way', async () => {
    const tacos = await first('fish tacos', 'en');
    const batter = await chef.modifyRecipe({ currentRecipe: tacos, customPrompt: 'air fryer', language: 'en' }, metric);
    expect(batter.success).toBe(false);
    expect(batter.summary).toMatch(/batter/);
    const carbonara = await first('carbonara', 'en');
    const quick = await chef.modifyRecipe(
      { currentRecipe: carbonara, customPrompt: 'in the pressure cooker', language: 'en' },
      metric,
    );
    expect(quick.success).toBe(false);
    expect(quick.summary).toMatch(/no long simmer/);
    const feijao = await first('feijão carioca', 'pt-BR');
    const already = await chef.modifyRecipe(
      { currentRecipe: feijao, customPrompt: 'na panela de pressão', language: 'pt-BR' },
      metric,
    );
    expect(already.summary).toMatch(/já é feita na panela de pressão/);
  });

  it('a long simmer goes into a slow cooker for hours, the other steps as they were', async () => {
    const chili = await first('chili con carne', 'en');
    const res = await chef.modifyRecipe({ currentRecipe: chili, customPrompt: 'slow cooker', language: 'en' }, metric);
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.instructions.filter((s) => /slow cooker/.test(s))).toHaveLength(1);
    expect(res.updated_recipe.instructions.length).toBe(chili.instructions.length);
    expect(res.summary).toMatch(/takes \d+–\d+ hours/);
  });
});

describe('reading a wish', () => {
  it('reads the dish word in the wish’s own language, and a diet word is not a dish’s name', async () => {
    const res = await chef.generateRecipes({ dishType: 'vegetarian pasta', recipeCount: 3, language: 'en' }, metric);
    expect(res.recipes).toHaveLength(3);
    for (const r of res.recipes)
      expect(r.ingredients.map((i) => i.name).join(' '), r.title).toMatch(
        /spaghetti|pasta|penne|fettuccine|tagliatelle|linguine|rigatoni|macaroni|noodles|orzo|lasagn|ravioli|gnocchi|bucatini|orecchiette|ziti|shells/i,
      );
    const pt = await chef.generateRecipes(
      { dishType: 'pasta para petisco', recipeCount: 2, language: 'pt-BR' },
      metric,
    );
    expect(pt.recipes.length).toBeGreaterThan(0);
  });
});
