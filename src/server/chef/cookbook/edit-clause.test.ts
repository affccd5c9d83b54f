import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { createChef } from '../index.ts';

/**
 * A food cooked in a step with others leaves that step (issue 31, reader 5b): its clause goes, the
 * rest of the sentence stays whole in both languages, the title and the note say what is left, a
 * pronoun or participle about the food agrees with it, and a swap for a food the dish already
 * has gives that food more weight.
 */
const chef = createChef({});
type Lang = 'en' | 'pt-BR';
const metric = { unitSystem: 'metric' as const };

async function first(dishType: string, language: Lang) {
  const res = await chef.generateRecipes({ dishType, recipeCount: 1, language }, metric);
  expect(res.recipes.length).toBe(1);
  return res.recipes[0]!;
}

async function edit(recipe: TRecipeDraft, request: string, language: Lang) {
  return chef.modifyRecipe({ currentRecipe: recipe, customPrompt: request, language }, metric);
}

const text = (r: TRecipeDraft) =>
  [r.title, r.description, ...r.instructions, ...r.ingredients.map((i) => i.name)].join('\n');

describe('a food browned first in a shared pan leaves its clause of the step', () => {
  it.each([
    ['jambalaya', 'leave out the andouille', 'en', /sausage|andouille/i],
    ['jambalaya', 'não quero linguiça', 'pt-BR', /linguiça|andouille/i],
    ['macarrão com salsicha', 'no hot dogs, my kid is vegetarian', 'en', /hot dog/i],
    ['macarrão com salsicha', 'faz sem a salsicha', 'pt-BR', /salsicha/i],
  ] as const)('%s: "%s"', async (dish, request, lang, food) => {
    const recipe = await first(dish, lang);
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    const r = res.updated_recipe;
    expect(text(r)).not.toMatch(food);
    // The fat the food browned in still heats: the step keeps its first clause, a whole sentence.
    expect(r.instructions[0]).toMatch(/^(?:Heat the|Aqueça o) (?:vegetable )?(?:oil|óleo) [^.]*\.(?: [A-Z][^.]*\.)*$/);
    expect(r.instructions.join(' ')).not.toMatch(/\b(?:and|e)\s*[.,]|,\s*\.|^\s*[a-z]/m);
    // Nothing the food left behind: no "Lift it out" / "Retire" about it, no "add to the".
    expect(r.instructions[0]).not.toMatch(/Lift it out|Retire, deixando/);
    expect(r.instructions.length).toBe(recipe.instructions.length);
  });

  it('a swap for more of a food the dish has: the sausage for extra chicken', async () => {
    const recipe = await first('jambalaya', 'en');
    const res = await edit(recipe, 'swap the sausage for more chicken', 'en');
    expect(res.success, res.summary).toBe(true);
    const r = res.updated_recipe;
    expect(text(r)).not.toMatch(/sausage/i);
    const chicken = r.ingredients.filter((i) => /chicken thigh/.test(i.name));
    expect(chicken).toHaveLength(1);
    expect(chicken[0]!.amount).toBe('1 kg');
    expect(r.instructions.join(' ')).not.toMatch(/chicken and chicken|to the chicken/);
  });

  it('the pronoun and participle of a refusal or a note follow the food’s gender', async () => {
    const res = await edit(await first('jambalaya', 'pt-BR'), 'sem linguiça', 'pt-BR');
    expect(res.summary).toMatch(/a linguiça defumada, .* ela era cozida/);
    expect(res.summary).not.toMatch(/ele é cozido|ele era cozido/);
  });
});

describe('still refused where the food is the dish', () => {
  it('a stew built on its meats keeps them (feijoada without pork)', async () => {
    const res = await edit(await first('feijoada', 'pt-BR'), 'sem porco', 'pt-BR');
    expect(res.success).toBe(false);
  });
});
