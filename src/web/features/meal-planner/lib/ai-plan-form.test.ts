import { describe, expect, it } from 'vitest';
import { AI_PLAN_DEFAULTS, readAiPlanForm } from './ai-plan-form.ts';

describe('the AI plan form', () => {
  it('defaults to 2 people with saved recipes included', () => {
    expect(readAiPlanForm(AI_PLAN_DEFAULTS)).toEqual({
      ok: true,
      fields: { peopleCount: 2, preferences: '', dietaryRestrictions: '', includeUserRecipes: true },
    });
  });

  it('accepts 1 to 12 people and refuses anything else', () => {
    expect(readAiPlanForm({ ...AI_PLAN_DEFAULTS, people: '1' }).ok).toBe(true);
    expect(readAiPlanForm({ ...AI_PLAN_DEFAULTS, people: '12' }).ok).toBe(true);
    for (const people of ['0', '13', '', 'two', '2.5', '-1']) {
      expect(readAiPlanForm({ ...AI_PLAN_DEFAULTS, people })).toEqual({ ok: false, errors: { people: true } });
    }
  });

  it('accepts an empty max cooking time or 15 to 180 minutes', () => {
    const read = readAiPlanForm({
      ...AI_PLAN_DEFAULTS,
      maxCookingTime: ' 45 ',
      preferences: ' fish ',
      dietaryRestrictions: ' no nuts ',
      includeUserRecipes: false,
    });
    expect(read).toEqual({
      ok: true,
      fields: {
        peopleCount: 2,
        preferences: 'fish',
        dietaryRestrictions: 'no nuts',
        maxCookingTime: 45,
        includeUserRecipes: false,
      },
    });
    expect(readAiPlanForm({ ...AI_PLAN_DEFAULTS, maxCookingTime: '15' }).ok).toBe(true);
    expect(readAiPlanForm({ ...AI_PLAN_DEFAULTS, maxCookingTime: '180' }).ok).toBe(true);
    for (const maxCookingTime of ['14', '181', 'soon', '0']) {
      expect(readAiPlanForm({ ...AI_PLAN_DEFAULTS, maxCookingTime })).toEqual({
        ok: false,
        errors: { maxCookingTime: true },
      });
    }
  });

  it('reports both wrong fields at once', () => {
    expect(readAiPlanForm({ ...AI_PLAN_DEFAULTS, people: '20', maxCookingTime: '5' })).toEqual({
      ok: false,
      errors: { people: true, maxCookingTime: true },
    });
  });
});
