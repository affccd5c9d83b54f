import { describe, expect, it } from 'vitest';
import { ZModifyRequest } from '../../../../../shared/schemas/chef.ts';
import { fold } from '../../text.ts';
import { dishFromRecipe } from '../build.ts';
import { knowledge } from '../load.ts';
import { adjustOnStructure } from './adjust.ts';
import { modifyOnStructure } from './modify.ts';
import { parseRequest } from './parse.ts';
import { renderDish } from '../render/render-dish.ts';

const kb = knowledge();
const classic = (id: string, lang: 'en' | 'pt-BR') => renderDish(kb, dishFromRecipe(kb.recipeById.get(id)!), lang);
const modify = (id: string, lang: 'en' | 'pt-BR', body: { action?: string; customPrompt?: string }) =>
  modifyOnStructure(kb, ZModifyRequest.parse({ ...body, currentRecipe: classic(id, lang), language: lang }));
const all = (r: { title: string; ingredients: { name: string; amount: string }[]; instructions: string[] }) =>
  fold([r.title, ...r.ingredients.map((i) => `${i.amount} ${i.name}`), ...r.instructions].join(' \n '));

describe('custom requests become operations', () => {
  it('reads each kind of request in both languages', () => {
    const kinds = (p: string) => {
      const r = parseRequest(kb, p);
      return 'ops' in r ? r.ops.map((o) => o.kind) : ['unknown'];
    };
    expect(kinds('swap the chicken for tofu')).toEqual(['swap']);
    expect(kinds('troque o frango por grão-de-bico')).toEqual(['swap']);
    expect(kinds('use puff pastry instead of phyllo')).toEqual(['swap']);
    expect(kinds('remove the onion')).toEqual(['remove']);
    expect(kinds('sem cebola')).toEqual(['remove']);
    expect(kinds('add spinach')).toEqual(['add']);
    expect(kinds('acrescente espinafre')).toEqual(['add']);
    expect(kinds('bake it in the oven instead of frying')).toEqual(['method']);
    expect(kinds('make it in a slow cooker')).toEqual(['method']);
    expect(kinds('faça na panela de pressão')).toEqual(['method']);
    expect(kinds('make it in the air fryer')).toEqual(['method']);
    expect(kinds('for 6 people')).toEqual(['scale']);
    expect(kinds('para 3 pessoas')).toEqual(['scale']);
    expect(kinds('dairy-free')).toEqual(['avoid']);
    expect(kinds('sem lactose')).toEqual(['avoid']);
    expect(kinds('gluten free')).toEqual(['avoid']);
    expect(kinds('no pork')).toEqual(['avoid']);
    expect(kinds('without nuts')).toEqual(['avoid']);
    expect(kinds('less salt')).toEqual(['less']);
    expect(kinds('menos açúcar')).toEqual(['less']);
    expect(kinds('milder')).toEqual(['milder']);
    expect(kinds('kid-friendly')).toEqual(['kid']);
    expect(kinds('vegan for 6 people')).toEqual(['avoid', 'scale']);
    expect(kinds('make it sing opera')).toEqual(['unknown']);
  });
});

describe('edits re-render the recipe from its structure', () => {
  it('vegetarian carbonara: no meat left, and nothing renders fat that has none', () => {
    const r = modify('spaghetti-carbonara', 'en', { action: 'vegetarian' });
    expect(r.success).toBe(true);
    const text = all(r.updated_recipe);
    expect(text).not.toMatch(/guanciale|pancetta|bacon/);
    expect(text).not.toMatch(/fat has rendered|render/);
  });

  it('a swap renames the ingredient in the steps with its own time and in the title', () => {
    const r = modify('strogonoff-de-frango', 'pt-BR', { customPrompt: 'troque o frango por tofu' });
    expect(r.success).toBe(true);
    expect(fold(r.updated_recipe.title)).toContain('tofu');
    const steps = fold(r.updated_recipe.instructions.join(' '));
    expect(steps).toContain('tofu');
    expect(steps).not.toMatch(/\bfrango\b/);
    expect(steps).toMatch(/6 a 8 minutos/);
  });

  it('removes and adds ingredients, with a step for what was added', () => {
    const removed = modify('chili-con-carne', 'en', { customPrompt: 'remove the onion' });
    expect(removed.success).toBe(true);
    expect(removed.updated_recipe.ingredients.some((i) => /onion/i.test(i.name))).toBe(false);
    expect(fold(removed.updated_recipe.instructions.join(' '))).not.toMatch(/\bonions?\b/);
    const added = modify('chili-con-carne', 'en', { customPrompt: 'add spinach' });
    expect(added.updated_recipe.ingredients.some((i) => /spinach/i.test(i.name))).toBe(true);
    expect(fold(added.updated_recipe.instructions.join(' '))).toMatch(/spinach/);
  });

  it('changes the method: frying becomes the air fryer or the oven', () => {
    for (const p of ['make it in the air fryer', 'bake it in the oven instead of frying']) {
      const r = modify('pork-schnitzel', 'en', { customPrompt: p });
      expect(r.success, r.reasoning).toBe(true);
      expect(fold(r.updated_recipe.instructions.join(' '))).toMatch(/air fryer|roast at|oven/);
    }
    const slow = modify('chili-con-carne', 'en', { customPrompt: 'make it in a slow cooker' });
    expect(slow.success, slow.reasoning).toBe(true);
    expect(fold(slow.updated_recipe.instructions.join(' '))).toMatch(/slow cooker/);
  });

  it('keeps counts whole when scaling ("2 eggs", never "1 1/2 eggs" or "1 eggs")', () => {
    for (const n of [1, 3, 5, 7]) {
      const r = modify('shakshuka', 'en', { customPrompt: `for ${n} people` });
      expect(r.updated_recipe.servings).toBe(n);
      for (const i of r.updated_recipe.ingredients) {
        if (!/\beggs?\b/i.test(i.name)) continue;
        expect(i.amount).toMatch(/^\d+$/);
        if (i.amount === '1') expect(i.name).not.toMatch(/^eggs\b/i);
      }
    }
  });

  it('dairy-free, gluten-free, nut-free and no pork leave none of it', () => {
    const cases: [string, string, RegExp][] = [
      ['strogonoff-de-frango', 'sem lactose', /manteiga|creme de leite\b|queijo/],
      ['chicken-maafe', 'without nuts', /peanut/],
      ['feijoada', 'no pork', /pork|bacon|sausage|ribs|ham\b/],
    ];
    for (const [id, p, bad] of cases) {
      const lang = /sem/.test(p) ? 'pt-BR' : 'en';
      const r = modify(id, lang, { customPrompt: p });
      if (r.success) expect(fold(r.updated_recipe.ingredients.map((i) => i.name).join(' | '))).not.toMatch(bad);
      else expect(r.reasoning).toBeTruthy();
    }
  });

  it('an unknown request answers success:false with the reason and what the chef can do, recipe unchanged', () => {
    const before = classic('spaghetti-carbonara', 'en');
    const r = modify('spaghetti-carbonara', 'en', { customPrompt: 'make it sing opera' });
    expect(r.success).toBe(false);
    expect(r.reasoning).toMatch(/did not understand/);
    expect(r.reasoning).toMatch(/I can/);
    expect(r.updated_recipe.title).toBe(before.title);
    expect(r.updated_recipe.instructions).toEqual(before.instructions);
  });

  it('adjust instructions re-renders the steps for the new ingredient', () => {
    const steps = adjustOnStructure(kb, {
      currentInstructions: ['Brown the chicken for 10–12 minutes.', 'Add the chicken to the sauce.'],
      oldIngredient: 'chicken thighs',
      newIngredient: 'shrimp',
      newAmount: '',
      language: 'en',
    });
    expect(steps.join(' ')).toMatch(/shrimp/);
    expect(steps.join(' ')).not.toMatch(/chicken/);
    expect(steps[0]).toMatch(/2–3 minutes/);
  });
});
