import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIngredientLine, type IngredientLine } from './line.ts';

type Want = Partial<
  Pick<IngredientLine, 'quantity' | 'quantityMax' | 'unit' | 'size' | 'modifier' | 'toTaste' | 'name'>
> & {
  prep?: string;
  note?: string;
  pack?: [number, string];
  alt?: [number, string];
};

function check(line: string, want: Want) {
  const r = readIngredientLine(line);
  const got: Want = {};
  for (const k of ['quantity', 'quantityMax', 'unit', 'size', 'modifier', 'toTaste', 'name'] as const)
    if (k in want) (got as Record<string, unknown>)[k] = r[k];
  if ('prep' in want) got.prep = r.preparation;
  if ('note' in want) got.note = r.comment;
  if ('pack' in want) got.pack = r.pack ? [r.pack.quantity, r.pack.unit] : undefined;
  if ('alt' in want) got.alt = r.alternative ? [r.alternative.quantity, r.alternative.unit] : undefined;
  expect(got).toEqual(want);
}

describe('readIngredientLine: quantities', () => {
  it.each<[string, Want]>([
    ['2 cups flour', { quantity: 2, unit: 'cup', name: 'flour' }],
    ['1½ tsp salt', { quantity: 1.5, unit: 'tsp', name: 'salt' }],
    ['1 1/2 cups sugar', { quantity: 1.5, unit: 'cup', name: 'sugar' }],
    ['¾ cup milk', { quantity: 0.75, unit: 'cup', name: 'milk' }],
    ['2-3 tbsp oil', { quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'oil' }],
    ['2 to 3 cloves garlic', { quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic' }],
    ['1 cup plus 2 tablespoons flour', { quantity: 1.125, unit: 'cup', name: 'flour' }],
    ['1/4 teaspoon plus 1/8 teaspoon salt', { quantity: 0.375, unit: 'tsp', name: 'salt' }],
    ['two eggs', { quantity: 2, unit: null, name: 'eggs' }],
    ['Half a lemon', { quantity: 0.5, unit: null, name: 'lemon' }],
    ['2 e 1/2 xícaras de leite', { quantity: 2.5, unit: 'cup', name: 'leite' }],
    ['uma e meia xícara de açúcar', { quantity: 1.5, unit: 'cup', name: 'açúcar' }],
    ['2 xícaras e meia de farinha', { quantity: 2.5, unit: 'cup', name: 'farinha' }],
    ['1 xícara e meia (chá) de leite', { quantity: 1.5, unit: 'cup', name: 'leite' }],
    ['meia xícara de chocolate em pó', { quantity: 0.5, unit: 'cup', name: 'chocolate em pó' }],
    ['1,5 kg de batata', { quantity: 1.5, unit: 'kg', name: 'batata' }],
    ['2 a 3 colheres (sopa) de leite', { quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'leite' }],
    ['1 kg a 1,2 kg de pernil', { quantity: 1, quantityMax: 1.2, unit: 'kg', name: 'pernil' }],
    ['1/4 de xícara (chá) de suco de limão', { quantity: 0.25, unit: 'cup', name: 'suco de limão' }],
    ['uma dúzia de ovos', { quantity: 1, unit: 'dozen', name: 'ovos' }],
  ])('%s', check);
});

describe('readIngredientLine: units as cooks abbreviate them', () => {
  it.each<[string, Want]>([
    ['2 c baby arugula', { quantity: 2, unit: 'cup', name: 'baby arugula' }],
    ['1 T olive oil', { quantity: 1, unit: 'tbsp', name: 'olive oil' }],
    ['1 t vanilla', { quantity: 1, unit: 'tsp', name: 'vanilla' }],
    ['2 tbs sugar', { quantity: 2, unit: 'tbsp', name: 'sugar' }],
    ['1 Tbsp. butter', { quantity: 1, unit: 'tbsp', name: 'butter' }],
    ['8 oz. cheddar', { quantity: 8, unit: 'oz', name: 'cheddar' }],
    ['1 pkg cream cheese', { quantity: 1, unit: 'package', name: 'cream cheese' }],
    ['1 lg onion', { quantity: 1, unit: null, size: 'large', name: 'onion' }],
    ['2 med carrots', { quantity: 2, unit: null, size: 'medium', name: 'carrots' }],
    ['3 colheres (sopa) de açúcar', { quantity: 3, unit: 'tbsp', name: 'açúcar' }],
    ['1 c. (chá) de sal', { quantity: 1, unit: 'tsp', name: 'sal' }],
    ['1 xícara (chá) de leite', { quantity: 1, unit: 'cup', name: 'leite' }],
    ['1 colher (café) de canela', { quantity: 1, unit: 'coffee-spoon', name: 'canela' }],
  ])('%s', check);
});

describe('readIngredientLine: packs, multipliers and the other measure', () => {
  it.each<[string, Want]>([
    ['1 (14 oz) can diced tomatoes', { quantity: 1, unit: 'can', pack: [14, 'oz'], name: 'diced tomatoes' }],
    ['2 (15-ounce) cans black beans, drained', { quantity: 2, unit: 'can', pack: [15, 'oz'], name: 'black beans' }],
    ['1 28 oz can crushed tomatoes', { quantity: 1, unit: 'can', pack: [28, 'oz'], name: 'crushed tomatoes' }],
    ['2 x 7g sachets fast-action yeast', { quantity: 2, unit: 'package', pack: [7, 'g'], name: 'fast-action yeast' }],
    ['8 x 450g/1lb live lobsters', { quantity: 8, unit: null, pack: [450, 'g'], name: 'live lobsters' }],
    ['2 1/4-ounce packages gelatin', { quantity: 2, unit: 'package', pack: [0.25, 'oz'], name: 'gelatin' }],
    ['1 (3 1/2) pound whole chicken', { quantity: 1, unit: null, pack: [3.5, 'lb'], name: 'whole chicken' }],
    ['1 lata (395 g) de leite condensado', { quantity: 1, unit: 'can', pack: [395, 'g'], name: 'leite condensado' }],
    ['1 pacote (200 g) de biscoito', { quantity: 1, unit: 'package', pack: [200, 'g'], name: 'biscoito' }],
    ['50g/2oz basil', { quantity: 50, unit: 'g', alt: [2, 'oz'], name: 'basil' }],
    ['700g/1lb 9oz game meat', { quantity: 700, unit: 'g', alt: [1.5625, 'lb'], name: 'game meat' }],
    ['1 cup (240 ml) milk', { quantity: 1, unit: 'cup', alt: [240, 'ml'], name: 'milk' }],
    ['200 g (7 oz) dark chocolate', { quantity: 200, unit: 'g', alt: [7, 'oz'], name: 'dark chocolate' }],
  ])('%s', check);
});

describe('readIngredientLine: modifiers and sizes', () => {
  it.each<[string, Want]>([
    ['1 heaped tbsp butter', { quantity: 1, unit: 'tbsp', modifier: 'heaped', name: 'butter' }],
    ['1 level teaspoon baking powder', { quantity: 1, unit: 'tsp', modifier: 'level', name: 'baking powder' }],
    ['1 scant cup sugar', { quantity: 1, unit: 'cup', modifier: 'scant', name: 'sugar' }],
    ['1 generous pinch salt', { quantity: 1, unit: 'pinch', modifier: 'generous', name: 'salt' }],
    ['3 colheres (sopa) rasas de açúcar', { quantity: 3, unit: 'tbsp', modifier: 'rasas', name: 'açúcar' }],
    ['1 colher (sopa) bem cheia de manteiga', { quantity: 1, unit: 'tbsp', modifier: 'bem cheia', name: 'manteiga' }],
    ['3 large eggs', { quantity: 3, unit: null, size: 'large', name: 'eggs' }],
    ['1 large clove garlic', { quantity: 1, unit: 'clove', size: 'large', name: 'garlic' }],
    ['2 ovos grandes', { quantity: 2, unit: null, size: 'large', name: 'ovos' }],
    ['1 cebola média picada', { quantity: 1, size: 'medium', name: 'cebola', prep: 'picada' }],
  ])('%s', check);
});

describe('readIngredientLine: amounts without a number', () => {
  it.each<[string, Want]>([
    ['pinch ground nutmeg', { quantity: null, unit: 'pinch', name: 'ground nutmeg' }],
    ['a pinch of salt', { quantity: 1, unit: 'pinch', name: 'salt' }],
    ['a handful of parsley', { quantity: 1, unit: 'handful', name: 'parsley' }],
    ['Handful of mint leaves', { quantity: null, unit: 'handful', name: 'mint leaves' }],
    ['salt, to taste', { quantity: null, toTaste: true, name: 'salt' }],
    ['Salt and pepper to taste', { quantity: null, toTaste: true, name: 'Salt and pepper' }],
    ['sal a gosto', { quantity: null, toTaste: true, name: 'sal' }],
    ['sal e pimenta-do-reino a gosto', { quantity: null, toTaste: true, name: 'sal e pimenta-do-reino' }],
    ['azeite q.b.', { quantity: null, toTaste: true, name: 'azeite' }],
    ['q.b. de azeite', { quantity: null, toTaste: true, name: 'azeite' }],
    ['uma pitada de sal', { quantity: 1, unit: 'pinch', name: 'sal' }],
    ['a few sprigs of rosemary', { quantity: null, unit: 'sprig', name: 'rosemary' }],
    ['um pouco de azeite', { quantity: null, unit: null, name: 'azeite' }],
  ])('%s', check);
});

describe('readIngredientLine: name, preparation and notes', () => {
  it.each<[string, Want]>([
    ['1 onion, finely chopped', { name: 'onion', prep: 'finely chopped', note: '' }],
    ['1 1/2 cups finely chopped onion', { name: 'onion', prep: 'finely chopped' }],
    ['3 eggs, beaten', { name: 'eggs', prep: 'beaten' }],
    ['1 cup flour, plus more for dusting', { name: 'flour', note: 'plus more for dusting' }],
    ['1 egg (optional)', { name: 'egg', note: 'optional' }],
    ['Flour for dusting', { name: 'Flour', note: 'for dusting' }],
    ['1/2 teaspoon freshly ground black pepper', { name: 'black pepper', prep: 'freshly ground' }],
    ['1 teaspoon ground cumin', { name: 'ground cumin', prep: '' }],
    ['4 skinless, boneless chicken breasts', { name: 'skinless, boneless chicken breasts' }],
    ['2 cups cubed, cooked ham', { name: 'ham', prep: 'cubed, cooked' }],
    ['2 tablespoons fresh coriander, or parsley', { name: 'fresh coriander, or parsley' }],
    ['2 sprigs fresh thyme or 1 teaspoon dried', { name: 'fresh thyme', note: 'or 1 teaspoon dried' }],
    ['4 garlic cloves, minced', { quantity: 4, unit: 'clove', name: 'garlic', prep: 'minced' }],
    ['1 (16 ounce) can crushed tomatoes', { name: 'crushed tomatoes' }],
    ['1 dark (blackstrap) molasses', { name: 'dark molasses', note: 'blackstrap' }],
    ['1 1/2 cups potatoes in 1/2-inch dice', { name: 'potatoes', prep: 'in 1/2-inch dice' }],
    ['200 g de queijo muçarela ralado', { name: 'queijo muçarela', prep: 'ralado' }],
    ['1 kg de costela bovina em pedaços', { name: 'costela bovina', prep: 'em pedaços' }],
    ['2 dentes de alho picados', { name: 'alho', prep: 'picados' }],
    ['4 tomates maduros sem pele e sem sementes', { name: 'tomates maduros', prep: 'sem pele e sem sementes' }],
    ['500 g de carne moída', { name: 'carne moída', prep: '' }],
    ['1 pitada de pimenta-do-reino moída na hora', { name: 'pimenta-do-reino', prep: 'moída na hora' }],
    ['1 peito de frango cozido e desfiado', { name: 'peito de frango', prep: 'cozido e desfiado' }],
    ['manteiga para untar', { name: 'manteiga', note: 'para untar' }],
    ['300 g de massa para lasanha', { name: 'massa para lasanha', note: '' }],
    ['1 caixinha de creme de leite', { quantity: 1, unit: 'box', name: 'creme de leite' }],
    ['suco de 1 limão', { quantity: 1, unit: null, name: 'suco de limão' }],
    ['Juice of 1 lemon', { quantity: 1, unit: null, name: 'Juice of lemon' }],
    ['bocconcini, cut into 1/2-inch wedges', { quantity: null, name: 'bocconcini', prep: 'cut into 1/2-inch wedges' }],
    ['30 cloves', { quantity: 30, unit: null, name: 'cloves' }],
  ])('%s', check);
});

describe('readIngredientLine: raw text and the amount as written', () => {
  it('keeps the raw line and where its amount is', () => {
    const r = readIngredientLine('  2 xícaras (chá) de farinha de trigo peneirada');
    expect(r.raw).toBe('  2 xícaras (chá) de farinha de trigo peneirada');
    expect(r.amount).toBe('2 xícaras (chá)');
    expect(r.raw.slice(r.amountStart, r.amountEnd)).toBe(r.amount);
    expect(r.linking).toBe('de');
    expect(r.rest).toBe('farinha de trigo peneirada');
    expect(r.exact).toEqual({ min: { n: 2, d: 1 }, max: null });
  });

  it('keeps thirds exact', () => {
    expect(readIngredientLine('1/3 cup cream').exact).toEqual({ min: { n: 1, d: 3 }, max: null });
  });

  it('reads anything without throwing', () => {
    for (const line of ['', '   ', '(', ')', ',,,', '1/0 cup', '½', 'x', 'de', '- 2 -', '1 (', '((((1 cup']) {
      const r = readIngredientLine(line);
      expect(typeof r.name).toBe('string');
    }
    const long = `${'1 cup '.repeat(2000)}flour`;
    expect(readIngredientLine(long).quantity).toBe(1);
  });
});

/** A sample of Tempero's own labelled Portuguese lines (bench/ingredient-lines/pt-BR/dev.tsv). */
describe('readIngredientLine on labelled Portuguese lines', () => {
  const file = path.join(import.meta.dirname, '../../../bench/ingredient-lines/pt-BR/dev.tsv');
  const [header, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const cols = header.split('\t');
  const sample = rows
    .filter((_, n) => n % 4 === 0)
    .map((r) => Object.fromEntries(r.split('\t').map((v, n) => [cols[n], v])));
  it.each(sample.map((r) => [r.line, r] as const))('%s', (line, r) => {
    const got = readIngredientLine(line);
    expect({ quantity: got.quantity, unit: got.unit ?? '', name: got.name.toLowerCase() }).toEqual({
      quantity: r.quantity === '' ? null : Number(r.quantity),
      unit: r.unit,
      name: r.name.toLowerCase(),
    });
  });
});
