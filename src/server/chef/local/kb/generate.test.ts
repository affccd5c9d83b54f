import { describe, expect, it } from 'vitest';
import { fold } from '../text.ts';
import { generate } from './generate.ts';
import { knowledge } from './load.ts';

const kb = knowledge();
const gen = (
  dishType: string,
  language: 'en' | 'pt-BR' = 'en',
  extra: Partial<{ preferences: string; recipeCount: number; timeLimit: string }> = {},
) =>
  generate(kb, {
    dishType,
    timeLimit: extra.timeLimit ?? '',
    preferences: extra.preferences ?? '',
    recipeCount: extra.recipeCount ?? 3,
    availableIngredients: [],
    language,
    unitSystem: 'metric',
  });
const text = (r: { title: string; ingredients: { name: string }[]; instructions: string[] }) =>
  fold([r.title, ...r.ingredients.map((i) => i.name), ...r.instructions].join(' '));

describe('generation gives the dish that was asked for', () => {
  // Family + ingredient wishes in both languages: every recipe is of the family and has the ingredient.
  const cases: [string, 'en' | 'pt-BR', RegExp, RegExp][] = [
    ['tofu stir-fry with broccoli', 'en', /stir-fry|stir-fried/, /tofu/],
    ['fish tacos', 'en', /taco/, /fish/],
    ['shrimp curry', 'en', /curry/, /shrimp/],
    ['chickpea stew', 'en', /stew/, /chickpea/],
    ['salmon grain bowl', 'en', /bowl/, /salmon/],
    ['mushroom risotto', 'en', /risotto/, /mushroom/],
    ['banana pancakes', 'en', /pancake/, /banana/],
    ['strawberry smoothie', 'en', /smoothie/, /strawberr/],
    ['curry de grão-de-bico', 'pt-BR', /curry/, /grao-de-bico/],
    ['tacos de frango', 'pt-BR', /taco|fajita|burrito|wrap|quesadilla/, /frango/],
    ['sopa de abóbora', 'pt-BR', /sopa/, /abobora/],
    ['espetinho de camarão', 'pt-BR', /espetinho/, /camar/],
    ['bolo de banana', 'pt-BR', /bolo|pao de banana/, /banana/],
    ['macarrão com atum', 'pt-BR', /espaguete|penne|macarrao/, /atum/],
  ];
  for (const [wish, lang, family, ingredient] of cases) {
    it(`${lang}: ${wish}`, () => {
      const { recipes } = gen(wish, lang);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) {
        expect(fold(r.title), r.title).toMatch(family);
        expect(text(r)).toMatch(ingredient);
      }
    });
  }

  it('a vegan dessert is a dessert with no animal products', () => {
    for (const lang of ['en', 'pt-BR'] as const) {
      const { recipes } = gen(lang === 'en' ? 'a vegan dessert' : 'uma sobremesa vegana', lang);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) {
        const names = fold(r.ingredients.map((i) => i.name).join(' | ')).replace(
          /(flax eggs?|ovos? de linhaca)[^|]*|(oat|soy|coconut) milk|coconut cream/g,
          '',
        );
        expect(names).not.toMatch(
          /\b(butter|milk|egg|eggs|cream|honey|manteiga|ovo|ovos|mel)\b(?! de linhaca| de aveia| de soja| de coco)/,
        );
        expect(names).not.toMatch(/\bleite\b(?! de coco| condensado de coco)/);
      }
    }
  });

  it('honours the avoid list and servings ("no pork", "sem lactose", "for two", "para 6")', () => {
    const a = gen('sausage pasta with no pork for two');
    for (const r of a.recipes) {
      expect(text(r)).not.toMatch(/\b(pork|sausage|bacon|ham)\b/);
      expect(r.servings).toBe(2);
    }
    const b = gen('risoto sem lactose para 6', 'pt-BR');
    expect(b.recipes.length).toBeGreaterThan(0);
    for (const r of b.recipes) {
      expect(fold(r.ingredients.map((i) => i.name).join(' '))).not.toMatch(
        /manteiga|parmesao|creme de leite|queijo|leite\b/,
      );
      expect(r.servings).toBe(6);
    }
  });

  it('counts stay whole when scaling ("2 eggs", never "1 1/2 eggs")', () => {
    for (const n of [1, 3, 5]) {
      const { recipes } = gen(`omelette for ${n}`, 'en', { recipeCount: 2 });
      for (const r of recipes)
        for (const i of r.ingredients)
          if (/\beggs?\b/.test(i.name) && /^\d/.test(i.amount)) expect(i.amount).toMatch(/^\d+$/);
    }
  });

  it('does not pad with unrelated dishes: variations of the asked dish, and a note saying so', () => {
    const { recipes, note } = gen('risotto', 'en', { recipeCount: 4 });
    for (const r of recipes) expect(r.title.toLowerCase()).toMatch(/risotto/);
    expect(note).toBeTruthy();
  });

  it('every ingredient is used in some step', () => {
    for (const wish of [
      'tempeh stir-fry',
      'chickpea and spinach curry',
      'mushroom tacos',
      'pear tart',
      'salmon sheet-pan',
    ]) {
      for (const r of gen(wish).recipes) {
        const steps = fold(r.instructions.join(' '));
        for (const i of r.ingredients) {
          const head = fold(i.name)
            .replace(/\(.*\)|,.*$/g, '')
            .trim()
            .split(/\s+/)
            .slice(-1)[0]!;
          expect(steps, `${r.title}: ${i.name}`).toContain(head.replace(/s$/, ''));
        }
      }
    }
  });

  it('a named dish takes the wanted ingredient in place of its own ("moqueca de camarão", "thai green curry with tofu")', () => {
    const a = gen('moqueca de camarão', 'pt-BR');
    expect(a.recipes.length).toBeGreaterThan(0);
    expect(fold(a.recipes[0]!.title)).toContain('moqueca');
    expect(text(a.recipes[0]!)).toMatch(/camar/);
    const b = gen('thai green curry with tofu');
    expect(fold(b.recipes[0]!.title)).toMatch(/curry/);
    expect(fold(b.recipes[0]!.ingredients.map((i) => i.name).join(' '))).toMatch(/tofu/);
    expect(fold(b.recipes[0]!.ingredients.map((i) => i.name).join(' '))).not.toMatch(/chicken/);
  });

  it('a family word alone does not pick one classic to adapt ("fish tacos" are not beef tacos with fish)', () => {
    for (const r of gen('fish tacos').recipes) expect(text(r)).not.toMatch(/beef|excess fat|breaking it up/);
  });

  it('variations of one dish say in the title what differs', () => {
    const { recipes } = gen('apple pie', 'en', { recipeCount: 2 });
    expect(new Set(recipes.map((r) => r.title)).size).toBe(recipes.length);
  });

  it('says so when it recognised nothing in the wish', () => {
    const { recipes, note } = gen('something like grandma zorblax used to make');
    expect(recipes.length).toBeGreaterThan(0);
    expect(note).toMatch(/did not recognise/);
    expect(gen('chicken curry').note ?? '').not.toMatch(/did not recognise/);
  });
});

describe('generation fills the count with relevant variations', () => {
  it('puts two wanted vegetables in a family with one vegetable slot', () => {
    const { recipes } = gen('pasta with corn and tomatoes for 3 people', 'en', { recipeCount: 2 });
    expect(recipes.length).toBe(2);
    for (const r of recipes) {
      expect(text(r)).toMatch(/corn/);
      expect(text(r)).toMatch(/tomato/);
    }
  });

  it('shortens a dish to fit the time limit and says so', () => {
    const out = gen('sopa de berinjela com tomate para 8 pessoas', 'pt-BR', {
      preferences: 'sem carne',
      timeLimit: '30min',
      recipeCount: 2,
    });
    expect(out.recipes.length).toBe(2);
    for (const r of out.recipes) expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(30);
    expect(out.note).toMatch(/tempo/);
  });

  it('varies a dish whose slots the wish fills with a companion, never meat in a plant dish', () => {
    const out = gen('risoto de quiabo', 'pt-BR', { preferences: 'sem carne', recipeCount: 3 });
    expect(out.recipes.length).toBe(3);
    expect(new Set(out.recipes.map((r) => r.title)).size).toBe(3);
    for (const r of out.recipes) expect(text(r)).toMatch(/quiabo/);
    const burgers = gen('hambúrguer de quiabo para 4 pessoas', 'pt-BR', { recipeCount: 2 }).recipes;
    expect(burgers.length).toBe(2);
    for (const r of burgers) expect(text(r)).not.toMatch(/carne|frango|bacon|linguica/);
  });

  it('reads the words of a family name as the dish, not as an ingredient or a time', () => {
    const { recipes } = gen('pão rápido, sem leite', 'pt-BR', { recipeCount: 1 });
    expect(recipes.length).toBe(1);
  });

  it('a named dish of another family gives the wish its ingredients, not its recipe', () => {
    const { recipes } = gen('omelete com feijão preto para 3 pessoas', 'pt-BR', { recipeCount: 1 });
    expect(recipes.length).toBe(1);
    expect(text(recipes[0]!)).toMatch(/ovo/);
    expect(text(recipes[0]!)).toMatch(/feijao-preto/);
    expect(recipes[0]!.title).toMatch(/omelete|fritada/i);
  });

  it('reads "eggs" as an ingredient when another family is named', () => {
    const { recipes } = gen('sheet-pan roast with eggs and broccoli', 'en', { recipeCount: 2 });
    for (const r of recipes) expect(text(r)).toMatch(/egg/);
  });
});
