import { describe, expect, it } from 'vitest';
import { FRYING_UPTAKE, lineNutrients, recipeNutrition } from './nutrition.ts';
import { SR24_FOODS } from './usda-sr24.generated.ts';

/** Kibbeh as the cookbook writes it: a litre of oil to fry 24 in, for 6. */
const KIBBEH = [
  { name: 'fine bulgur', amount: '1 1/2 cups' },
  { name: 'very lean ground beef', amount: '800 g' },
  { name: 'onion', amount: '2' },
  { name: 'pine nuts', amount: '1/3 cup' },
  { name: 'butter', amount: '1 tbsp' },
  { name: 'salt', amount: '2 1/4 tsp' },
];
const KIBBEH_PT = [
  { name: 'trigo para quibe', amount: '1 1/2 xícara' },
  { name: 'patinho moído', amount: '800 g' },
  { name: 'cebola', amount: '2' },
  { name: 'pinoli', amount: '1/3 xícara' },
  { name: 'manteiga', amount: '1 colher de sopa' },
  { name: 'sal', amount: '2 1/4 colheres de chá' },
];

const kcal = (lines: { name: string; amount: string }[], lang: 'en' | 'pt' = 'en') =>
  recipeNutrition(lines, 6, lang).perServing.kcal;

describe('oil for frying counts what the food takes up, not the pan', () => {
  const solidsKcal = kcal(KIBBEH);
  // What the food takes up: FRYING_UPTAKE of the solid ingredients' weight, in oil.
  // The beef counts as eaten, cooked (lean ground beef: 0.679 g per g raw).
  const grams = 800 * 0.679 + 1.5 * 140 + 2 * 110 + 135 / 3 + 14.2 + 2.25 * 6;
  const uptakeKcal = (grams * FRYING_UPTAKE * 8.84) / 6;

  it.each([
    ['1 l', 'vegetable oil, for deep-frying'],
    ['1 l', 'oil for deep frying'],
    ['1.5 l', 'frying oil'],
    ['2 quarts', 'canola oil (for frying)'],
    ['', 'Oil for deep frying'],
  ])('%s %s', (amount, name) => {
    const n = recipeNutrition([...KIBBEH, { name, amount }], 6);
    expect(n.counted).toBe(n.lines);
    expect(n.perServing.kcal - solidsKcal).toBeCloseTo(uptakeKcal, -1);
    // A litre in full would be over 1,300 kcal a serving of oil alone.
    expect(n.perServing.kcal).toBeLessThan(solidsKcal + 250);
  });

  it('in Portuguese: "óleo, para fritar", "óleo para fritura"', () => {
    const ptSolids = kcal(KIBBEH_PT, 'pt');
    for (const name of ['óleo, para fritar', 'óleo para fritura', 'óleo de soja para fritar por imersão']) {
      const fried = kcal([...KIBBEH_PT, { name, amount: '1 litro' }], 'pt');
      expect(fried - ptSolids).toBeGreaterThan(0);
      expect(fried - ptSolids).toBeLessThan(250);
    }
    // Nutrition does not depend on the language the recipe is written in.
    expect(kcal([...KIBBEH_PT, { name: 'óleo, para fritar', amount: '1 litro' }], 'pt')).toBeCloseTo(
      ptSolids + (kcal([...KIBBEH, { name: 'vegetable oil, for deep-frying', amount: '1 l' }]) - solidsKcal),
      -1,
    );
  });

  it('a spoonful for frying is eaten: the uptake is capped at the oil written', () => {
    const fried = kcal([...KIBBEH, { name: 'olive oil, for frying', amount: '1 tbsp' }]);
    expect(fried - solidsKcal).toBeCloseTo(lineNutrients('olive oil', '1 tbsp')!.kcal / 6, 3);
  });

  it('oil in the dish, and "plus more for frying", count in full', () => {
    const full = lineNutrients('vegetable oil', '1/2 cup')!.kcal / 6;
    expect(kcal([...KIBBEH, { name: 'vegetable oil', amount: '1/2 cup' }]) - solidsKcal).toBeCloseTo(full, 3);
    expect(
      kcal([...KIBBEH, { name: 'vegetable oil, plus more for frying', amount: '1/2 cup' }]) - solidsKcal,
    ).toBeCloseTo(full, 3);
    const pt = kcal([...KIBBEH_PT, { name: 'óleo, e mais para fritar', amount: '1/2 xícara' }], 'pt');
    expect(pt - kcal(KIBBEH_PT, 'pt')).toBeCloseTo(full, 3);
  });

  it('only a fat: "eggs, to fry" are eggs', () => {
    const eggs = lineNutrients('eggs', '4')!.kcal / 6;
    expect(kcal([...KIBBEH, { name: 'eggs, to fry', amount: '4' }]) - solidsKcal).toBeCloseTo(eggs, 3);
  });
});

describe('bacon and ground meat count as eaten: cooked, their rendered fat drained', () => {
  const sr = (id: string) => SR24_FOODS[id]![0][0]!;

  it('1 lb ground beef (80/20) is its SR24 pan-browned crumbles: 149 g of them per 1/2 lb raw', () => {
    expect(lineNutrients('ground beef', '1 lb')!.kcal).toBeCloseTo((453.6 * 0.657 * sr('23575')) / 100, 0);
    expect(lineNutrients('carne moída', '500 g', 'pt')!.kcal).toBeCloseTo((500 * 0.657 * sr('23575')) / 100, 0);
    // Under what the raw meat holds, fat most of all.
    expect(lineNutrients('ground beef', '1 lb')!.fat).toBeLessThan((453.6 * SR24_FOODS['23572']![0][5]!) / 100);
  });

  it('4 slices of bacon are 4 pan-fried slices (SR24: 29 g raw → 7.9 g)', () => {
    expect(lineNutrients('thick-cut bacon, diced', '4 slices')!.kcal).toBeCloseTo(
      (4 * 28 * 0.272 * sr('10862')) / 100,
      0,
    );
  });

  it('a line that says the meat is already cooked counts it as written', () => {
    expect(lineNutrients('cooked ground beef', '200 g')!.kcal).toBeCloseTo((200 * sr('23572')) / 100, 0);
    expect(lineNutrients('crumbled cooked bacon', '50 g')!.kcal).toBeCloseTo((50 * sr('10123')) / 100, 0);
  });
});

describe('a cooked grain counts as cooked, not as the dry grain (walk 9)', () => {
  it.each([
    ['cooked quinoa', '2 cups', 'en', '20137', 370],
    ['quinoa cozida', '2 xícaras', 'pt', '20137', 370],
    ['cooked pasta', '2 cups', 'en', '20121', 280],
    ['macarrão cozido', '280 g', 'pt', '20121', 280],
  ] as const)('%s, %s', (name, amount, lang, usda, grams) => {
    const n = lineNutrients(name, amount, lang);
    // The cooked row's energy, about a third of the dry grain's for the same cups.
    expect(n?.kcal).toBeCloseTo((SR24_FOODS[usda]![0][0]! * grams) / 100, 0);
  });
});

describe('a cup the SR24 table does not carry is weighed by the record (its own measures)', () => {
  it.each([
    ['cashews', '1 cup', 'en'],
    ['castanha de caju', '1 xícara', 'pt'],
  ] as const)('%s, %s: SR24 dry-roasted cashews, 137 g a cup', (name, amount, lang) => {
    expect(SR24_FOODS['12087']![1].cup).toBeUndefined();
    const n = lineNutrients(name, amount, lang);
    expect(n?.kcal).toBeCloseTo((SR24_FOODS['12087']![0][0]! * 137) / 100, 0);
  });
});
