import { describe, expect, it } from 'vitest';
import { ZCookbookRecipe } from '../../../shared/knowledge/cookbook-schema.ts';
import { density, kindDensities, measure, type Unit } from './amount.ts';
import { versionOf } from './facts.ts';
import { loadCookbook } from './load.ts';
import { renderVersion } from './render.ts';
import { edit, first } from './test-helpers.ts';

/** Amounts a cook would write after scaling: whole things whole, one system, the servings asked. */
const book = loadCookbook();
const room = book.room;

function dish(ingredients: unknown[]) {
  return ZCookbookRecipe.parse({
    id: 'test-dish',
    name: { en: 'Test dish', 'pt-BR': 'Prato de teste' },
    dish: 'soup',
    course: 'main',
    cuisine: 'international',
    description: { en: 'A test.', 'pt-BR': 'Um teste.' },
    servings: 4,
    time: { prep: 10, cook: 20 },
    difficulty: 'Easy',
    equipment: [],
    ingredients,
    steps: [{ en: 'Cook everything.', 'pt-BR': 'Cozinhe tudo.' }],
  });
}

function lines(ingredients: unknown[], lang: 'en' | 'pt-BR', servings: number, system: 'metric' | 'imperial') {
  const r = renderVersion(room, versionOf(dish(ingredients), null), { lang, system, servings });
  return r.ingredients.map((i) => [i.amount, i.name].filter(Boolean).join(' '));
}

/** Units a cook buys or cuts in halves at most (a can, a head); they are counted like pieces. */
const COUNTED: readonly (Unit | null)[] = [null, 'can', 'package', 'jar', 'stick', 'head', 'bunch'];

describe('every cookbook recipe scaled ×0.5, ×1.5 and ×3', () => {
  const kinds = kindDensities(room.foods);
  const factors = [0.5, 1.5, 3];

  it('counts whole things whole: a half only of a food that halves, and never from three on', () => {
    const wrong: string[] = [];
    let counted = 0;
    for (const e of book.entries) {
      for (const i of book.version(e).ingredients) {
        const food = room.foods.get(i.food)!;
        for (const f of factors) {
          for (const system of ['metric', 'imperial'] as const) {
            const m = measure(i, food, f, system, kinds);
            if (!m || !COUNTED.includes(m.unit)) continue;
            counted++;
            for (const n of [m.lo, m.hi]) {
              const fraction = !Number.isInteger(n);
              const halvable = m.unit !== null || food.halves === true;
              if (fraction && (!halvable || n >= 3 || !Number.isInteger(n * 2)))
                wrong.push(`${e.key} ${i.food} ×${f}: ${n} ${m.unit ?? ''}`);
            }
          }
        }
      }
    }
    expect(counted).toBeGreaterThan(1000);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('in metric, weighs what metric cooks weigh: no cups of a dry food whose kind is weighed', () => {
    const wrong: string[] = [];
    for (const e of book.entries) {
      for (const i of book.version(e).ingredients) {
        const food = room.foods.get(i.food)!;
        if (food.by !== 'volume' || density(food, kinds) === null) continue;
        for (const f of factors) {
          const m = measure(i, food, f, 'metric', kinds);
          if (m?.unit === 'cup') wrong.push(`${e.key} ${i.food} ×${f}`);
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});

describe('a scaled count of a food', () => {
  const carrots = [{ food: 'carrot', q: 3 }];

  it('rounds many carrots to whole ones, and keeps a half of a few', () => {
    // 3 carrots for 4, for 10: 7.5 → 8.
    expect(lines(carrots, 'en', 10, 'metric')).toEqual(['8 carrots']);
    expect(lines(carrots, 'pt-BR', 10, 'metric')).toEqual(['8 cenouras']);
    expect(lines(carrots, 'en', 2, 'imperial')).toEqual(['1 1/2 carrots']);
    expect(lines(carrots, 'pt-BR', 2, 'metric')).toEqual(['1 1/2 cenouras']);
  });

  it('gives a can its size after the can, "each" only for more than one', () => {
    const can = [{ food: 'canned-tomatoes', q: 1, u: 'can', pack: { q: 400, u: 'g' } }];
    expect(lines(can, 'en', 6, 'metric')[0]).toMatch(/^1 1\/2 cans \(400 g each\) /);
    expect(lines(can, 'en', 2, 'metric')[0]).toMatch(/^1\/2 can \(400 g\) /);
    expect(lines(can, 'pt-BR', 6, 'metric')[0]).toMatch(/^1 1\/2 lata .*\(400 g cada\)$/);
    expect(lines(can, 'pt-BR', 2, 'metric')[0]).toMatch(/^1\/2 lata .*\(400 g\)$/);
  });
});

describe('one system per recipe', () => {
  it('weighs gluten-free flour and vegan butter in metric, cups in imperial', () => {
    const dry = [
      { food: 'gluten-free-flour', q: 1.5, u: 'cup' },
      { food: 'vegan-butter', q: 0.5, u: 'cup' },
    ];
    for (const lang of ['en', 'pt-BR'] as const) {
      const metric = lines(dry, lang, 4, 'metric');
      expect(metric, lang).toHaveLength(2);
      for (const l of metric) expect(l, lang).toMatch(/^\d+ g /);
      for (const l of metric) expect(l, lang).not.toMatch(/cups?|xícara/);
    }
    expect(lines(dry, 'en', 4, 'imperial')).toEqual(['1 1/2 cups gluten-free flour', '1/2 cup vegan butter']);
  });
});

describe('the servings a cook asks for', () => {
  it('reads the number of people at a party, not the article before it', async () => {
    const en = await edit(await first('beef stew', 'en'), 'for a party of 20', 'en');
    expect(en.success).toBe(true);
    expect(en.updated_recipe.servings).toBe(20);
    const pt = await edit(await first('strogonoff', 'pt-BR'), 'para uma festa com 20 pessoas', 'pt-BR');
    expect(pt.success).toBe(true);
    expect(pt.updated_recipe.servings).toBe(20);
    const pt2 = await edit(await first('feijoada', 'pt-BR'), 'para uma festa de 20 pessoas', 'pt-BR');
    expect(pt2.updated_recipe.servings).toBe(20);
  });

  it('reads "pra 6" and a party with no number as a crowd, and "para uma pessoa" as one', async () => {
    expect((await first('frango assado pra 6', 'pt-BR')).servings).toBe(6);
    expect((await first('drink sem álcool para uma festa', 'pt-BR')).servings).toBeGreaterThanOrEqual(8);
    expect((await first('mocktail for a party', 'en')).servings).toBeGreaterThanOrEqual(8);
    expect((await first('omelete para uma pessoa', 'pt-BR')).servings).toBe(1);
    expect((await first('omelete para um', 'pt-BR')).servings).toBe(1);
  });
});
