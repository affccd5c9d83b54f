import { describe, expect, it } from 'vitest';
import { checkGrounding, extractWithLlm, normalizeForGrounding, type RecipeExtractionLlm } from './llm-extract.ts';

const page = `Grandma's tomato sauce
You need 1½ kg ripe tomatoes, 3 cloves of garlic, 4 tbsp olive oil and a handful of fresh basil leaves.
Warm the olive oil in a wide pan and gently fry the sliced garlic until golden.
Add the chopped tomatoes, season with salt, and simmer for 40 minutes, stirring now and then.
Tear in the basil just before serving.`;

const grounded = {
  ingredients: [
    { amount: '1 1/2 kg', name: 'ripe tomatoes' },
    { amount: '3 cloves', name: 'garlic' },
    { amount: '4 tbsp', name: 'olive oil' },
    { amount: '1 handful', name: 'fresh basil leaves' },
    { amount: '', name: 'salt' },
  ],
  instructions: [
    'Warm the olive oil in a wide pan and fry the sliced garlic until golden.',
    'Add the chopped tomatoes, season with salt and simmer for 40 minutes.',
    'Tear in the basil before serving.',
  ],
};

describe('checkGrounding', () => {
  it('accepts a recipe made of the page text (fractions, plurals and accents tolerated)', () => {
    const report = checkGrounding(grounded, page);
    expect(report).toMatchObject({ ok: true, ungroundedIngredients: [], ungroundedSteps: [] });
    expect(report.stepWordShare).toBeGreaterThan(0.9);
    const pt = checkGrounding(
      {
        ingredients: [
          { amount: '2', name: 'ovo' },
          { amount: '1 xícara', name: 'açúcar' },
        ],
        instructions: ['Bata os ovos com o açucar.'],
      },
      'Bolo simples: 2 ovos, 1 xicara de acucar. Bata os ovos com o açúcar.',
    );
    expect(pt.ok).toBe(true);
  });

  it('refuses an ingredient the page does not mention', () => {
    const r = checkGrounding(
      { ...grounded, ingredients: [...grounded.ingredients, { amount: '200 g', name: 'mozzarella' }] },
      page,
    );
    expect(r.ok).toBe(false);
    expect(r.ungroundedIngredients).toEqual(['200 g mozzarella']);
  });

  it('refuses an amount the page does not give', () => {
    const r = checkGrounding({ ...grounded, ingredients: [{ amount: '6 cloves', name: 'garlic' }] }, page);
    expect(r.ok).toBe(false);
  });

  it('refuses steps written from the model’s own knowledge', () => {
    const r = checkGrounding(
      {
        ...grounded,
        instructions: [
          ...grounded.instructions,
          'Blanch, peel and deseed the tomatoes, then reduce the passata overnight.',
        ],
      },
      page,
    );
    expect(r.ok).toBe(false);
    expect(r.ungroundedSteps).toHaveLength(1);
  });

  it('refuses an empty recipe', () => {
    expect(checkGrounding({ ingredients: [], instructions: [] }, page).ok).toBe(false);
  });

  it('normalises text for comparison', () => {
    expect(normalizeForGrounding('1½ Xícaras de AÇÚCAR, peneirado.')).toBe('1 1/2 xicaras de acucar peneirado');
  });
});

describe('extractWithLlm', () => {
  const request = { pageText: page, url: 'https://example.org/sauce', language: 'en' as const };

  it('returns the model’s recipe when it is grounded', async () => {
    const llm: RecipeExtractionLlm = async (req) => {
      expect(req.pageText).toBe(page);
      return {
        title: "Grandma's tomato sauce",
        ingredients: ['1½ kg ripe tomatoes', ...grounded.ingredients.slice(1)],
        instructions: grounded.instructions,
        cookTime: 'PT40M',
        servings: '4',
      };
    };
    const { recipe, rejected } = await extractWithLlm(request, llm);
    expect(rejected).toBeUndefined();
    expect(recipe).toMatchObject({
      title: "Grandma's tomato sauce",
      source: 'llm',
      cookTime: 40,
      totalTime: 40,
      servings: 4,
      sourceUrl: 'https://example.org/sauce',
    });
    expect(recipe!.ingredients[0]).toEqual({ amount: '1½ kg', name: 'ripe tomatoes' });
  });

  it('rejects an invented recipe, a malformed answer and a failing model', async () => {
    const invented = await extractWithLlm(request, async () => ({
      title: 'Pizza',
      ingredients: ['500 g flour', '7 g yeast'],
      instructions: ['Knead the dough for ten minutes.'],
    }));
    expect(invented).toMatchObject({ recipe: null, rejected: 'not_grounded' });
    expect(await extractWithLlm(request, async () => ({ title: 'x' }))).toMatchObject({
      recipe: null,
      rejected: 'invalid_answer',
    });
    expect(
      await extractWithLlm(request, async () => {
        throw new Error('rate limited');
      }),
    ).toMatchObject({ recipe: null, rejected: 'llm_error' });
  });
});
