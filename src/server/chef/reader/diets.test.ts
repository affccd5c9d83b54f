import { describe, expect, it } from 'vitest';
import { knowledgeRoom } from '../../knowledge/room.ts';
import { cookbook } from '../cookbook/load.ts';
import { restrictionsOf } from '../cookbook/restrictions.ts';
import { brokenBy, dietsKept, readRequest, recipeKeeps, restrictionsIn, type ReadRecipe } from './diets.ts';

const room = knowledgeRoom();
const answer = (
  ingredients: (string | [string, string])[],
  instructions: string[] = ['Cook everything.'],
  title = 'Dinner',
  servings = 1,
): ReadRecipe => ({
  title,
  ingredients: ingredients.map((i) => (Array.isArray(i) ? { amount: i[0], name: i[1] } : { name: i, amount: '100 g' })),
  instructions,
  servings,
});
const keeps = (r: ReadRecipe, diets: string[], lang: 'en' | 'pt-BR' = 'en') =>
  recipeKeeps(room, r, restrictionsOf(room, diets, [], []), lang);

/** A model's answer (or a cook's recipe) is read with the room, not by the model's word. */
describe('a recipe keeps the diets in every field', () => {
  it('rejects a vegetarian answer with bacon, in a line, a step or the title, in both languages', () => {
    expect(keeps(answer(['smoked bacon', 'beans']), ['vegetarian'])).toBe(false);
    expect(keeps(answer(['feijão', 'toucinho defumado']), ['vegetarian'], 'pt-BR')).toBe(false);
    expect(keeps(answer(['beans'], ['Brown the pancetta, then add the beans.']), ['vegetarian'])).toBe(false);
    expect(keeps(answer(['beans'], ['Cook.'], 'Beans with prosciutto'), ['vegetarian'])).toBe(false);
    expect(keeps(answer(['firm tofu', 'beans', 'olive oil']), ['vegetarian'])).toBe(true);
  });

  it('reads a negated mention as no ingredient, and a "do not" as no negation', () => {
    expect(keeps(answer(['beans'], ['Use mushrooms instead of bacon.']), ['vegetarian'])).toBe(true);
    expect(keeps(answer(['feijão'], ['Sirva sem carne, com arroz.']), ['vegetarian'], 'pt-BR')).toBe(true);
    expect(keeps(answer(['vegan bacon', 'beans']), ['vegan'])).toBe(true);
    // A model cannot slip meat past the check behind a "not".
    expect(keeps(answer(['beans'], ['Do not let the bacon burn.']), ['vegetarian'])).toBe(false);
  });

  it('knows what the room knows about foods a word list would miss', () => {
    // doubanjiang (broad-bean chilli paste) is made with wheat.
    expect(keeps(answer(['doubanjiang', 'tofu']), ['gluten-free'])).toBe(false);
    expect(keeps(answer(['doubanjiang', 'tofu']), ['vegan'])).toBe(true);
    expect(keeps(answer(['ossos de boi', 'cenoura']), ['vegetarian'], 'pt-BR')).toBe(false);
    expect(keeps(answer(['lentil meatballs', 'tomato sauce']), ['vegetarian'])).toBe(true);
    expect(keeps(answer(['pão de queijo']), ['gluten-free'], 'pt-BR')).toBe(true);
  });

  it('keeps nuts, dairy and gluten apart', () => {
    expect(keeps(answer(['cashews', 'rice']), ['nut-free'])).toBe(false);
    expect(keeps(answer(['queijo parmesão', 'macarrão']), ['dairy-free'], 'pt-BR')).toBe(false);
    expect(keeps(answer(['rice noodles', 'tamari']), ['gluten-free'])).toBe(true);
    expect(keeps(answer(['almond milk', 'oats']), ['dairy-free'])).toBe(true);
    expect(keeps(answer(['leite sem lactose', 'aveia']), ['dairy-free'], 'pt-BR')).toBe(false);
  });

  it('means one thing by keto: no sugar, starch or grain, and at most 15 g of carbohydrate a serving', () => {
    expect(
      keeps(
        answer([
          ['1 tbsp', 'lemon juice'],
          ['200 g', 'salmon'],
          ['1', 'avocado'],
        ]),
        ['keto'],
      ),
    ).toBe(true);
    // A little fruit fits; a lot goes over the limit.
    expect(
      keeps(
        answer([
          ['100 g', 'banana'],
          ['200 g', 'salmon'],
        ]),
        ['keto'],
      ),
    ).toBe(false);
    expect(
      keeps(
        answer(
          [
            ['100 g', 'banana'],
            ['200 g', 'salmon'],
          ],
          undefined,
          'Dinner',
          4,
        ),
        ['keto'],
      ),
    ).toBe(true);
    expect(
      keeps(
        answer(
          [
            ['1 cup', 'rice'],
            ['200 g', 'salmon'],
          ],
          undefined,
          'Dinner',
          8,
        ),
        ['keto'],
      ),
    ).toBe(false);
    const why = brokenBy(room, answer([['300 g', 'banana']]), restrictionsOf(room, ['keto'], [], []), 'en');
    expect(why).toMatch(/carbohydrate \d+ g per serving > 15 g/);
  });

  it('reads restrictions as wishes are read: diets and avoided foods, in either language', () => {
    const book = cookbook();
    const r = restrictionsIn(book, 'vegetarian, without mushrooms', 'en');
    expect(r.diets).toEqual(['vegetarian']);
    expect(recipeKeeps(room, answer(['tofu', 'cogumelos']), r, 'pt-BR')).toBe(false);
    expect(recipeKeeps(room, answer(['tofu', 'arroz']), r, 'pt-BR')).toBe(true);
    expect(restrictionsIn(book, 'sem glúten e sem lactose', 'pt-BR').diets).toEqual(
      expect.arrayContaining(['gluten-free', 'dairy-free']),
    );
    expect(restrictionsIn(book, 'keto dinner', 'en').diets).toEqual(['keto']);
    expect(restrictionsIn(book, 'chicken curry', 'en').diets).toEqual([]);
    expect(restrictionsIn(book, 'algo vegetariano', 'pt-BR').diets).toEqual(['vegetarian']);
    expect(restrictionsIn(book, 'vegana, por favor', 'pt-BR').diets).toEqual(['vegan']);
    expect(restrictionsIn(book, 'gluten free, no dairy', 'en').diets).toEqual(
      expect.arrayContaining(['gluten-free', 'dairy-free']),
    );
    expect(restrictionsIn(book, 'sem ovo', 'pt-BR').diets).toEqual(['egg-free']);
    const curry = restrictionsIn(book, 'chicken curry without mushrooms', 'en');
    expect(curry.diets).toEqual([]);
    expect(curry.foods.has('mushrooms')).toBe(true);
  });

  it('reads the minutes a wish allows', () => {
    const book = cookbook();
    expect(readRequest(book, 'dinner ready in 20 minutes', 'en').minutes).toBe(20);
    expect(readRequest(book, 'jantar em até 25 minutos', 'pt-BR').minutes).toBe(25);
    expect(readRequest(book, 'a big soup', 'en').minutes).toBeNull();
  });
});

describe('the diets a recipe keeps, for its tags', () => {
  it('claims the most telling diets, never one a line breaks', () => {
    const risotto = answer([
      ['2 cups', 'arborio rice'],
      ['300 g', 'mushrooms'],
      ['1/2 cup', 'grated parmesan'],
      ['2 tbsp', 'butter'],
    ]);
    const kept = dietsKept(room, risotto, 'en');
    expect(kept).toContain('vegetarian');
    expect(kept).toContain('gluten-free');
    expect(kept).not.toContain('vegan');
    expect(kept).not.toContain('dairy-free');
    expect(kept).not.toContain('keto');
    // Vegan says vegetarian already.
    expect(dietsKept(room, answer(['firm tofu', 'broccoli', 'olive oil']), 'en')).not.toContain('vegetarian');
  });
  it('claims keto only when every line with an amount could be weighed', () => {
    const salmon = answer([
      ['200 g', 'salmon'],
      ['1 tbsp', 'olive oil'],
      ['', 'salt to taste'],
    ]);
    expect(dietsKept(room, salmon, 'en')).toContain('keto');
    expect(
      dietsKept(room, { ...salmon, ingredients: [...salmon.ingredients, { name: 'xyzzy', amount: '2 cups' }] }, 'en'),
    ).not.toContain('keto');
  });
});
