import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { ZRecipeDraft, ZRecipeDraftFields } from '../../src/shared/schemas/recipe.ts';
import { aiService } from '../../src/server/ai/ai.service.ts';
import { usersRepository } from '../../src/server/users/users.repository.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const MEAT =
  /\b(chicken|beef|pork|bacon|ham|sausage|lamb|fish|shrimp|frango|carne|porco|presunto|linguiça|peixe|camarão)\b/i;

describe('generation', () => {
  it('generates the requested number of vegetarian recipes within the time limit, saved with ids', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate',
      headers: owner.headers,
      payload: {
        dishType: 'something cozy',
        timeLimit: '30min',
        preferences: 'vegetarian',
        recipeCount: 3,
        availableIngredients: ['tomato'],
        language: 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const recipes = res.json();
    expect(recipes).toHaveLength(3);
    expect(new Set(recipes.map((r: { title: string }) => r.title)).size).toBe(3);
    for (const r of recipes) {
      expect(r.id).toMatch(/[0-9a-f-]{36}/);
      expect(r.userId).toBe(owner.id);
      expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(30);
      for (const i of r.ingredients) expect(i.name).not.toMatch(MEAT);
    }
    const list = await t.app.inject({ url: '/api/recipes', headers: owner.headers });
    expect(list.json().map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(recipes.map((r: { id: string }) => r.id)),
    );
  });

  it('saves every draft field of a generated recipe as the chef wrote it (an empty description as none)', async () => {
    const drafts = [
      ZRecipeDraft.parse({
        title: 'Quick dal',
        description: 'Red lentils, spiced.',
        prepTime: 5,
        cookTime: 20,
        servings: 3,
        difficulty: 'Easy',
        ingredients: [{ name: 'red lentils', amount: '1 cup' }],
        instructions: ['Rinse.', 'Simmer.'],
        tags: ['vegan'],
        tips: ['Finish with lemon.'],
      }),
      ZRecipeDraft.parse({
        title: 'Plain rice',
        prepTime: 0,
        cookTime: 15,
        servings: 2,
        difficulty: 'Medium',
        ingredients: [{ name: 'rice', amount: '1 cup' }],
        instructions: ['Boil.'],
      }),
    ];
    const user = (await usersRepository(t.database.db).findById(owner.id))!;
    const service = aiService({ db: t.database.db, chef: t.app.ctx.services.chef });
    const saved = await service.saveGenerated(user, drafts, 'pt-BR');
    expect(saved).toHaveLength(2);
    saved.forEach((row, i) => {
      for (const field of ZRecipeDraftFields.keyof().options)
        expect(row[field], field).toEqual(field === 'description' && i === 1 ? null : drafts[i]![field]);
      expect(row.userId).toBe(owner.id);
      expect(row.language).toBe('pt-BR');
      expect(row.originalUnitSystem).toBe(user.unitSystem === 'metric' ? 'metric' : 'imperial');
    });
  });

  it('answers in Portuguese when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate',
      headers: owner.headers,
      payload: { dishType: 'feijoada', recipeCount: 1, language: 'pt-BR' },
    });
    const [r] = res.json();
    expect(r.language).toBe('pt-BR');
    expect(r.instructions.join(' ')).toMatch(/\b(de|com|e|o|a|em)\b/);
  });

  it.each([[0], [6], ['many']])('refuses recipeCount %j', async (n) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate',
      headers: owner.headers,
      payload: { recipeCount: n },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('recipeCount');
  });

  it('requires sign-in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/recipes/generate', payload: {} })).statusCode).toBe(401);
  });
});

describe('modifications, tips, tags', () => {
  it("refuses to word-swap a cook's own meat recipe into a vegetarian one, and doubles it exactly, only for the owner", async () => {
    const recipe = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: owner.headers,
        payload: buildRecipe({
          title: 'Chicken rice',
          servings: 2,
          ingredients: [
            { name: 'chicken breast', amount: '1 lb' },
            { name: 'rice', amount: '1/3 cup' },
          ],
          instructions: ['Brown the chicken breast.', 'Add the rice and cook.'],
        }),
      })
    ).json();
    const veg = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/modify`,
      headers: owner.headers,
      payload: { action: 'vegetarian', language: 'en' },
    });
    expect(veg.statusCode, veg.body).toBe(200);
    const v = veg.json();
    // The built-in chef did not write this recipe: chicken is browned in it, and no word swap
    // makes that vegetarian. It says so and hands the recipe back as it was.
    expect(v.success).toBe(false);
    expect(v.reasoning).toMatch(/vegetarian/);
    expect(v.updated_recipe.instructions).toEqual(['Brown the chicken breast.', 'Add the rice and cook.']);
    const dbl = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/modify`,
      headers: owner.headers,
      payload: { action: 'double' },
    });
    const d = dbl.json();
    expect(d.updated_recipe.servings).toBe(4);
    expect(d.updated_recipe.ingredients.find((i: { name: string }) => i.name === 'rice').amount).toBe('2/3 cup');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/recipes/${recipe.id}/modify`,
          headers: other.headers,
          payload: { action: 'double' },
        })
      ).statusCode,
    ).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/modify`,
      headers: owner.headers,
      payload: { customPrompt: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const tips = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/ai-tips`,
      headers: owner.headers,
    });
    expect(tips.json().tips.length).toBeGreaterThan(0);
    const tags = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/ai-tags`,
      headers: owner.headers,
    });
    expect(tags.json().tags.length).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/recipes/${recipe.id}/ai-tags`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('validates the optional body of tips and tags: a language is a short string', async () => {
    const recipe = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: owner.headers,
        payload: buildRecipe({ title: 'Rice' }),
      })
    ).json();
    const tips = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/recipes/${recipe.id}/ai-tips`,
        headers: owner.headers,
        payload: payload as object,
      });
    const wrongType = await tips({ language: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('language');
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/ai-tags`,
      headers: owner.headers,
      payload: { language: 'x'.repeat(21) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await tips({ language: 'pt-BR' })).statusCode).toBe(200);
  });
});

describe('substitutions and adjusted instructions', () => {
  it('suggests substitutes with amounts and rewrites the steps', async () => {
    const subs = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients/substitutions',
      headers: owner.headers,
      payload: {
        ingredient: 'butter',
        amount: '2 tbsp',
        recipeTitle: 'Toast',
        recipeInstructions: ['Melt the butter.'],
        language: 'en',
      },
    });
    expect(subs.statusCode, subs.body).toBe(200);
    const list = subs.json().substitutes;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toHaveProperty('name');
    expect(list[0]).toHaveProperty('amount');
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/adjust-instructions',
      headers: owner.headers,
      payload: {
        recipeTitle: 'Toast',
        currentInstructions: ['Melt the butter in a pan.', 'Spread the butter on bread.'],
        oldIngredient: 'butter',
        newIngredient: 'olive oil',
        newAmount: '1 1/2 tbsp',
        language: 'en',
      },
    });
    const steps = adjusted.json().adjustedInstructions;
    expect(steps.join(' ')).not.toMatch(/butter/i);
    expect(steps.join(' ')).toMatch(/olive oil/i);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ingredients/substitutions',
          headers: owner.headers,
          payload: { ingredient: ' ' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('AI meal plan', () => {
  it('plans breakfast, lunch and dinner for every day with the people count and time limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: owner.headers,
      payload: {
        startDate: '2026-11-29',
        endDate: '2026-12-05',
        peopleCount: 3,
        maxCookingTime: 45,
        dietaryRestrictions: 'vegetarian',
        includeUserRecipes: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = res.json();
    const days = new Set(suggestions.map((s: { date: string }) => s.date));
    expect(days.size).toBe(7);
    for (const day of days) {
      const types = suggestions
        .filter((s: { date: string }) => s.date === day)
        .map((s: { mealType: string }) => s.mealType);
      expect(types).toEqual(expect.arrayContaining(['breakfast', 'lunch', 'dinner']));
    }
    for (const s of suggestions) {
      expect(s.servings).toBe(3);
      expect(s.prepTime + s.cookTime).toBeLessThanOrEqual(45);
      for (const i of s.ingredients) expect(i.name).not.toMatch(MEAT);
      expect(s.reasoning.length).toBeGreaterThan(0);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: owner.headers,
      payload: { startDate: '2026-11-29', endDate: '2026-12-05', peopleCount: 13 },
    });
    expect(bad.json().field).toBe('peopleCount');
    const badTime = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: owner.headers,
      payload: { startDate: '2026-11-29', endDate: '2026-12-05', maxCookingTime: 10 },
    });
    expect(badTime.json().field).toBe('maxCookingTime');
  });
});

describe('rate limit', () => {
  it('limits AI calls per user with 429 and Retry-After', async () => {
    const u = await signUp(t.app);
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ingredients/substitutions',
        headers: u.headers,
        payload: { ingredient: 'milk' },
      });
      last = res.statusCode;
      retryAfter = res.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another user is unaffected.
    const fresh = await signUp(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ingredients/substitutions',
          headers: fresh.headers,
          payload: { ingredient: 'milk' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
