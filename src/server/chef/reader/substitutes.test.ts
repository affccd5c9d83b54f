import { describe, expect, it } from 'vitest';
import { knowledgeRoom } from '../../knowledge/room.ts';
import { CookbookChef } from '../cookbook/cookbook-chef.ts';
import { functionsIn } from './substitutes.ts';

const chef = new CookbookChef();
const room = knowledgeRoom();
const opts = { unitSystem: 'imperial' as const };
const ask = async (
  ingredient: string,
  language: 'en' | 'pt-BR',
  recipeTitle = 'Dinner',
  recipeInstructions: string[] = [],
  amount?: string,
) =>
  (
    await chef.findSubstitutes(
      { ingredient, recipeTitle, recipeInstructions, language, ...(amount ? { amount } : {}) },
      opts,
    )
  ).substitutes;

describe('findSubstitutes: from the food records, by what the ingredient does in the dish', () => {
  it('gochujang in a sauce takes chili pastes, not soy sauces', async () => {
    const subs = await ask('gochujang', 'en', 'Tteokbokki', ['Stir the gochujang into the stock and simmer.']);
    const names = subs.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['sriracha', 'doubanjiang']));
    expect(names.join(' ')).not.toMatch(/tamari|soy/);
  });

  it('eggs in a cake bind: flax egg first; eggs a dish is named for are the main ingredient', async () => {
    const cake = await ask('eggs', 'en', 'Banana cake', ['Bake for 40 minutes.'], '2');
    expect(cake[0]!.name).toBe('flax eggs');
    expect(cake[0]!.amount).toBe('2');
    expect(cake.map((s) => s.name)).not.toContain('firm tofu');
    const scrambled = await ask('eggs', 'en', 'Scrambled eggs', ['Whisk the eggs and cook them in the butter.'], '4');
    expect(scrambled.map((s) => s.name)).not.toContain('flax eggs');
    expect(scrambled.map((s) => s.name)).toContain('firm tofu');
    expect(functionsIn(room, 'egg', 'Scrambled eggs', [], 'en')).toContain('main');
  });

  it('counts a substitute of another size by weight: grams of tofu, fewer bananas, one flax egg per egg', async () => {
    const metric = { unitSystem: 'metric' as const };
    const scrambled = await chef.findSubstitutes(
      { ingredient: 'eggs', amount: '4', recipeTitle: 'Scrambled eggs', language: 'en' },
      metric,
    );
    expect(scrambled.substitutes.find((s) => s.name === 'firm tofu')!.amount).toBe('320 g');
    const cake = await chef.findSubstitutes(
      {
        ingredient: 'ovos',
        amount: '2',
        recipeTitle: 'Bolo',
        recipeInstructions: ['Asse por 40 minutos.'],
        language: 'pt-BR',
      },
      metric,
    );
    expect(cake.substitutes.find((s) => /banana/.test(s.name))).toMatchObject({ name: 'banana', amount: '1' });
    expect(cake.substitutes.find((s) => /linhaça/.test(s.name))).toMatchObject({
      name: 'ovos de linhaça',
      amount: '2',
    });
  });

  it('butter melted in a pan is a fat: olive oil at ¾, scaled to the recipe amount', async () => {
    const subs = await ask('butter', 'en', 'Garlic mushrooms', ['Melt the butter and sauté the mushrooms.'], '4 tbsp');
    expect(subs.length).toBeGreaterThanOrEqual(3);
    expect(subs.length).toBeLessThanOrEqual(4);
    expect(subs.find((s) => s.name === 'olive oil')!.amount).toBe('3 tbsp');
    expect(
      functionsIn(room, 'butter', 'Garlic mushrooms', ['Melt the butter and sauté the mushrooms.'], 'en'),
    ).toContain('fat');
  });

  it('says the amount in words when the recipe gives none, in the request language', async () => {
    expect((await ask('butter', 'en', 'Cake', ['Bake.'])).map((s) => s.amount)).toEqual(
      expect.arrayContaining(['same amount', '¾ of the amount']),
    );
    expect((await ask('manteiga', 'pt-BR', 'Bolo', ['Asse.'])).map((s) => s.amount)).toEqual(
      expect.arrayContaining(['mesma quantidade', '¾ da quantidade']),
    );
    expect((await ask('gelatin', 'en', 'Panna cotta'))[0]).toMatchObject({
      name: 'agar-agar',
      amount: 'half the amount',
    });
  });

  it('answers in Portuguese for a Portuguese request, names and notes', async () => {
    const subs = await ask('leite', 'pt-BR', 'Bolo de fubá', ['Asse por 40 minutos.'], '1 xícara');
    const oat = subs.find((s) => /aveia/.test(s.name))!;
    expect(oat.amount).toBe('1 xícara');
    expect(oat.notes).toMatch(/quantidade/);
    // An ingredient written in English, asked from a Portuguese screen, is answered in Portuguese.
    const cream = await ask('heavy cream', 'pt-BR', 'Molho');
    expect(cream.map((s) => s.name)).toContain('creme de coco');
  });

  it.each([
    ['chicken', 'en', /tofu|chickpeas|jackfruit/],
    ['frango', 'pt-BR', /tofu|grão-de-bico|jaca/],
    ['ground beef', 'en', /lentil|mushroom/],
    ['heavy cream', 'en', /coconut cream/],
    ['sour cream', 'en', /Greek yogurt/i],
    ['creme de leite', 'pt-BR', /creme de coco/],
    ['soy sauce', 'en', /tamari/],
    ['farinha de trigo', 'pt-BR', /sem glúten/],
    ['honey', 'en', /maple syrup/],
    ['gelatin', 'en', /agar/],
    ['leeks', 'en', /onion/],
    ['alho-poró', 'pt-BR', /cebola/],
    ['queijo', 'pt-BR', /queijo vegano|levedura/],
  ] as const)('%s → %s', async (ingredient, lang, expected) => {
    const subs = await ask(ingredient, lang);
    expect(subs.map((s) => s.name).join(' | ')).toMatch(expected);
    for (const s of subs) {
      expect(s.amount.length).toBeGreaterThan(0);
      expect(s.notes.length).toBeGreaterThan(0);
    }
  });

  it('gives a note in the language when the record has none', async () => {
    const en = await ask('chicken', 'en');
    expect(en.find((s) => s.name === 'chicken thigh')!.notes).toBe(
      'Takes the place of the main ingredient; taste as you go.',
    );
  });

  it('returns an empty list for what the room does not know, rather than inventing', async () => {
    expect(await ask('xyzzy powder', 'en', 'x')).toEqual([]);
    // Water is a food, with nothing to stand in for it.
    expect(await ask('water', 'en', 'Soup')).toEqual([]);
  });

  it('accepts the instructions as one text', async () => {
    const { substitutes } = await chef.findSubstitutes(
      { ingredient: 'milk', recipeTitle: 'Pancakes', recipeInstructions: 'Mix.\nCook.', language: 'en' },
      opts,
    );
    expect(substitutes.length).toBeGreaterThan(0);
  });
});
