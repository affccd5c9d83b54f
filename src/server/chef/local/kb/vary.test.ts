import { describe, expect, it } from 'vitest';
import { fold } from '../text.ts';
import { generate } from './generate.ts';
import { knowledge } from './load.ts';
import { understand } from './understand.ts';

/**
 * Issue 17: never pad with unrelated dishes, vary the relevant ones (another vegetable, fruit or
 * protein, the quick version of the dish) and say so in the note.
 */
const kb = knowledge();
const gen = (
  dishType: string,
  language: 'en' | 'pt-BR',
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
const names = (r: { ingredients: { name: string }[] }) => fold(r.ingredients.map((i) => i.name).join(' | '));
const wish = (dishType: string, preferences = '', language: 'en' | 'pt-BR' = 'en') =>
  understand(kb, { dishType, preferences, timeLimit: '', availableIngredients: [], language });

describe('a tight time limit gets quick variations of the dish, not other dishes', () => {
  const cases: [string, 'en' | 'pt-BR', RegExp, RegExp][] = [
    ['chicken pasta', 'en', /pasta|spaghetti|penne/, /chicken/],
    ['macarrão de frango', 'pt-BR', /macarrao|espaguete|penne/, /frango/],
    ['broccoli stir-fry', 'en', /stir-fr/, /broccoli/],
    ['omelete com brócolis', 'pt-BR', /omelete|fritada/, /brocolis/],
    ['grain bowl with tomatoes', 'en', /bowl/, /tomato/],
  ];
  for (const [dish, lang, family, ingredient] of cases)
    it(`${lang}: ${dish} in 15 minutes`, () => {
      const { recipes, note } = gen(dish, lang, { timeLimit: '15min', recipeCount: 3 });
      expect(recipes).toHaveLength(3);
      for (const r of recipes) {
        expect(r.prepTime + r.cookTime, r.title).toBeLessThanOrEqual(15);
        expect(fold(`${r.title} ${r.tags.join(' ')}`), r.title).toMatch(family);
        expect(names(r), r.title).toMatch(ingredient);
      }
      expect(new Set(recipes.map((r) => r.title)).size).toBe(3);
      expect(note).toMatch(lang === 'en' ? /fit your time/ : /caber no seu tempo/);
    });

  it('a beef curry in 30 minutes sears thin slices; with pumpkin it cannot be done', () => {
    const { recipes } = gen('curry with beef', 'en', { timeLimit: '30min', recipeCount: 2 });
    expect(recipes).toHaveLength(2);
    for (const r of recipes) {
      expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(30);
      expect(names(r)).toMatch(/steak|beef|sirloin/);
      expect(r.instructions.join(' ')).toMatch(/Return the .* to the sauce/);
    }
    // Pumpkin simmers 15–20 minutes on its own: no quick curry claims to hold it.
    const pumpkin = gen('curry with beef and pumpkin', 'en', { timeLimit: '30min', recipeCount: 1 });
    for (const r of pumpkin.recipes) expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(30);
    expect(pumpkin.recipes.filter((r) => /pumpkin/.test(names(r)))).toEqual([]);
  });

  it('returns fewer, with a note, rather than a dish that cannot be made in time', () => {
    // A beef stew is not made in 15 minutes, by any shortcut.
    const { recipes, note } = gen('beef stew', 'en', { timeLimit: '15min', recipeCount: 2 });
    for (const r of recipes) expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(15);
    expect(recipes.length).toBeLessThan(2);
    expect(note).toMatch(/did not add unrelated dishes|No recipe fits/);
  });
});

describe('a wish that fills every slot is varied one ingredient at a time', () => {
  it('en: three carrot quick breads, each with the carrot, none of another family', () => {
    const { recipes, note } = gen('quick bread with carrots', 'en', { preferences: 'no shellfish' });
    expect(recipes).toHaveLength(3);
    for (const r of recipes) {
      expect(fold(r.title)).toMatch(/bread/);
      expect(names(r)).toMatch(/carrot/);
    }
    expect(note).toMatch(/variations of the same dish/);
  });

  it('pt-BR: cookies de coco vary the mix and keep the coconut', () => {
    const { recipes } = gen('cookies de coco para quatro pessoas', 'pt-BR', { preferences: 'sem carne' });
    expect(recipes).toHaveLength(3);
    for (const r of recipes) expect(names(r)).toMatch(/coco/);
  });

  it('never adds a second centre protein beside the one asked for', () => {
    const { recipes } = gen('pancakes with chicken and spinach', 'en', { recipeCount: 3 });
    expect(recipes.length).toBe(3);
    for (const r of recipes) {
      expect(names(r)).toMatch(/chicken/);
      expect(names(r)).not.toMatch(/tuna|ham|beef|shrimp|tofu|bacon/);
    }
  });
});

describe('savoury pies, filled pancakes and savoury breakfasts', () => {
  it('a shrimp pie is a savoury pie with shrimp, not the fruit tart', () => {
    for (const [dish, lang] of [
      ['shrimp pie', 'en'],
      ['torta de camarão', 'pt-BR'],
    ] as const) {
      const { recipes } = gen(dish, lang, { recipeCount: 2 });
      expect(recipes).toHaveLength(2);
      for (const r of recipes) {
        expect(fold(r.title)).toMatch(/pie|torta/);
        expect(names(r)).toMatch(/shrimp|camar/);
        expect(names(r)).not.toMatch(/sugar|acucar|cinnamon|canela/);
      }
    }
  });

  it('an apple pie is still the sweet tart', () => {
    const { recipes } = gen('apple pie', 'en', { recipeCount: 1 });
    expect(names(recipes[0]!)).toMatch(/apple/);
    expect(names(recipes[0]!)).toMatch(/sugar/);
  });

  it('a vegan mushroom pie keeps the restriction', () => {
    const { recipes } = gen('torta de cogumelos', 'pt-BR', { preferences: 'vegano', recipeCount: 2 });
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) {
      expect(names(r)).toMatch(/cogumelo/);
      expect(names(r)).not.toMatch(/manteiga|leite|ovo|queijo|frango|presunto|camar/);
    }
  });

  it('pancakes with ground beef are filled pancakes', () => {
    const { recipes } = gen('panquecas de carne moída', 'pt-BR', { recipeCount: 2 });
    expect(recipes).toHaveLength(2);
    for (const r of recipes) {
      expect(fold(r.title)).toMatch(/panqueca/);
      expect(names(r)).toMatch(/carne moida/);
    }
  });

  it('a plant-based breakfast with mushrooms is mushrooms on toast', () => {
    const { recipes } = gen('something for breakfast with mushrooms', 'en', {
      preferences: 'plant-based',
      recipeCount: 2,
    });
    expect(recipes).toHaveLength(2);
    for (const r of recipes) {
      expect(names(r)).toMatch(/mushroom/);
      expect(names(r)).not.toMatch(/\begg|butter|milk|cheese|ham/);
    }
  });

  it('a wanted potato goes with the vegetables, never in place of the pasta or the bun', () => {
    for (const r of gen('pasta with potatoes', 'en', { recipeCount: 2 }).recipes) {
      expect(names(r)).toMatch(/spaghetti|penne|pasta/);
      expect(names(r)).toMatch(/potato/);
    }
    for (const r of gen('burgers with black beans and potatoes', 'en', { recipeCount: 2 }).recipes)
      expect(names(r)).toMatch(/bun/);
  });

  it('offers no eggless omelette, and says why', () => {
    const en = gen('vegan omelette', 'en', { recipeCount: 2 });
    for (const r of en.recipes) expect(names(r)).not.toMatch(/flax/);
    expect(en.note).toMatch(/No omelette: it is made of eggs/);
    const pt = gen('omelete', 'pt-BR', { preferences: 'sem ovos', recipeCount: 2 });
    for (const r of pt.recipes) expect(names(r)).not.toMatch(/linhaca/);
    expect(pt.note).toMatch(/Não sugeri omelete/);
    // A vegan breakfast simply has no omelette among its ideas; no note about one.
    expect(gen('vegan breakfast', 'en', { recipeCount: 2 }).note ?? '').not.toMatch(/omelette/);
  });

  it('gluten-free asks for stand-ins, not for another dish', () => {
    const { recipes } = gen('tofu sandwich', 'en', { preferences: 'no gluten', recipeCount: 1 });
    expect(recipes).toHaveLength(1);
    expect(names(recipes[0]!)).toMatch(/gluten-free bread/);
  });
});

describe('titles of varied dishes read as Portuguese', () => {
  it('a participle agrees with the singular the title names', () => {
    for (const r of gen('salteado de camarão', 'pt-BR', { recipeCount: 2 }).recipes)
      expect(r.title).toMatch(/^Camarão salteado /);
    for (const r of gen('salteado de lentilha', 'pt-BR', { recipeCount: 2 }).recipes)
      expect(r.title).toMatch(/^Lentilha salteada /);
  });
});

describe('understanding', () => {
  it('reads an allergy written after the word', () => {
    expect(wish('curry with cauliflower', 'shellfish allergy').avoidCats).toContain('shellfish');
    expect(wish('omelette, peanut allergy').avoidCats).toContain('peanut');
  });

  it('does not take a diet word for an ingredient or a dish', () => {
    const w = wish('egg-free orange mousse');
    expect(w.keys).not.toContain('egg');
    expect(wish('pasta with mushrooms', 'egg-free').families).toEqual(['pasta']);
  });

  it('reads "sem carne de porco" as no pork, not as vegetarian', () => {
    const w = wish('risoto de camarão, sem carne de porco', '', 'pt-BR');
    expect(w.diets).toEqual([]);
    expect(w.avoidCats).toEqual(['pork']);
    expect(w.keys).toContain('shrimp');
    expect(wish('macarrão', 'sem carne', 'pt-BR').diets).toContain('vegetarian');
  });

  it('takes the first family word as the dish when every one is also an ingredient', () => {
    const w = wish('pasta with eggs');
    expect(w.families).toEqual(['pasta']);
    expect(w.keys).toContain('egg');
  });

  it('reads a word inside a longer ingredient name as that ingredient', () => {
    const potato = wish('soup with shrimp and sweet potato');
    expect(potato.keys).toContain('sweet-potato');
    expect(potato.course).toBe('soup');
    const pb = wish('uma sobremesa com pasta de amendoim', '', 'pt-BR');
    expect(pb.families).toEqual([]);
    expect(pb.course).toBe('dessert');
    expect(pb.keys).toContain('peanut-butter');
    // Alone, a family word inside an ingredient name still names the dish.
    expect(wish('molho de tomate', '', 'pt-BR').families).toEqual(['sauce']);
  });
});
