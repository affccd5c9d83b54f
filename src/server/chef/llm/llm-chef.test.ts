import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  modelRecipe as recipe,
  startFakeProvider,
  type FakeProvider,
} from '../../../../tests/helpers/fake-ai-provider.ts';
import { FIXTURE_KB } from '../__fixtures__/kb.ts';
import { createChef } from '../index.ts';
import { CookbookChef } from '../cookbook/cookbook-chef.ts';
import { LlmChef } from './llm-chef.ts';
import { createLanguageModel } from './provider.ts';

const local = new CookbookChef();
/** A dish no cookbook has: with a model configured, the model answers it. */
const UNKNOWN = 'kraken thermidor';
const opts = { unitSystem: 'metric' as const };

function mockModel(text: string | (() => never)) {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      if (typeof text === 'function') text();
      return {
        content: [{ type: 'text', text: text as string }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

function llmChef(model: ReturnType<typeof mockModel> | ReturnType<typeof createLanguageModel>, timeoutMs = 5000) {
  const logger = { warn: vi.fn() };
  return { chef: new LlmChef({ model, fallback: local, timeoutMs, logger }), logger };
}

describe('LlmChef with MockLanguageModelV3', () => {
  it('asks for tips and tags in the recipe language, not the interface language', async () => {
    const pt = {
      title: 'Feijão tropeiro',
      description: '',
      prepTime: 10,
      cookTime: 30,
      servings: 4,
      ingredients: [
        { name: 'feijão cozido', amount: '2 xícaras' },
        { name: 'farinha de mandioca', amount: '1 xícara' },
      ],
      instructions: ['Refogue a cebola na manteiga.', 'Junte o feijão e a farinha e mexa bem.'],
      tags: [],
      tips: [],
    };
    for (const [op, answer] of [
      ['tips', { tips: ['Use feijão bem escorrido.'] }],
      ['tags', { tags: ['mineira'] }],
    ] as const) {
      const model = mockModel(JSON.stringify(answer));
      const { chef } = llmChef(model);
      if (op === 'tips') await chef.suggestTips({ recipe: pt, language: 'en' }, opts);
      else await chef.suggestTags({ recipe: pt, language: 'en' }, opts);
      const system = JSON.stringify(model.doGenerateCalls[0]!.prompt);
      expect(system, op).toMatch(/Brazilian Portuguese/);
      expect(system, op).not.toMatch(/in English/);
    }
  });

  it('returns the model answer when it is valid', async () => {
    const model = mockModel(JSON.stringify({ recipes: [recipe('Chickpea Stew'), recipe('Tomato Chickpeas')] }));
    const { chef } = llmChef(model);
    const res = await chef.generateRecipes(
      { dishType: 'chickpeas', timeLimit: '30min', recipeCount: 2, language: 'en' },
      opts,
    );
    expect(res.meta).toEqual({ engine: 'llm', fallback: false });
    expect(res.recipes.map((r) => r.title)).toEqual(['Chickpea Stew', 'Tomato Chickpeas']);
    // The prompt carries the language and the unit system.
    const call = model.doGenerateCalls[0]!;
    const system = JSON.stringify(call.prompt);
    expect(system).toMatch(/English/);
    expect(system).toMatch(/metric units/);
    expect(system).toMatch(/at most 30 minutes/);
  });

  it('falls back to the built-in chef on malformed output, and says so', async () => {
    const { chef, logger } = llmChef(mockModel('{"recipes": [ {"title": "half a recipe"'));
    const res = await chef.generateRecipes({ dishType: 'dinner', recipeCount: 2, language: 'pt-BR' }, opts);
    expect(res.meta.fallback).toBe(true);
    expect(res.meta.engine).toBe('local');
    expect(res.meta.note).toMatch(/chef embutido/);
    expect(res.recipes).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('falls back when valid JSON breaks the request (meat in a vegetarian request, wrong count, over time)', async () => {
    const meat = {
      recipes: [
        recipe('Chicken Stew', { ingredients: [{ name: 'chicken thighs', amount: '500 g' }] }),
        recipe('Chickpea Stew'),
      ],
    };
    const a = await llmChef(mockModel(JSON.stringify(meat))).chef.generateRecipes(
      { dishType: 'stew', preferences: 'vegetarian', recipeCount: 2, language: 'en' },
      opts,
    );
    expect(a.meta.fallback).toBe(true);
    expect(a.meta.note).toMatch(/not usable/);
    const few = await llmChef(mockModel(JSON.stringify({ recipes: [recipe('One')] }))).chef.generateRecipes(
      { recipeCount: 3, language: 'en' },
      opts,
    );
    expect(few.meta.fallback).toBe(true);
    expect(few.recipes).toHaveLength(3);
    const slow = await llmChef(
      mockModel(JSON.stringify({ recipes: [recipe('Slow', { cookTime: 120 })] })),
    ).chef.generateRecipes({ recipeCount: 1, timeLimit: '30min', language: 'en' }, opts);
    expect(slow.meta.fallback).toBe(true);
    expect(slow.recipes[0]!.prepTime + slow.recipes[0]!.cookTime).toBeLessThanOrEqual(30);
  });

  it('falls back when the model throws', async () => {
    const { chef, logger } = llmChef(
      mockModel(() => {
        throw new Error('rate limited');
      }),
    );
    const res = await chef.suggestTips({ recipe: recipe('Chickpea Stew'), language: 'en' }, opts);
    expect(res.meta).toMatchObject({ engine: 'local', fallback: true });
    expect(res.tips.length).toBeGreaterThan(0);
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ op: 'tips', kind: 'error' });
  });

  it('modify: doubling is always exact arithmetic by the built-in chef', async () => {
    const model = mockModel('{}');
    const { chef } = llmChef(model);
    const res = await chef.modifyRecipe(
      { action: 'double', currentRecipe: recipe('Chickpea Stew'), language: 'en' },
      opts,
    );
    expect(res.updated_recipe.servings).toBe(4);
    expect(res.updated_recipe.ingredients[0]!.amount).toBe('800 g');
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('modify: an LLM "vegetarian" answer that still has meat is rejected', async () => {
    const answer = {
      success: true,
      updated_recipe: recipe('Bacon Beans', { ingredients: [{ name: 'bacon', amount: '100 g' }] }),
      summary: 'Made it vegetarian.',
      reasoning: 'Because.',
    };
    const res = await llmChef(mockModel(JSON.stringify(answer))).chef.modifyRecipe(
      {
        action: 'vegetarian',
        currentRecipe: recipe('Bacon Beans', { ingredients: [{ name: 'bacon', amount: '100 g' }] }),
        language: 'en',
      },
      opts,
    );
    expect(res.meta.fallback).toBe(true);
    // The built-in chef does not swap words in a cook's own recipe: it says it cannot, and why.
    expect(res.success).toBe(false);
    expect(res.reasoning).toMatch(/vegetarian/);
    expect(res.updated_recipe.ingredients.map((i) => i.name)).toEqual(['bacon']);
  });

  it('adjust-instructions must keep the step count', async () => {
    const res = await llmChef(
      mockModel(JSON.stringify({ adjustedInstructions: ['only one'] })),
    ).chef.adjustInstructions(
      {
        currentInstructions: ['Season the chicken.', 'Cook the chicken.'],
        oldIngredient: 'chicken',
        newIngredient: 'tofu',
        language: 'en',
      },
      opts,
    );
    expect(res.meta.fallback).toBe(true);
    expect(res.adjustedInstructions).toEqual(['Season the tofu.', 'Cook the tofu.']);
  });

  it('plan: a plan missing a meal falls back; a saved recipe id it did not get is dropped', async () => {
    const day = (date: string, mealType: string, extra = {}) => ({
      ...recipe(`${mealType} ${date}`),
      recipeTitle: `${mealType} ${date}`,
      recipeDescription: '',
      date,
      mealType,
      reasoning: 'Fits.',
      existingRecipeId: '',
      ...extra,
    });
    const full = {
      suggestions: ['breakfast', 'lunch', 'dinner'].map((m) =>
        day('2025-03-02', m, m === 'lunch' ? { existingRecipeId: 'not-yours' } : {}),
      ),
    };
    const ok = await llmChef(mockModel(JSON.stringify(full))).chef.planMeals(
      { startDate: '2025-03-02', endDate: '2025-03-02', peopleCount: 4, language: 'en' },
      opts,
    );
    expect(ok.meta.engine).toBe('llm');
    expect(ok.suggestions.every((s) => s.servings === 4 && s.existingRecipeId === undefined)).toBe(true);
    const missing = { suggestions: [day('2025-03-02', 'breakfast')] };
    const fb = await llmChef(mockModel(JSON.stringify(missing))).chef.planMeals(
      { startDate: '2025-03-02', endDate: '2025-03-02', language: 'en' },
      opts,
    );
    expect(fb.meta.fallback).toBe(true);
    expect(fb.suggestions.filter((s) => s.mealType !== 'snack')).toHaveLength(3);
  });

  it('recipeFromText: the built-in chef says plainly it cannot read free text', async () => {
    const res = await local.recipeFromText({ text: 'Some recipe text', language: 'en' }, opts);
    expect(res).toMatchObject({ supported: false, recipe: null });
    expect(res.reason).toMatch(/cannot read free-text/);
    const parsing = new CookbookChef({ parseRecipeText: () => recipe('Parsed') as never });
    expect((await parsing.recipeFromText({ text: 'x', language: 'en' }, opts)).recipe!.title).toBe('Parsed');
  });
});

describe('LlmChef against an OpenAI-compatible server (node:http on 127.0.0.1)', () => {
  type Mode = 'valid' | 'malformed' | 'silent';
  let mode: Mode = 'valid';
  let fake: FakeProvider;
  let baseUrl = '';

  beforeAll(async () => {
    // 'silent' never answers: only the chef's own timeout can end the call (afterAll closes it).
    fake = await startFakeProvider(() =>
      mode === 'silent'
        ? 'hang'
        : {
            text:
              mode === 'malformed'
                ? 'Sure! Here are some recipes: pasta, rice.'
                : JSON.stringify({ recipes: [recipe('Server Stew'), recipe('Server Curry')] }),
          },
    );
    baseUrl = `${fake.origin}/v1`;
  });

  afterAll(async () => {
    await fake.close();
  });

  const ai = (timeoutMs = 5000) => ({
    provider: 'openai-compatible' as const,
    model: 'test-model',
    baseUrl,
    apiKey: 'sk-test',
    timeoutMs,
  });

  it('createChef builds the LLM chef from config; valid output is used', async () => {
    mode = 'valid';
    const chef = createChef({ ai: ai() }, { recipes: FIXTURE_KB });
    expect(chef.engine).toBe('llm');
    const res = await chef.generateRecipes(
      { dishType: UNKNOWN, recipeCount: 2, language: 'en' },
      { unitSystem: 'imperial' },
    );
    expect(res.meta).toEqual({ engine: 'llm', fallback: false });
    expect(res.recipes.map((r) => r.title)).toEqual(['Server Stew', 'Server Curry']);
    const last = fake.calls[fake.calls.length - 1]!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.headers.authorization).toBe('Bearer sk-test');
    expect(last.body.model).toBe('test-model');
    expect(JSON.stringify(last.body.messages)).toMatch(/imperial units/);
  });

  it('malformed output → the built-in chef answers', async () => {
    mode = 'malformed';
    const chef = createChef({ ai: ai() }, { recipes: FIXTURE_KB });
    const res = await chef.generateRecipes({ dishType: UNKNOWN, recipeCount: 2, language: 'en' }, opts);
    expect(res.meta).toMatchObject({ engine: 'local', fallback: true });
    // The cookbook does not know the dish either: it answers honestly, never under that name.
    expect(res.recipes.every((r) => !/kraken/i.test(r.title))).toBe(true);
  });

  it('timeout → the built-in chef answers within the timeout', async () => {
    mode = 'silent';
    const chef = createChef({ ai: ai(300) }, { recipes: FIXTURE_KB });
    const res = await chef.generateRecipes({ dishType: UNKNOWN, recipeCount: 2, language: 'pt-BR' }, opts);
    expect(res.meta).toMatchObject({ engine: 'local', fallback: true });
    expect(res.meta.note).toMatch(/não respondeu a tempo/);
  });

  it('without AI settings the factory gives the built-in chef', () => {
    expect(createChef({}, { recipes: FIXTURE_KB })).toBeInstanceOf(CookbookChef);
  });
});
