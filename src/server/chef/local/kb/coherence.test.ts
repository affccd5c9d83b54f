import { describe, expect, it } from 'vitest';
import { ZMealPlanRequest, ZModifyRequest } from '../../../../shared/schemas/chef.ts';
import type { TChefRecipe } from '../../../../shared/schemas/chef.ts';
import { fold } from '../text.ts';
import { dishFromRecipe, scaleDish } from './build.ts';
import { enforce } from './restrictions.ts';
import { knowledge } from './load.ts';
import { modifyOnStructure } from './edit/modify.ts';
import { renderDish } from './render/render-dish.ts';
import type { TDietCat } from './schema.ts';
import { planWeek } from './week.ts';

/**
 * Coherence by kind: whatever a diet, an avoid list, a scale or an edit does to a classic, every
 * ingredient is named in a step, counts read whole and agree, Portuguese lines agree, and no step
 * cooks in fat the dish does not have.
 */
const kb = knowledge();
type L = 'en' | 'pt-BR';
const avoided = (id: string, cats: TDietCat[], lang: L) => {
  const d = dishFromRecipe(kb.recipeById.get(id)!);
  expect(enforce(kb, d, { avoidCats: cats, avoidKeys: [] })).not.toBeNull();
  return renderDish(kb, d, lang);
};
const steps = (r: { instructions: string[] }) => fold(r.instructions.join(' \n '));
/** The words of an ingredient line that name it (no amounts, cuts or grammar words). */
const nameWords = (name: string) =>
  fold(name.replace(/\(.*?\)/g, ' ').split(',')[0]!)
    .split(/[^a-z-]+/)
    .filter((w) => w.length > 2 && !/^(para|com|sem)$|^(cortad|picad|fatiad|ralad|fresc|grand|pequen)/.test(w));
const usedInSomeStep = (r: { ingredients: { name: string }[]; instructions: string[] }) =>
  r.ingredients
    .filter(
      (i) =>
        !nameWords(i.name).some((w) =>
          steps(r).includes(
            w
              .replace(/[oa]es$/, 'ao')
              .replace(/s$/, '')
              .slice(0, 5),
          ),
        ),
    )
    .map((i) => i.name);

describe('a swap re-renders the steps of a classic', () => {
  it('names the substitute where the hand-written step named the original ("crema" → coconut cream)', () => {
    const r = avoided('chilaquiles-verdes', ['dairy'], 'en');
    expect(r.ingredients.map((i) => i.name)).toContain('coconut cream');
    expect(steps(r)).toMatch(/coconut cream/);
    expect(steps(r)).not.toMatch(/\bcrema\b/);
  });

  it('names the new ingredient in Portuguese with the article it takes ("o bacalhau" → "o tofu firme")', () => {
    const r = avoided('bacalhau-a-bras', ['fish'], 'pt-BR');
    expect(steps(r)).toMatch(/o tofu firme/);
    expect(steps(r)).not.toMatch(/bacalhau/);
  });

  it('a week plan with an avoid list names every ingredient in some step, in both languages', () => {
    for (const [lang, restrictions] of [
      ['en', 'vegan'],
      ['pt-BR', 'sem lactose, sem porco'],
    ] as const) {
      const { suggestions } = planWeek(
        kb,
        ZMealPlanRequest.parse({
          startDate: '2026-03-02',
          endDate: '2026-03-08',
          dietaryRestrictions: restrictions,
          peopleCount: 3,
          language: lang,
        }),
        [],
        'metric',
      );
      expect(suggestions.length).toBeGreaterThan(20);
      for (const s of suggestions) expect(usedInSomeStep(s), `${lang} ${s.recipeTitle}`).toEqual([]);
    }
  });

  it('an ingredient the hand-written steps never named joins a step (the frying oil of the arepas)', () => {
    const r = renderDish(kb, dishFromRecipe(kb.recipeById.get('arepas-con-queso')!), 'en');
    expect(steps(r)).toMatch(/vegetable oil/);
  });
});

describe('counts and Portuguese agreement', () => {
  it('scaled eggs stay whole and agree; onions may be halved', () => {
    for (const servings of [1, 3, 5]) {
      const d = dishFromRecipe(kb.recipeById.get('shakshuka')!);
      scaleDish(d, servings);
      const r = renderDish(kb, d, 'en');
      const eggs = r.ingredients.find((i) => /\beggs?\b/.test(i.name))!;
      expect(eggs.amount, `${servings}`).toMatch(/^\d+$/);
      expect(eggs.name, `${servings}`).toMatch(Number(eggs.amount) === 1 ? /\begg\b/ : /\beggs\b/);
    }
    const d = dishFromRecipe(kb.recipeById.get('moqueca-baiana')!);
    scaleDish(d, 1);
    const r = renderDish(kb, d, 'pt-BR');
    expect(r.ingredients.find((i) => /cebola/.test(i.name))!.amount).toBe('1/2');
    expect(r.ingredients.find((i) => /lim/.test(i.name))!.name).toMatch(/^limão/);
  });

  it('a swapped line follows its bare count: 4 pork chops become "4 peitos de frango"', () => {
    const r = avoided('pork-schnitzel', ['pork'], 'pt-BR');
    const line = r.ingredients.find((i) => /frango/.test(i.name))!;
    expect(`${line.amount} ${line.name}`).toMatch(/^4 peitos de frango cortados/);
  });

  it('a participle written for the old ingredient agrees with the new one', () => {
    expect(avoided('steak-with-chimichurri', ['beef'], 'pt-BR').title).toMatch(/^Cogumelos Grelhados/);
    const healthy = modifyOnStructure(
      kb,
      ZModifyRequest.parse({
        action: 'healthy',
        currentRecipe: renderDish(kb, dishFromRecipe(kb.recipeById.get('banana-bread')!), 'pt-BR'),
        language: 'pt-BR',
      }),
    );
    expect(steps(healthy.updated_recipe)).toMatch(/o azeite derretido/);
  });

  it('pieces of the ingredient carry the agreement, cans and bunches do not; "de" after every measure', () => {
    const d = dishFromRecipe(kb.recipeById.get('classic-roast-chicken')!);
    scaleDish(d, 8);
    const lines = renderDish(kb, d, 'pt-BR').ingredients.map((i) => `${i.amount} ${i.name}`);
    expect(lines.find((l) => /cabeças de alho/.test(l))).toMatch(/cortadas/);
    const bobo = renderDish(kb, dishFromRecipe(kb.recipeById.get('bobo-de-camarao')!), 'pt-BR');
    expect(bobo.ingredients.map((i) => `${i.amount} ${i.name}`)).toContain('1/2 maço de coentro picado');
    for (const i of bobo.ingredients)
      if (/(colher|xícara|dente|lata|maço|g|ml)s?\b/.test(i.amount)) expect(i.name).toMatch(/^(de|do|da)\s/);
  });

  it('Portuguese titles of the classics carry no English', () => {
    const english = /\b(and|with|fish|grilled|cheese|baked|beans|bread|toast|sticky|pie)\b/i;
    for (const r of kb.recipes) expect(r.title['pt-BR'], r.id).not.toMatch(english);
  });
});

describe('fat is rendered only from something fatty', () => {
  it('carbonara without pork and teriyaki with tofu cook in the pan', () => {
    for (const lang of ['en', 'pt-BR'] as const) {
      const carbonara = avoided('spaghetti-carbonara', ['pork'], lang);
      expect(steps(carbonara)).not.toMatch(/render|\bin the fat\b|na gordura|soltar a gordura|gordura derreter/);
      const teriyaki = avoided('chicken-teriyaki', ['poultry'], lang);
      expect(steps(teriyaki)).not.toMatch(/render|skin|\bpele\b/);
    }
  });

  it('removing the bacon of a recipe the cook wrote drops its fat and its verb', () => {
    const recipe: TChefRecipe = {
      title: 'Frango com quiabo',
      description: '',
      prepTime: 15,
      cookTime: 40,
      servings: 4,
      difficulty: 'Easy',
      ingredients: [
        { name: 'coxas de frango', amount: '800 g' },
        { name: 'de bacon em cubos', amount: '100 g' },
        { name: 'de quiabo', amount: '300 g' },
        { name: 'de óleo', amount: '2 colheres (sopa)' },
      ],
      instructions: [
        'Aqueça o óleo, frite o bacon e doure o frango na gordura por 10 minutos.',
        'Junte o quiabo e cozinhe por 15 minutos.',
      ],
      tags: [],
      tips: [],
    };
    const out = modifyOnStructure(
      kb,
      ZModifyRequest.parse({ customPrompt: 'sem bacon', currentRecipe: recipe, language: 'pt-BR' }),
    );
    expect(out.success).toBe(true);
    expect(out.updated_recipe.instructions[0]).toBe('Aqueça o óleo, doure o frango na panela por 10 minutos.');
  });
});

describe('edits carry out what was asked', () => {
  const stew: TChefRecipe = {
    title: 'Beef stew',
    description: '',
    prepTime: 20,
    cookTime: 120,
    servings: 6,
    difficulty: 'Medium',
    ingredients: [
      { name: 'beef chuck, cubed', amount: '2 lb' },
      { name: 'onion, chopped', amount: '1' },
      { name: 'beef stock', amount: '4 cups' },
      { name: 'carrots, sliced', amount: '3' },
    ],
    instructions: [
      'Brown the beef in batches.',
      'Add the onion and carrots, pour in the stock and simmer for 2 hours.',
    ],
    tags: [],
    tips: [],
  };
  const edit = (currentRecipe: TChefRecipe, customPrompt: string, language: L = 'en') =>
    modifyOnStructure(kb, ZModifyRequest.parse({ customPrompt, currentRecipe, language }));

  it('"chickpeas instead of beef" leaves no beef, the stock included', () => {
    const out = edit(stew, 'use chickpeas instead of beef');
    expect(out.success).toBe(true);
    expect(fold(out.updated_recipe.ingredients.map((i) => i.name).join(' '))).not.toMatch(/beef/);
    expect(steps(out.updated_recipe)).not.toMatch(/beef/);
  });

  it('a stir-fry goes into the air fryer; "menos apimentado" is milder; "tenho alergia" is a reason', () => {
    const stirfry: TChefRecipe = {
      ...stew,
      title: 'Chicken stir-fry',
      ingredients: [
        { name: 'chicken breast, sliced', amount: '1 lb' },
        { name: 'broccoli florets', amount: '3 cups' },
        { name: 'vegetable oil', amount: '2 tbsp' },
      ],
      instructions: ['Heat the oil in a wok and stir-fry the chicken for 5 minutes.', 'Add the broccoli and toss.'],
    };
    const air = edit(stirfry, 'cook it in an air fryer');
    expect(air.success).toBe(true);
    expect(steps(air.updated_recipe)).toMatch(/air fryer/);
    const hot: TChefRecipe = {
      ...stew,
      title: 'Camarão apimentado',
      ingredients: [
        { name: 'de camarão', amount: '500 g' },
        { name: 'de pimenta calabresa', amount: '1 colher (chá)' },
      ],
      instructions: ['Doure o camarão com a pimenta calabresa.'],
    };
    const mild = edit(hot, 'deixe menos apimentado', 'pt-BR');
    expect(mild.success).toBe(true);
    expect(fold(mild.updated_recipe.ingredients.map((i) => i.name).join(' '))).not.toMatch(/pimenta/);
    expect(edit(stew, 'sem cenoura, tenho alergia', 'pt-BR').success).toBe(true);
  });

  it('cookies go into the air fryer: the fryer is heated, not the oven; a grill is still refused', () => {
    const cookies: TChefRecipe = {
      ...stew,
      title: 'Chocolate chip cookies',
      ingredients: [
        { name: 'flour', amount: '2 cups' },
        { name: 'butter', amount: '1 cup' },
        { name: 'chocolate chips', amount: '1 cup' },
      ],
      instructions: [
        'Heat the oven to 375 °F.',
        'Beat the butter, stir in the flour and the chocolate chips.',
        'Drop spoonfuls onto a baking sheet and bake for 10 to 12 minutes.',
      ],
    };
    const air = edit(cookies, 'cook it in an air fryer');
    expect(air.success).toBe(true);
    expect(steps(air.updated_recipe)).toMatch(/air fryer/);
    expect(steps(air.updated_recipe)).not.toMatch(/oven|baking sheet/);
    expect(edit(cookies, 'cook it on the grill').success).toBe(false);
  });

  it('a stew in the air fryer: the meat goes in, the onions and tomatoes stay in the pot', () => {
    const picadinho = renderDish(kb, dishFromRecipe(kb.recipeById.get('picadinho')!), 'pt-BR');
    const out = edit(picadinho as TChefRecipe, 'faça na air fryer', 'pt-BR');
    expect(out.success).toBe(true);
    const text = steps(out.updated_recipe);
    expect(text).toMatch(/fritadeira sem oleo/);
    expect(text).toMatch(/refogue a cebola/);
    expect(text).not.toMatch(/frite os tomates/);
  });
});
