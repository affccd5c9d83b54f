/**
 * Every date the API reads is a real calendar date in a sane year range, with start ≤ end and a
 * bounded range: bad dates answer 400 naming the field, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let cook: SignedInUser;
let planId: string;
let recipeId: string;
beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  planId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: cook.headers,
      payload: { name: 'W', startDate: '2026-11-22', endDate: '2026-11-28' },
    })
  ).json().id;
  recipeId = (
    await t.app.inject({ method: 'POST', url: '/api/recipes', headers: cook.headers, payload: buildRecipe() })
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

const BAD_DATES = [
  '0000-01-01',
  '0001-01-01',
  '1000-06-15',
  '9999-12-31',
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-1-1',
  '+02026-01-01',
  '2026-01-01x',
  'yesterday',
  '',
];

describe('dates out of range', () => {
  it.each(BAD_DATES)('GET /api/meal-plan-items and /api/meal-plans refuse %j', async (date) => {
    for (const path of ['/api/meal-plan-items', '/api/meal-plans']) {
      const start = await t.app.inject({
        url: `${path}?startDate=${encodeURIComponent(date)}&endDate=2026-11-28`,
        headers: cook.headers,
      });
      expect(start.statusCode, `${path} start ${start.body}`).toBe(400);
      expect(start.json().field).toBe('startDate');
      const end = await t.app.inject({
        url: `${path}?startDate=2026-11-22&endDate=${encodeURIComponent(date)}`,
        headers: cook.headers,
      });
      expect(end.statusCode, `${path} end ${end.body}`).toBe(400);
      expect(end.json().field).toBe('endDate');
    }
  });

  it.each(BAD_DATES)('POST /api/meal-plans, items and generate refuse %j', async (date) => {
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: cook.headers,
      payload: { name: 'Bad', startDate: date, endDate: date },
    });
    expect(plan.statusCode, plan.body).toBe(400);
    const week = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: cook.headers,
      payload: { name: 'Bad', weekStart: date, weekEnd: '2026-11-28' },
    });
    expect(week.statusCode, week.body).toBe(400);
    const item = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${planId}/items`,
      headers: cook.headers,
      payload: { recipeId, mealDate: date, mealType: 'lunch' },
    });
    expect(item.statusCode, item.body).toBe(400);
    expect(item.json().field).toBe('mealDate');
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: cook.headers,
      payload: { startDate: date, endDate: date, includeUserRecipes: false },
    });
    expect(gen.statusCode, gen.body).toBe(400);
  });

  it('refuses a start after the end and a range of more than a few months', async () => {
    for (const path of ['/api/meal-plan-items', '/api/meal-plans']) {
      const reversed = await t.app.inject({
        url: `${path}?startDate=2026-11-28&endDate=2026-11-22`,
        headers: cook.headers,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().field).toBe('endDate');
      const long = await t.app.inject({
        url: `${path}?startDate=1900-01-01&endDate=2200-12-31`,
        headers: cook.headers,
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().field).toBe('endDate');
    }
  });

  it('accepts real dates and a range of a few weeks', async () => {
    for (const path of ['/api/meal-plan-items', '/api/meal-plans']) {
      expect(
        (await t.app.inject({ url: `${path}?startDate=2028-02-27&endDate=2028-03-04`, headers: cook.headers }))
          .statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ url: `${path}?startDate=2026-11-01&endDate=2026-12-31`, headers: cook.headers }))
          .statusCode,
      ).toBe(200);
    }
    const leap = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: cook.headers,
      payload: { name: 'Leap', startDate: '2028-02-27', endDate: '2028-03-04' },
    });
    expect(leap.statusCode).toBe(201);
  });
});
