import { describe, expect, it } from 'vitest';
import { ZRecipeContent } from '../../shared/schemas/recipe.ts';
import { toCliJson, toRecipeContent } from './present.ts';
import type { ImportedRecipe } from './types.ts';

const base: ImportedRecipe = {
  title: 'Soup',
  description: 'Warm.',
  ingredients: [{ amount: '1 l', name: 'stock' }],
  ingredientLines: ['1 l stock'],
  instructions: ['Heat the stock.'],
  prepTime: null,
  cookTime: null,
  totalTime: 45,
  servings: 2.5,
  yieldText: '2-3 bowls',
  imageUrl: 'https://example.org/soup.jpg',
  sourceUrl: 'https://example.org/soup',
  tags: ['soup', 'x'.repeat(50)],
  tips: [],
  author: null,
  language: 'en',
  source: 'json-ld',
};

describe('toRecipeContent', () => {
  it('gives valid recipe content with defaults and limits applied', () => {
    const c = toRecipeContent({
      ...base,
      title: 'T'.repeat(300),
      ingredients: [
        { amount: '', name: 'salt' },
        { amount: '1', name: '  ' },
      ],
    });
    expect(ZRecipeContent.safeParse(c).success).toBe(true);
    expect(c.title.length).toBe(200);
    expect(c).toMatchObject({
      // Only a total known: the recipe is ready in 45 minutes, none of them said to be preparation.
      prepTime: 0,
      cookTime: 45,
      servings: 3,
      difficulty: 'Medium',
      tags: ['soup'],
      sourceUrl: 'https://example.org/soup',
    });
    expect(c.ingredients).toEqual([{ amount: '', name: 'salt' }]);
  });

  it('reads a total beside the preparation as the time after it; both given, they stay', () => {
    expect(toRecipeContent({ ...base, prepTime: 15, totalTime: 75 })).toMatchObject({ prepTime: 15, cookTime: 60 });
    expect(toRecipeContent({ ...base, prepTime: 20, cookTime: 12, totalTime: 152 })).toMatchObject({
      prepTime: 20,
      cookTime: 12,
    });
    expect(toRecipeContent({ ...base, prepTime: 30, totalTime: 20 })).toMatchObject({ prepTime: 30, cookTime: 0 });
  });

  it('names an untitled recipe in the user language and drops non-web URLs', () => {
    const c = toRecipeContent(
      { ...base, title: ' ', imageUrl: 'data:image/png;base64,AAAA', sourceUrl: 'file:///etc/passwd' },
      'pt-BR',
    );
    expect(c).toMatchObject({ title: 'Receita importada', imageUrl: null, sourceUrl: null });
  });
});

describe('toCliJson', () => {
  it('prints the fields the import scorer reads', () => {
    expect(toCliJson(base)).toMatchObject({
      title: 'Soup',
      ingredients: [{ amount: '1 l', name: 'stock', line: '1 l stock' }],
      totalTime: 45,
      servings: 2.5,
    });
  });

  it('prints each line as the recipe shows it, with the Portuguese "de" between amount and name', () => {
    const pt = {
      ...base,
      language: 'pt-BR',
      ingredients: [
        { amount: '2 xícaras (chá)', name: 'farinha de trigo' },
        { amount: '3', name: 'ovos' },
        { amount: '', name: 'sal a gosto' },
      ],
    };
    expect((toCliJson(pt).ingredients as { line: string }[]).map((i) => i.line)).toEqual([
      '2 xícaras (chá) de farinha de trigo',
      '3 ovos',
      'sal a gosto',
    ]);
  });
});
