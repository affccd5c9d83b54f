import { describe, expect, it } from 'vitest';
import { knowledgeRoom } from '../../knowledge/room.ts';
import { gramsOf } from './amount.ts';

/**
 * A food with no SR24 row (a spice blend, a paste) or a row without spoons and cups is weighed by
 * the record's own `measures`, so a dish measuring it in spoons can be judged for diet limits.
 */
describe('spoons and cups weighed by the record where SR24 gives none', () => {
  const room = knowledgeRoom();
  it.each([
    ['garam-masala', 2, 'tsp' as const],
    ['cajun-seasoning', 1, 'tbsp' as const],
    ['gochujang', 2, 'tbsp' as const],
    ['cashews', 1, 'cup' as const],
  ])('%s: %s %s', (key, q, u) => {
    const food = room.foods.get(key)!;
    const g = gramsOf({ food: key, q, u } as never, food);
    const m = food.measures!;
    const perMl = m.cup ? m.cup / 240 : m.tbsp ? m.tbsp / 15 : m.tsp! / 5;
    expect(g).toBeCloseTo(q * { tsp: 5, tbsp: 15, cup: 240 }[u] * perMl, 5);
  });
  it('SR24 keeps its own measure: flour is weighed as SR24 gives it', () => {
    const flour = room.foods.get('flour')!;
    expect(flour.measures).toBeUndefined();
    expect(gramsOf({ food: 'flour', q: 1, u: 'cup' } as never, flour)).toBeGreaterThan(100);
  });
});
