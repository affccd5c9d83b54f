import { describe, expect, it } from 'vitest';
import { checkVersion } from '../../knowledge/cookbook-check.ts';
import { loadRoom } from '../../knowledge/room.ts';
import { composeRecipe, fill, openDishes } from './compose.ts';
import { restrictionsOf } from './restrictions.ts';

const room = loadRoom();
const none = restrictionsOf(room, [], [], []);

/** Foods of the room that fit each group of a dish, a few per group. */
function foodsFor(dish: ReturnType<typeof openDishes>[number], n: number): string[] {
  const out: string[] = [];
  for (const g of dish.groups) {
    const fits = [...room.foods.entries()]
      .filter(
        ([k, f]) =>
          g.kinds.includes(f.kind) &&
          g.actions.some((a) => f.cook?.[a as never]) &&
          !dish.base.some((b) => b.food === k),
      )
      .map(([k]) => k);
    out.push(...fits.slice(0, Math.min(n, g.max)));
  }
  return out;
}

describe('open dishes', () => {
  const dishes = openDishes();

  it('are read and checked at load', () => {
    expect(dishes.map((d) => d.id).sort()).toEqual([
      'grain-bowl',
      'omelette',
      'pasta',
      'salad',
      'smoothie',
      'soup',
      'stir-fry',
      'toast',
    ]);
  });

  it('compose into recipes that pass the cookbook checks, with one and with several foods per group', () => {
    for (const dish of dishes) {
      for (const n of [1, 3]) {
        const foods = foodsFor(dish, n);
        const filled = fill(room, dish, foods, none);
        if (!filled) continue; // no food in the room takes this dish's actions yet
        const v = composeRecipe(room, filled);
        const problems: string[] = [];
        checkVersion(
          room,
          { label: `${dish.id} with ${foods.join(', ')}`, ingredients: v.ingredients, steps: v.steps },
          (m) => problems.push(m),
        );
        expect(problems).toEqual([]);
      }
    }
  });

  it('puts a food only where its record takes the action: canned tuna is never stir-fried, avocado never roasted', () => {
    const stir = dishes.find((d) => d.id === 'stir-fry')!;
    const bowl = dishes.find((d) => d.id === 'grain-bowl')!;
    for (const [dish, food] of [
      [stir, 'canned-tuna'],
      [bowl, 'avocado'],
    ] as const) {
      if (!room.foods.has(food)) continue;
      const f = fill(room, dish, [food, 'carrot'], none);
      const placed = [...(f?.groups.entries() ?? [])].filter(([, items]) => items.some((i) => i.food === food));
      for (const [gid, items] of placed) {
        const action = items.find((i) => i.food === food)!.action;
        expect(room.foods.get(food)!.cook?.[action], `${food} in ${dish.id}/${gid} as ${action}`).toBeDefined();
        expect(['stirfry', 'roast']).not.toContain(action);
      }
    }
  });

  it('keeps restrictions: no base food a diet excludes, no excluded food of the cook', () => {
    const vegan = restrictionsOf(room, ['vegan'], [], []);
    const omelette = dishes.find((d) => d.id === 'omelette')!;
    expect(fill(room, omelette, ['spinach'], vegan)).toBeNull();
    const stir = dishes.find((d) => d.id === 'stir-fry')!;
    const f = fill(room, stir, ['chicken-breast', 'broccoli'], vegan);
    expect(f?.used).toEqual(['broccoli']);
  });

  it('names a food the title already says once, and describes only what the filling is', () => {
    const pasta = dishes.find((d) => d.id === 'pasta')!;
    const f = fill(room, pasta, ['ground-beef', 'pasta'], none);
    expect(f?.used).toEqual(['ground-beef', 'pasta']);
    const v = composeRecipe(room, f!);
    for (const l of ['en', 'pt-BR'] as const) {
      const words = v.name[l].toLowerCase().split(/\s+/);
      expect(new Set(words).size, v.name[l]).toBe(words.length);
    }
    const omelette = dishes.find((d) => d.id === 'omelette')!;
    const cheese = composeRecipe(room, fill(room, omelette, ['cheddar'], none)!);
    expect(cheese.recipe.description.en).not.toMatch(/vegetables/);
    expect(cheese.recipe.description['pt-BR']).not.toMatch(/legumes/);
    const veg = composeRecipe(room, fill(room, omelette, ['zucchini'], none)!);
    expect(veg.recipe.description.en).toMatch(/vegetables/);
  });
});
