import { describe, expect, it } from 'vitest';
import { foodFacts } from '../../../../../shared/food/facts.ts';
import { displayRecipe as display, type RecipeContent, type RecipeDisplayOptions } from './recipe-display.ts';

/** displayRecipe on a recipe as the server sends it: each line with the food the server found. */
function displayRecipe(recipe: RecipeContent, options: RecipeDisplayOptions) {
  const lang = (recipe.language ?? options.lang) === 'pt-BR' ? 'pt' : 'en';
  return display({ ...recipe, foods: recipe.ingredients.map((i) => foodFacts(i.name, lang)) }, options);
}

const pancakes: RecipeContent = {
  servings: 4,
  originalUnitSystem: 'imperial',
  ingredients: [
    { name: 'milk', amount: '1 cup' },
    { name: 'flour', amount: '1 1/2 cups' },
    { name: 'eggs', amount: '2' },
    { name: 'salt', amount: '' },
  ],
  instructions: ['Heat the oven to **350°F**.', 'Whisk everything.'],
  tips: ['A 9 in skillet holds one pancake.'],
};

describe('displayRecipe', () => {
  it("converts amounts, temperatures and lengths to a metric reader's units", () => {
    const shown = displayRecipe(pancakes, { to: 'metric', lang: 'en' });
    // Flour is weighed in metric (USDA: 1 cup = 125 g); milk stays a volume.
    expect(shown.ingredients.map((i) => i.amount)).toEqual(['240 ml', '190 g', '2', '']);
    expect(shown.instructions).toEqual(['Heat the oven to **180°C**.', 'Whisk everything.']);
    expect(shown.tips).toEqual(['A 23 cm skillet holds one pancake.']);
    expect(shown).toMatchObject({ servings: 4, scaled: false, converts: true, writtenIn: 'imperial' });
  });

  it('scales 4 servings to 6 (exact fractions), in the written units for an imperial reader', () => {
    const shown = displayRecipe(pancakes, { to: 'imperial', lang: 'en', servings: 6 });
    expect(shown.ingredients.map((i) => i.amount)).toEqual(['1 1/2 cups', '2 1/4 cups', '3', '']);
    expect(shown).toMatchObject({ servings: 6, scaled: true, converts: false });
    // Steps are not scaled: "Whisk everything" is right at any size.
    expect(shown.instructions).toEqual(pancakes.instructions);
  });

  it('shows the original units on request, still scaled, and says that converting would change them', () => {
    const shown = displayRecipe(pancakes, { to: 'metric', lang: 'en', servings: 6, original: true });
    expect(shown.ingredients.map((i) => i.amount)).toEqual(['1 1/2 cups', '2 1/4 cups', '3', '']);
    expect(shown.instructions[0]).toBe('Heat the oven to **350°F**.');
    expect(shown.converts).toBe(true);
  });

  it('writes units in the reader’s language', () => {
    const shown = displayRecipe(
      { ...pancakes, ingredients: [{ name: 'leite', amount: '480 ml' }] },
      { to: 'imperial', lang: 'pt-BR' },
    );
    expect(shown.ingredients[0].amount).toBe('2 xícaras');
    expect(shown.writtenIn).toBe('metric');
  });

  it('shows an amount written in both systems with the reader’s half first, nothing converted twice', () => {
    const both: RecipeContent = {
      ...pancakes,
      ingredients: [{ name: 'milk', amount: '1 cup (240 ml)' }],
      instructions: ['Bake at 350°F (180°C).'],
      tips: [],
    };
    const metric = displayRecipe(both, { to: 'metric', lang: 'en', servings: 8 });
    expect(metric.ingredients[0].amount).toBe('480 ml (2 cups)');
    expect(metric.instructions).toEqual(['Bake at 180°C (350°F).']);
    expect(metric.converts).toBe(true);
    // Already readable in imperial: nothing to convert, so no "original amounts" to offer.
    const imperial = displayRecipe(both, { to: 'imperial', lang: 'en' });
    expect(imperial.ingredients[0].amount).toBe('1 cup (240 ml)');
    expect(imperial.instructions).toEqual(both.instructions);
    expect(imperial.converts).toBe(false);
  });

  it('converts by unit alone when it has no facts for the lines (an edit not yet saved)', () => {
    const shown = display(pancakes, { to: 'metric', lang: 'en' });
    expect(shown.ingredients.map((i) => i.amount)).toEqual(['240 ml', '360 ml', '2', '']);
    const stale = display(
      { ...pancakes, foods: [null], ingredients: [...pancakes.ingredients] },
      { to: 'metric', lang: 'en' },
    );
    expect(stale.ingredients[1].amount).toBe('360 ml');
  });

  it('leaves the recipe itself untouched', () => {
    const copy = structuredClone(pancakes);
    displayRecipe(pancakes, { to: 'metric', lang: 'en', servings: 8 });
    expect(pancakes).toEqual(copy);
  });
});

describe('displayRecipe keeps whole things whole', () => {
  const omelette = {
    servings: 4,
    originalUnitSystem: 'imperial' as const,
    instructions: [],
    tips: [],
    ingredients: [
      { name: 'eggs', amount: '3' },
      { name: 'onion', amount: '1' },
      { name: 'bay leaves', amount: '2' },
    ],
  };

  it('rounds counts to whole things (halves where usual) and names them in the right number', () => {
    const half = displayRecipe(omelette, { to: 'metric', lang: 'en', servings: 2 });
    expect(half.ingredients.map((i) => `${i.amount} ${i.name}`)).toEqual(['2 eggs', '1/2 onion', '1 bay leaf']);
    const pt = displayRecipe(
      { ...omelette, ingredients: [{ name: 'ovos', amount: '2' }] },
      { to: 'metric', lang: 'pt-BR', servings: 2 },
    );
    expect(pt.ingredients[0]).toMatchObject({ amount: '1', name: 'ovo' });
  });
});

describe('displayRecipe in the language of the names', () => {
  it('joins with "de" and inflects by the recipe’s language, not the reader’s', () => {
    const recipe = { servings: 2, originalUnitSystem: 'imperial' as const, instructions: [], tips: [], language: 'en' };
    const english = displayRecipe(
      {
        ...recipe,
        ingredients: [
          { name: 'milk', amount: '1 cup' },
          { name: 'tomato', amount: '1' },
        ],
      },
      { to: 'metric', lang: 'pt-BR', servings: 4 },
    );
    expect(english.ingredients).toEqual([
      { name: 'milk', amount: '480 ml' },
      { name: 'tomatoes', amount: '2' },
    ]);
    const portuguese = displayRecipe(
      { ...recipe, language: 'pt-BR', ingredients: [{ name: 'leite', amount: '1 xícara' }] },
      { to: 'metric', lang: 'en' },
    );
    expect(portuguese.ingredients[0]).toEqual({ name: 'leite', amount: '240 ml', joiner: 'de' });
  });
});

describe('displayRecipe converts all the way (issue 35, item 8)', () => {
  const pizza: RecipeContent = {
    servings: 2,
    originalUnitSystem: 'metric',
    language: 'en',
    ingredients: [
      { name: 'bread flour', amount: '240 g' },
      { name: 'warm water', amount: '160 ml' },
      { name: 'salt', amount: '1 tsp' },
      { name: 'lettuce', amount: '2 cups' },
    ],
    instructions: ['Mix the 240 grams of flour with the 160 ml of water.'],
    tips: [],
  };

  it('the steps say the same amounts as the list, in the reader’s units', () => {
    const shown = displayRecipe(pizza, { to: 'imperial', lang: 'en' });
    const flour = shown.ingredients[0].amount;
    expect(flour).toMatch(/oz|cup/);
    expect(shown.instructions[0]).not.toMatch(/grams|ml/);
    expect(shown.instructions[0]).toContain('8 1/2 oz');
  });

  it('a scaled teaspoon stays a spoon, and leaves stay in cups for a metric reader', () => {
    const shown = displayRecipe(pizza, { to: 'metric', lang: 'en', servings: 3 });
    expect(shown.ingredients[2].amount).toBe('1 1/2 tsp');
    expect(shown.ingredients[3].amount).toBe('3 cups');
    const less = displayRecipe({ ...pizza, servings: 5 }, { to: 'imperial', lang: 'en', servings: 6 });
    expect(less.ingredients[2].amount).toBe('1 1/4 tsp');
  });

  it('a Portuguese screen shows Portuguese units, whatever the recipe was written in', () => {
    const shown = displayRecipe(pizza, { to: 'metric', lang: 'pt-BR' });
    expect(shown.ingredients[2].amount).toBe('1 colher de chá');
    expect(shown.ingredients[3].amount).toBe('2 xícaras');
    expect(shown.ingredients.map((i) => i.amount).join(' ')).not.toMatch(/\btsp\b|\bcups?\b|\btbsp\b/);
  });
});
