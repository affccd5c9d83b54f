import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { edit, first } from './test-helpers.ts';

/**
 * Edits as operations (issue 31, reader 6): a fried dish goes to the oven from method data and the
 * pieces' own records, a diet swaps what has a stand-in by function and refuses, naming it, what
 * has none, and after an edit nothing in the recipe names what left it.
 */

const text = (r: TRecipeDraft) => [r.title, r.description, ...r.instructions, ...r.tips].join('\n');

describe('a deep-fried dish baked in the oven instead', () => {
  it.each([
    [
      'pastel de carne',
      'prefiro assado ao invés de frito',
      'pt-BR',
      /\bforno a \d+ °C/,
      /\basse por \d+ a \d+ minutos/,
    ],
    [
      'bolinho de bacalhau',
      'quero assados no lugar de fritos',
      'pt-BR',
      /\bforno a \d+ °C/,
      /\basse por \d+ a \d+ minutos/,
    ],
    ['falafel', 'baked rather than fried', 'en', /\boven to \d+ °C/, /\bbake for \d+–\d+ minutes/],
    [
      'southern fried chicken',
      'can I bake it in the oven instead of deep frying?',
      'en',
      /\boven to \d+ °C/,
      /\b74 °C\b/,
    ],
  ] as const)('%s: "%s"', async (dish, request, lang, oven, time) => {
    const recipe = await first(dish, lang);
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    const steps = res.updated_recipe.instructions.join('\n');
    expect(steps).toMatch(oven);
    expect(steps).toMatch(time);
    // The frying is gone from the steps, the description and the tips (the dish keeps its name);
    // a spoonful of oil is brushed on.
    const { title: _title, ...rest } = res.updated_recipe;
    expect(text({ ...rest, title: '' })).not.toMatch(
      lang === 'en' ? /\b(?:deep[- ])?fr(?:y|ied|ying)\b/i : /\bfrit[ae]\b|fritura/i,
    );
    const oil = res.updated_recipe.ingredients.filter((i) => /brush|pincelar/.test(i.name));
    expect(oil).toHaveLength(1);
    expect(oil[0]!.amount).toMatch(/^1 (?:tbsp|colher \(sopa\))/);
    expect(res.summary).toMatch(lang === 'en' ? /oven.*brush/ : /forno.*pincelar/);
  });

  it('refuses, saying why, when the pieces have no oven time in their record or are in a batter', async () => {
    const wings = await edit(await first('frango a passarinho', 'pt-BR'), 'quero assado em vez de frito', 'pt-BR');
    expect(wings.success).toBe(false);
    expect(wings.summary).toMatch(/tempo de forno/);
    const battered = await edit(
      await first('fish and chips', 'en'),
      'bake it in the oven instead of deep frying',
      'en',
    );
    expect(battered.success).toBe(false);
    expect(battered.summary).toMatch(/batter/);
    expect(battered.summary).not.toMatch(/basket/);
  });
});

describe('a diet swaps what has a stand-in by function, and leaves nothing the dish is made on out', () => {
  const lines = (r: TRecipeDraft) => r.ingredients.map((i) => `${i.amount} ${i.name}`.toLowerCase());
  it.each([
    ['lasagna', 'gluten free please', 'en', [/gluten-free lasagna sheets/, /gluten-free flour/]],
    ['lasanha', 'sem glúten', 'pt-BR', [/massa para lasanha sem glúten/, /farinha sem glúten/]],
    ['tagliatelle bolognese', 'gluten-free', 'en', [/gluten-free pasta/]],
    ['mac and cheese', 'gluten-free', 'en', [/gluten-free pasta/, /gluten-free flour/, /gluten-free breadcrumbs/]],
    ['chicken pot pie', 'gluten free', 'en', [/gluten-free pastry/, /gluten-free flour/]],
    ['frango à parmegiana', 'sem glúten', 'pt-BR', [/farinha de rosca sem glúten/]],
  ] as const)('%s: "%s"', async (dish, request, lang, wanted) => {
    const recipe = await first(dish, lang);
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    expect(res.summary).not.toMatch(/Left out|Tirei/);
    expect(res.updated_recipe.ingredients.length).toBe(recipe.ingredients.length);
    for (const w of wanted)
      expect(
        lines(res.updated_recipe).some((l) => w.test(l)),
        `${w}`,
      ).toBe(true);
  });

  it('refuses, naming it, when the food the dish is made on has no stand-in', async () => {
    const res = await edit(await first('yaki udon', 'en'), 'gluten free', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/\budon\b.*no gluten-free stand-in/);
  });
});
