import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  editRelevance,
  planCoherence,
  recipeCoherence,
  wishRelevance,
  type RecipeLike,
  type Suggestion,
} from './checks.ts';
import { mentionsDairy, mentionsMeat } from './rules.ts';

/**
 * The bench's checks catch what issue 17 reports and pass what reads well. If one of these fails,
 * the bench's measure has drifted (words.ts, rules.ts, checks.ts).
 */

const base = (over: Partial<RecipeLike> = {}): RecipeLike => ({
  title: 'Tomato soup',
  description: '',
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  ingredients: [
    { name: 'tomatoes, chopped', amount: '6' },
    { name: 'onion', amount: '1' },
    { name: 'olive oil', amount: '2 tbsp' },
  ],
  instructions: [
    'Soften the onion in the oil for 5 minutes.',
    'Add the tomatoes and simmer for 15 minutes, then blend.',
  ],
  tags: [],
  ...over,
});
const pt = (ingredients: [string, string][], instructions: string[], over: Partial<RecipeLike> = {}): RecipeLike =>
  base({
    title: 'Sopa de tomate',
    ingredients: ingredients.map(([amount, name]) => ({ amount, name })),
    instructions,
    ...over,
  });

describe('coherence', () => {
  it("passes the bench's own hand-written recipes", () => {
    const recipes = JSON.parse(readFileSync(new URL('./cases/recipes.json', import.meta.url), 'utf8')) as {
      lang: 'en' | 'pt-BR';
      recipe: RecipeLike;
    }[];
    for (const r of recipes) expect(recipeCoherence(r.recipe, r.lang), r.recipe.title).toEqual([]);
  });

  it('wants whole countables that agree: "1 egg", "2 eggs", never "1 1/2 eggs", "1 eggs" or "3/4 ovos"', () => {
    const eggs = (amount: string, name: string) =>
      base({ ingredients: [{ amount, name }], instructions: ['Beat the eggs and cook them.'] });
    expect(recipeCoherence(eggs('1', 'egg'), 'en')).toEqual([]);
    expect(recipeCoherence(eggs('2', 'eggs'), 'en')).toEqual([]);
    expect(recipeCoherence(eggs('1 1/2', 'eggs'), 'en').join()).toMatch(/fraction/);
    expect(recipeCoherence(eggs('1', 'eggs'), 'en').join()).toMatch(/one, but plural/);
    expect(recipeCoherence(eggs('2', 'egg'), 'en').join()).toMatch(/several, but singular/);
    const ovos = pt([['3/4', 'ovos']], ['Bata os ovos e cozinhe.']);
    expect(recipeCoherence(ovos, 'pt-BR').join()).toMatch(/fraction/);
  });

  it('reads Portuguese lines as a Brazilian writes them', () => {
    const good = pt(
      [
        ['2', 'dentes de alho picados'],
        ['1 xícara (chá)', 'de óleo'],
        ['500 g', 'de tomates maduros'],
      ],
      ['Aqueça o óleo e doure o alho.', 'Junte os tomates e cozinhe por 15 minutos.'],
    );
    expect(recipeCoherence(good, 'pt-BR')).toEqual([]);
    const bad = pt(
      [
        ['2 dentes', 'alho picado'],
        ['1 xícara (chá)', 'óleo'],
        ['500 g', 'de legumes grelhadas'],
      ],
      ['Aqueça o óleo e doure o alho.', 'Junte os legumes grelhadas e sirva.'],
      { tags: ['quick', 'vegetariana'] },
    );
    const problems = recipeCoherence(bad, 'pt-BR').join('\n');
    expect(problems).toMatch(/"2 dentes alho picado" lacks "de"/);
    expect(problems).toMatch(/"1 xícara \(chá\) óleo" lacks "de"/);
    expect(problems).toMatch(/legumes grelhadas" does not agree/);
    expect(problems).toMatch(/tag has English in Portuguese: quick/);
  });

  it('finds cooking words as ingredients, unused ingredients, request text and fat from nowhere', () => {
    const fry = base({ ingredients: [...base().ingredients, { name: 'fry, chopped', amount: '1 cup' }] });
    expect(recipeCoherence(fry, 'en').join()).toMatch(/"fry, chopped" is a cooking word/);
    const unused = base({ ingredients: [...base().ingredients, { name: 'fresh basil', amount: '1 bunch' }] });
    expect(recipeCoherence(unused, 'en').join()).toMatch(/"fresh basil" is used in no step/);
    const pasted = base({ title: 'Tomato soup bake it in the oven instead of frying' });
    expect(recipeCoherence(pasted, 'en', ['bake it in the oven instead of frying']).join()).toMatch(/pasted/);
    const rendered = base({
      instructions: ['Cook the mushrooms until the fat has rendered, then add the onion, oil and tomatoes.'],
    });
    expect(recipeCoherence(rendered, 'en').join()).toMatch(/fat nothing renders/);
  });

  it('lets ground meat render its fat', () => {
    const mince = base({
      ingredients: [...base().ingredients, { name: 'ground beef', amount: '500 g' }],
      instructions: [
        'Brown the ground beef until the fat has rendered, then soften the onion in the oil.',
        ...base().instructions,
      ],
    });
    expect(recipeCoherence(mince, 'en').join()).not.toMatch(/fat nothing renders/);
    const carne = base({
      ingredients: [...base().ingredients, { name: 'carne moída', amount: '500 g' }],
      instructions: ['Doure a carne moída até soltar a gordura; tomatoes, onion and oil.', ...base().instructions],
    });
    expect(recipeCoherence(carne, 'en').join()).not.toMatch(/fat nothing renders/);
  });

  it("lets a wish's recipe be titled with the dish it names, never with the rest of the request", () => {
    const risoto = pt([['1 xícara (chá)', 'arroz arbóreo']], ['Cozinhe o arroz arbóreo.'], {
      title: 'Risoto de quiabo',
    });
    const named = recipeCoherence(risoto, 'pt-BR', ['risoto de quiabo'], undefined, true).join();
    expect(named).not.toMatch(/pasted/);
    // Not for edits, and not when the wish says more than a dish's name.
    expect(recipeCoherence(risoto, 'pt-BR', ['risoto de quiabo']).join()).toMatch(/pasted/);
    const long = base({ title: 'Tomato soup for 2 people without onions' });
    expect(recipeCoherence(long, 'en', ['tomato soup for 2 people without onions'], undefined, true).join()).toMatch(
      /pasted/,
    );
    const inStep = base({
      instructions: ['Make the risoto de quiabo: soften the onion in the oil, add the tomatoes.'],
    });
    expect(recipeCoherence(inStep, 'en', ['risoto de quiabo'], undefined, true).join()).toMatch(/pasted/);
  });
});

describe('false positives the bench once reported', () => {
  it('reads "mince" as the verb before what is minced, and as meat after beef', () => {
    expect(mentionsMeat('Mince the garlic and ginger.')).toBeNull();
    expect(mentionsMeat('Peel and finely mince 2 cloves of garlic.')).toBeNull();
    expect(mentionsMeat('Brown the mince with the onion.')).toBe('mince');
    expect(mentionsMeat('500 g beef mince')).toBe('beef');
  });

  it('does not read plant-based cheese as dairy, but still reads cheese', () => {
    expect(mentionsDairy('plant-based cheese, grated')).toBeNull();
    expect(mentionsDairy('grated cheese')).toBe('cheese');
  });

  it('reads "2 egg yolks" as plural and "1 colher (sopa) mais 1 colher (chá) de sal" as measure then "de"', () => {
    const yolks = base({ ingredients: [{ amount: '2', name: 'egg yolks' }], instructions: ['Whisk the yolks.'] });
    expect(recipeCoherence(yolks, 'en')).toEqual([]);
    expect(
      recipeCoherence(
        base({ ingredients: [{ amount: '2', name: 'egg, beaten' }], instructions: ['Beat the egg.'] }),
        'en',
      ).join(),
    ).toMatch(/several, but singular/);
    const sum = pt(
      [
        ['1 colher (sopa) mais 1 colher (chá)', 'de sal'],
        ['1 xícara (chá) + 2 colheres (sopa)', 'de açúcar'],
      ],
      ['Misture o sal e o açúcar.'],
    );
    expect(recipeCoherence(sum, 'pt-BR')).toEqual([]);
    const noDe = pt([['1 colher (sopa) mais 1 colher (chá)', 'sal']], ['Misture o sal.']);
    expect(recipeCoherence(noDe, 'pt-BR').join()).toMatch(/lacks "de"/);
  });

  it('does not take a Portuguese dish name for a pasted request, but still finds a pasted request', () => {
    const risoto = pt([['300 g', 'de quiabo']], ['Refogue o quiabo.'], { title: 'Risoto de quiabo' });
    expect(recipeCoherence(risoto, 'pt-BR', ['risoto de quiabo'], undefined, true)).toEqual([]);
    const pasted = pt([['300 g', 'de quiabo']], ['Refogue o quiabo.'], {
      title: 'Quiabo asse no forno em vez de fritar',
    });
    expect(recipeCoherence(pasted, 'pt-BR', ['asse no forno em vez de fritar'], undefined, true).join()).toMatch(
      /pasted/,
    );
    const cookies = base({ title: 'Peanut butter cookies' });
    expect(recipeCoherence(cookies, 'en', ['peanut butter cookies'], undefined, true)).toEqual([]);
    const inStep = base({ instructions: ['Make peanut butter cookies.', 'Add the onion, oil and tomatoes.'] });
    expect(recipeCoherence(inStep, 'en', ['peanut butter cookies']).join()).toMatch(/pasted/);
    const wish = base({ title: 'Peanut butter cookies for two people' });
    expect(recipeCoherence(wish, 'en', ['peanut butter cookies for two people']).join()).toMatch(/pasted/);
  });

  it('finds "limões" of a line in "o limão" of a step; skin-on thighs have fat to render', () => {
    const lime = pt(
      [
        ['2', 'limões espremidos'],
        ['2', 'limões-sicilianos'],
      ],
      ['Tempere com o suco de limão e as raspas do limão-siciliano.'],
    );
    expect(recipeCoherence(lime, 'pt-BR')).toEqual([]);
    const thighs = base({
      ingredients: [{ amount: '4', name: 'bone-in, skin-on chicken thighs' }],
      instructions: ['Brown the chicken thighs skin side down until the fat has rendered.'],
    });
    expect(recipeCoherence(thighs, 'en')).toEqual([]);
  });
});

describe('relevance', () => {
  it('wants the family, every named ingredient and no other centre protein ("fish tacos" are not beef tacos)', () => {
    const beefTacos = base({
      title: 'Ground beef tacos',
      ingredients: [
        { name: 'ground beef', amount: '1 lb' },
        { name: 'fish', amount: '7 oz' },
        { name: 'tortillas', amount: '8' },
      ],
      instructions: ['Brown the beef, add the fish and fill the tortillas.'],
    });
    const problems = wishRelevance(beefTacos, 'en', { family: 'tacos', ingredients: ['fish'], forbids: [] }).join();
    expect(problems).toMatch(/asked for fish, also has beef/);
    expect(
      wishRelevance(base(), 'en', {
        family: 'soup',
        ingredients: ['tomato'],
        forbids: ['meat'],
        servings: 4,
        maxMinutes: 30,
      }),
    ).toEqual([]);
    expect(wishRelevance(base(), 'en', { family: 'soup', ingredients: [], forbids: [], servings: 2 }).join()).toMatch(
      /serves 4, asked for 2/,
    );
  });

  it('names families the same way in both languages (lassi, scones, overnight oats) and spellings (omelet)', () => {
    const lassi = base({ title: 'Lassi de manga' });
    expect(wishRelevance(lassi, 'pt-BR', { family: 'smoothie', ingredients: [], forbids: [] })).toEqual([]);
    const scones = base({ title: 'Scones britânicos' });
    expect(wishRelevance(scones, 'pt-BR', { family: 'quickBread', ingredients: [], forbids: [] })).toEqual([]);
    const omelet = base({ title: 'Omelet with Minas Cheese' });
    expect(wishRelevance(omelet, 'en', { family: 'omelette', ingredients: [], forbids: [] })).toEqual([]);
    const oats = base({ title: 'Overnight oats com frutas' });
    expect(wishRelevance(oats, 'pt-BR', { family: 'porridge', ingredients: [], forbids: [] })).toEqual([]);
    expect(
      wishRelevance(base({ title: 'Bolo de cenoura' }), 'pt-BR', { family: 'smoothie', ingredients: [], forbids: [] }),
    ).not.toEqual([]);
  });

  it('knows guava paste is a dessert and starch noodles have no gluten', () => {
    const romeu = base({
      title: 'Romeu e Julieta',
      ingredients: [
        { name: 'goiabada', amount: '200 g' },
        { name: 'queijo minas', amount: '200 g' },
      ],
    });
    expect(wishRelevance(romeu, 'pt-BR', { course: 'dessert', ingredients: [], forbids: [] })).toEqual([]);
    const japchae = base({ ingredients: [{ name: 'korean sweet potato starch noodles', amount: '200 g' }] });
    expect(wishRelevance(japchae, 'en', { ingredients: [], forbids: ['gluten'] })).toEqual([]);
    const wheat = base({ ingredients: [{ name: 'egg noodles', amount: '200 g' }] });
    expect(wishRelevance(wheat, 'en', { ingredients: [], forbids: ['gluten'] }).join()).toMatch(/gluten/);
  });

  it('holds the avoid list: no ham in a "no pork" wish', () => {
    const croque = base({
      title: 'Croque monsieur',
      ingredients: [{ name: 'ham', amount: '4 slices' }],
      instructions: ['Layer the ham.'],
    });
    expect(wishRelevance(croque, 'en', { family: 'sandwich', ingredients: [], forbids: ['pork'] }).join()).toMatch(
      /pork/,
    );
  });

  it('wants an unknown request to answer success false and leave the recipe alone', () => {
    const before = base();
    const after = { ...base(), ingredients: before.ingredients.map((i) => ({ name: i.name, amount: i.amount ?? '' })) };
    expect(
      editRelevance(
        before,
        { success: false, updated_recipe: after, summary: 'No', reasoning: 'Unknown' },
        'en',
        'en',
        { kind: 'unknown' },
      ),
    ).toEqual([]);
    expect(
      editRelevance(before, { success: true, updated_recipe: after, summary: 'Ok', reasoning: 'Done' }, 'en', 'en', {
        kind: 'unknown',
      }).join(),
    ).toMatch(/success: true/);
  });
});

describe('plans', () => {
  const meal = (date: string, mealType: string, recipeTitle: string): Suggestion => ({
    ...base(),
    date,
    mealType,
    recipeTitle,
    recipeDescription: '',
  });
  it('serves mains for lunch and dinner, none twice', () => {
    const problems = planCoherence(
      [
        meal('2026-03-02', 'dinner', 'Vinagrete'),
        meal('2026-03-02', 'lunch', 'Chili'),
        meal('2026-03-03', 'dinner', 'Chili'),
      ],
      'en',
    ).join('\n');
    expect(problems).toMatch(/side, not a main: "Vinagrete"/);
    expect(problems).toMatch(/"Chili" served twice/);
    expect(planCoherence([meal('2026-03-02', 'dinner', 'Spring rolls with peanut sauce')], 'en')).toEqual([]);
  });
});
