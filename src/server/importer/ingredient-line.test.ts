import { describe, expect, it } from 'vitest';
import { amountJoiner } from '../../shared/amounts/joiner.ts';
import { parseAmount } from '../../shared/amounts/index.ts';
import { splitIngredientLine } from './ingredient-line.ts';

describe('splitIngredientLine', () => {
  it.each([
    ['2 cups flour', '2 cups', 'flour'],
    ['1 1/2 cups all-purpose flour', '1 1/2 cups', 'all-purpose flour'],
    ['1½ tsp salt', '1½ tsp', 'salt'],
    ['½ teaspoon baking soda', '½ teaspoon', 'baking soda'],
    ['1 (14 oz) can diced tomatoes', '1 (14 oz) can', 'diced tomatoes'],
    ['1 28 oz can crushed tomatoes', '1 28 oz can', 'crushed tomatoes'],
    ['2-3 tbsp olive oil', '2-3 tbsp', 'olive oil'],
    ['400g spaghetti', '400g', 'spaghetti'],
    ['3 large eggs', '3', 'large eggs'],
    ['4 cloves garlic, minced', '4 cloves', 'garlic, minced'],
    ['2 eggs', '2', 'eggs'],
    // The lines: the unit, the second measure and the pack go into the amount.
    ['2 c baby arugula', '2 c', 'baby arugula'],
    ['50g/2oz basil', '50g/2oz', 'basil'],
    ['1 heaped tbsp butter', '1 heaped tbsp', 'butter'],
    ['2 x 7g sachets fast-action yeast', '2 x 7g sachets', 'fast-action yeast'],
    ['pinch ground nutmeg', 'pinch', 'ground nutmeg'],
    ['1 cup (240 ml) whole milk', '1 cup (240 ml)', 'whole milk'],
    ['2 T olive oil', '2 T', 'olive oil'],
    ['1 lg onion, chopped', '1', 'lg onion, chopped'],
    ['1 pkg. cream cheese', '1 pkg.', 'cream cheese'],
    ['8 oz. cheddar, grated', '8 oz.', 'cheddar, grated'],
    ['a pinch of salt', 'a pinch', 'of salt'],
    // Lines the nutrition bench found misread: a list's bullet, "C" for cup, a size in brackets, packs.
    ['- 1 cup sugar', '1 cup', 'sugar'],
    ['• 2 eggs', '2', 'eggs'],
    ['* salt to taste', '', 'salt to taste'],
    ['1 C (100g) flour', '1 C (100g)', 'flour'],
    ['2 9 oz packages cream cheese', '2 9 oz packages', 'cream cheese'],
    ['12 (6-inch) tortillas', '12 (6-inch)', 'tortillas'],
    ['1 (9-inch) pie crust', '1 (9-inch)', 'pie crust'],
    // Other linking words stay: the app writes back only the Portuguese "de".
    ['12 ounces of semisweet chocolate', '12 ounces', 'of semisweet chocolate'],
    ['4x gousse d’ail', '4x', 'gousse d’ail'],
    // The name first and its amount after a comma (pages built from a name field and an amount field).
    ['whole milk, 500 ml', '500 ml', 'whole milk'],
    ['Butter, 2 tbsp melted', '2 tbsp', 'Butter, melted'],
    ['Eggs, 3 large, beaten', '3 large', 'Eggs, beaten'],
    ['Dark chocolate, 70% cocoa solids, 150 g', '150 g', 'Dark chocolate, 70% cocoa solids'],
    ['Rye flour, 1,5 kg (sifted)', '1,5 kg', 'Rye flour (sifted)'],
    ['Quail eggs, 12 pcs whole', '12 pcs', 'Quail eggs, whole'],
    // A unit the reader does not know (Slovak "ks" pieces, "bal." pack): the whole part is the amount.
    ['cukor vanilkový, 1 ks bal.', '1 ks bal.', 'cukor vanilkový'],
    ['Chicken thighs, cut into 8 pieces', '', 'Chicken thighs, cut into 8 pieces'],
    ['salt, to taste', '', 'salt, to taste'],
    ['Herb bouquet (3 sprigs parsley, 2 sprigs thyme)', '', 'Herb bouquet (3 sprigs parsley, 2 sprigs thyme)'],
  ])('%s -> [%s] [%s]', (line, amount, name) => {
    expect(splitIngredientLine(line)).toEqual({ amount, name });
  });

  it.each([
    // Portuguese: the linking "de" leaves the name (it is written again when the line is shown).
    ['2 xícaras (chá) de farinha de trigo', '2 xícaras (chá)', 'farinha de trigo'],
    ['1 colher de sopa de manteiga', '1 colher de sopa', 'manteiga'],
    ['1,5 kg de batata', '1,5 kg', 'batata'],
    ['3 dentes de alho', '3 dentes', 'alho'],
    ['1/2 maço de salsinha', '1/2 maço', 'salsinha'],
    ['3 colheres (sopa) rasas de açúcar', '3 colheres (sopa) rasas', 'açúcar'],
    ['1 caixinha de creme de leite', '1 caixinha', 'creme de leite'],
    ['1 lata (395 g) de leite condensado', '1 lata (395 g)', 'leite condensado'],
    ['2 e 1/2 xícaras de leite', '2 e 1/2 xícaras', 'leite'],
    ['uma pitada de sal', 'uma pitada', 'sal'],
    ['2 ovos grandes', '2', 'ovos grandes'],
    ['Farinha de trigo, 2 xícaras (chá)', '2 xícaras (chá)', 'Farinha de trigo'],
    ['1 lata de 395 g de leite condensado', '1 lata de 395 g', 'leite condensado'],
    ['Leite integral, 1,5 litro', '1,5 litro', 'Leite integral'],
    ['Ovos, 3 unidades, batidos', '3 unidades', 'Ovos, batidos'],
    ['Frango, cortado em 8 pedaços', '', 'Frango, cortado em 8 pedaços'],
  ])('pt-BR: %s -> [%s] [%s]', (line, amount, name) => {
    expect(splitIngredientLine(line, 'pt-BR')).toEqual({ amount, name });
  });

  it('drops "de" by the unit when the recipe does not say its language, and keeps it in other languages', () => {
    expect(splitIngredientLine('2 xícaras de açúcar')).toEqual({ amount: '2 xícaras', name: 'açúcar' });
    expect(splitIngredientLine('250 g de tagliatelles')).toEqual({ amount: '250 g', name: 'de tagliatelles' });
    expect(splitIngredientLine('250 g de tagliatelles', 'fr')).toEqual({ amount: '250 g', name: 'de tagliatelles' });
    expect(splitIngredientLine('250 g de macarrão', 'pt')).toEqual({ amount: '250 g', name: 'macarrão' });
  });

  it.each([
    'Salt and pepper, to taste',
    'Sal a gosto',
    'sal e pimenta-do-reino a gosto',
    'azeite q.b.',
    'Juice of 1 lemon',
    'a little olive oil',
    'um pouco de azeite',
    'Freshly grated nutmeg',
    '30 cloves',
  ])('keeps "%s" whole as the name', (line) => {
    expect(splitIngredientLine(line)).toEqual({ amount: '', name: line });
  });

  it('never loses a word: the amount, its linking word and the name are the line', () => {
    for (const [line, lang] of [
      ['1 (14 oz) can tomatoes', 'en'],
      ['2 9 oz packages tortellini', 'en'],
      ['1 lb ground beef (85% lean)', 'en'],
      ['about 2 cups water', 'en'],
      ['700g/1lb 9oz boned game meat, diced', 'en'],
      ['2 xícaras (chá) de farinha de trigo peneirada', 'pt-BR'],
      ['1 pitada de sal', 'pt-BR'],
      ['3 dentes de alho picados', 'pt-BR'],
    ] as const) {
      const { amount, name } = splitIngredientLine(line, lang);
      const joiner = amountJoiner(amount, name, lang);
      expect([amount, joiner, name].filter(Boolean).join(' ')).toBe(line);
    }
  });

  it('gives amounts the rest of the product reads as quantity and unit', () => {
    const amountOf = (line: string) => parseAmount(splitIngredientLine(line).amount);
    expect(amountOf('2 c baby arugula')).toMatchObject({ quantity: 2, unit: 'cup' });
    expect(amountOf('50g/2oz basil')).toMatchObject({ quantity: 50, unit: 'g' });
    expect(amountOf('2 x 7g sachets yeast')).toMatchObject({ quantity: 2, unit: 'package' });
    expect(amountOf('1 heaped tbsp butter')).toMatchObject({ quantity: 1, unit: 'tbsp' });
    expect(amountOf('3 colheres (sopa) rasas de açúcar')).toMatchObject({ quantity: 3, unit: 'tbsp' });
  });
});
