import { describe, expect, it } from 'vitest';
import { CookbookChef } from './cookbook-chef.ts';

const chef = new CookbookChef();
const opts = { unitSystem: 'imperial' as const };

describe('adjustInstructions', () => {
  it('replaces every mention in Portuguese, with articles re-inflected', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        recipeTitle: 'Frango ao curry',
        currentInstructions: [
          'Tempere o frango com sal.',
          'Doure os pedaços de frango no óleo.',
          'Junte o leite de coco e cozinhe até o frango ficar macio.',
          'Sirva com arroz.',
        ],
        oldIngredient: 'frango',
        newIngredient: 'grão-de-bico',
        newAmount: '',
        language: 'pt-BR',
      },
      opts,
    );
    expect(adjustedInstructions).toEqual([
      'Tempere o grão-de-bico com sal.',
      // "pedaços de frango" is one phrase for chicken: chickpeas are not in pieces.
      'Doure o grão-de-bico no óleo.',
      'Junte o leite de coco e cozinhe até o grão-de-bico ficar macio.',
      'Sirva com arroz.',
    ]);
  });

  it('switches the article gender: a carne → os cogumelos', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        currentInstructions: ['Doure a carne em fogo alto.', 'Volte a carne à panela.'],
        oldIngredient: 'carne',
        newIngredient: 'cogumelos',
        language: 'pt-BR',
      },
      opts,
    );
    expect(adjustedInstructions).toEqual(['Doure os cogumelos em fogo alto.', 'Volte os cogumelos à panela.']);
  });

  it('is case, plural and head-noun tolerant in English, and replaces a stated amount', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        recipeTitle: 'Chicken bake',
        currentInstructions: [
          'Season the chicken breasts.',
          'Chicken breasts go in the oven for 25 minutes.',
          'Stir 2 cups of milk into the sauce.',
          'Serve.',
        ],
        oldIngredient: 'Chicken breasts',
        newIngredient: 'Firm tofu',
        newAmount: '',
        language: 'en',
      },
      opts,
    );
    expect(adjustedInstructions[0]).toBe('Season the firm tofu.');
    // The oven time becomes tofu's own (25–30 minutes), from its food record.
    expect(adjustedInstructions[1]).toMatch(/^Firm tofu go in the oven for 25(–30)? minutes\.$/);
    const milk = await chef.adjustInstructions(
      {
        currentInstructions: ['Stir 2 cups of milk into the sauce.', 'Add the milk slowly.'],
        oldIngredient: 'milk',
        newIngredient: 'oat milk',
        newAmount: '2 cups',
        language: 'en',
      },
      opts,
    );
    expect(milk.adjustedInstructions).toEqual(['Stir 2 cups of oat milk into the sauce.', 'Add the oat milk slowly.']);
    const butter = await chef.adjustInstructions(
      {
        currentInstructions: ['Melt 4 tbsp butter in a pan.'],
        oldIngredient: 'butter',
        newIngredient: 'olive oil',
        newAmount: '3 tbsp',
        language: 'en',
      },
      opts,
    );
    expect(butter.adjustedInstructions).toEqual(['Melt 3 tbsp olive oil in a pan.']);
  });

  it('does not touch other ingredients that share a word (peanut butter is not butter)', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        currentInstructions: ['Mix the peanut butter with the soy sauce, then add the butter.'],
        oldIngredient: 'butter',
        newIngredient: 'coconut oil',
        language: 'en',
      },
      opts,
    );
    expect(adjustedInstructions[0]).toBe('Mix the peanut butter with the soy sauce, then add the coconut oil.');
  });

  it('handles accents and a name typed without them', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        currentInstructions: ['Junte o açúcar e mexa.', 'Polvilhe AÇÚCAR por cima.'],
        oldIngredient: 'acucar',
        newIngredient: 'mel',
        language: 'pt-BR',
      },
      opts,
    );
    expect(adjustedInstructions).toEqual(['Junte o mel e mexa.', 'Polvilhe mel por cima.']);
  });
});
