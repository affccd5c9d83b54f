import { describe, expect, it } from 'vitest';
import type { TChefRecipeInput } from '../../../shared/schemas/chef.ts';
import { FIXTURE_KB } from '../__fixtures__/kb.ts';
import { LocalChef } from './local-chef.ts';

const chef = new LocalChef({ recipes: FIXTURE_KB });
const opts = { unitSystem: 'metric' as const };

const RISOTTO: TChefRecipeInput = {
  title: 'Risoto de cogumelos',
  description: '',
  prepTime: 10,
  cookTime: 30,
  servings: 4,
  difficulty: 'Medium',
  ingredients: [
    { name: 'arroz arbóreo', amount: '2 xícaras' },
    { name: 'cogumelos paris', amount: '300 g' },
    { name: 'cebola', amount: '1' },
    { name: 'alho', amount: '2 dentes' },
    { name: 'caldo de legumes', amount: '1,5 litro' },
    { name: 'queijo parmesão ralado', amount: '1/2 xícara' },
    { name: 'manteiga', amount: '2 colheres (sopa)' },
  ],
  instructions: ['Refogue a cebola e o alho na manteiga.', 'Junte o arroz e os cogumelos.', 'Acrescente o caldo aos poucos, mexendo, por 20 minutos.', 'Finalize com o parmesão.'],
  tags: ['italiana'],
  tips: [],
};

describe('suggestTips', () => {
  it('gives up to 5 tips from the ingredients and techniques, in the request language', async () => {
    const pt = await chef.suggestTips({ recipe: RISOTTO, language: 'pt-BR' }, opts);
    expect(pt.tips.length).toBeGreaterThan(0);
    expect(pt.tips.length).toBeLessThanOrEqual(5);
    expect(pt.tips.join(' ')).toMatch(/cogumelos|alho|cebola|arroz/);
    const en = await chef.suggestTips({ recipe: RISOTTO, language: 'en' }, opts);
    expect(en.tips.join(' ')).toMatch(/mushrooms|garlic|onion|rice/);
  });

  it('does not repeat a tip the recipe already has', async () => {
    const first = await chef.suggestTips({ recipe: RISOTTO, language: 'pt-BR' }, opts);
    const again = await chef.suggestTips({ recipe: { ...RISOTTO, tips: first.tips }, language: 'pt-BR' }, opts);
    for (const t of again.tips) expect(first.tips).not.toContain(t);
  });

  it('gives frying advice for fried food', async () => {
    const k = FIXTURE_KB.find((x) => x.id === 'fx-coxinha')!;
    const { tips } = await chef.suggestTips(
      { recipe: { title: k.title.en, ingredients: k.ingredients.map((i) => ({ name: i.name.en, amount: i.amount.en })), instructions: k.steps.en, prepTime: k.prepTime, cookTime: k.cookTime, servings: k.servings }, language: 'en' },
      opts,
    );
    expect(tips.join(' ')).toMatch(/oil/);
  });
});

describe('suggestTags', () => {
  it('tags cuisine, diet and main facts, not already present, at most 8', async () => {
    const { tags } = await chef.suggestTags({ recipe: RISOTTO, language: 'pt-BR' }, opts);
    expect(tags.length).toBeLessThanOrEqual(8);
    expect(tags).toContain('vegetariano');
    expect(tags).not.toContain('italiana');
    expect(tags).not.toContain('sem glúten'.toUpperCase());
    const en = await chef.suggestTags({ recipe: { ...RISOTTO, tags: [] }, language: 'en' }, opts);
    expect(en.tags).toEqual(expect.arrayContaining(['italian', 'vegetarian']));
  });

  it('never claims a diet the recipe breaks', async () => {
    const { tags } = await chef.suggestTags({ recipe: RISOTTO, language: 'en' }, opts);
    expect(tags).not.toContain('vegan');
    expect(tags).not.toContain('dairy-free');
  });
});
