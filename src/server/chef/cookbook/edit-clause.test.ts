import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { edit, first } from './test-helpers.ts';

/**
 * A food cooked in a step with others leaves that step (issue 31, reader 5b): its clause goes, the
 * rest of the sentence stays whole in both languages, the title and the note say what is left, a
 * pronoun or participle about the food agrees with it, and a swap for a food the dish already
 * has gives that food more weight.
 */

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

function own(title: string, ingredients: [string, string][], instructions: string[]): TRecipeDraft {
  return {
    title,
    description: '',
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    difficulty: 'Easy',
    ingredients: ingredients.map(([amount, name]) => ({ amount, name })),
    instructions,
    tags: [],
    tips: [],
  };
}

describe("a cook's own recipe: the food leaves the clauses that cook it with others", () => {
  it('pt-BR: "junte a calabresa e doure" goes, the onion still cooks in its oil', async () => {
    const r = own(
      'Feijão tropeiro da Lu',
      [
        ['2 colheres (sopa)', 'óleo'],
        ['1', 'cebola picada'],
        ['200 g', 'linguiça calabresa em rodelas'],
        ['500 g', 'feijão carioca cozido'],
        ['1 xícara', 'farinha de mandioca'],
      ],
      [
        'Aqueça o óleo, refogue a cebola por 3 minutos, junte a calabresa e doure por 5 minutos.',
        'Acrescente o feijão e a farinha de mandioca aos poucos, mexendo até ficar soltinho.',
      ],
    );
    const res = await edit(r, 'sem a calabresa', 'pt-BR');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.instructions[0]).toBe('Aqueça o óleo, refogue a cebola por 3 minutos.');
    expect(text(res.updated_recipe)).not.toMatch(/calabresa|linguiça/);
  });

  it('en: "Fry the bacon with the onion" becomes "Fry the onion" when there is butter to fry it in', async () => {
    const r = own(
      'Creamed Corn and Bacon',
      [
        ['2 tbsp', 'butter'],
        ['4 slices', 'bacon, chopped'],
        ['1', 'onion, diced'],
        ['3 cups', 'corn kernels'],
        ['1/2 cup', 'heavy cream'],
      ],
      [
        'Melt the butter in a skillet. Fry the bacon with the onion for 6 minutes.',
        'Add the corn and the cream and simmer for 5 minutes.',
      ],
    );
    const res = await edit(r, 'leave out the bacon', 'en');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.instructions[0]).toBe('Melt the butter in a skillet. Fry the onion for 6 minutes.');
    expect(res.updated_recipe.title).toBe('Creamed Corn');
  });

  it('refuses, saying why, when the food gave the only fat the rest cooks in', async () => {
    const r = own(
      'Arroz com bacon da vó',
      [
        ['200 g', 'bacon em cubos'],
        ['1', 'cebola picada'],
        ['2 xícaras', 'arroz'],
        ['4 xícaras', 'água'],
      ],
      ['Frite o bacon com a cebola por 5 minutos.', 'Junte o arroz e a água e cozinhe por 18 minutos.'],
    );
    const res = await edit(r, 'tira o bacon', 'pt-BR');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/O bacon é frito primeiro/);
  });
});
