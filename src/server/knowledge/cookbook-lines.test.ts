import { describe, expect, it } from 'vitest';
import { cookbookFiles, readCookbook } from './cookbook-check.ts';
import { loadRoom } from './room.ts';

/**
 * A step that uses part of a line says that part as a share of the line ("{olive-oil.qty*0.8} of
 * the {olive-oil}"), so it scales with it: "Mix 4 spoonfuls of the olive oil" stayed 4 when the
 * list said 2½ tbsp for two (reader12, Gambas a la plancha). The words are this test's own.
 */
const room = loadRoom();
const COUNT: Record<string, RegExp> = {
  en: /\b(?:\d+|two|three|four|five|six)\s+(?:spoonfuls?|tablespoons?|tbsp|teaspoons?|tsp|cups?)\s+of\s+the\s+\{([a-z0-9-]+)/gi,
  'pt-BR':
    /\b(?:\d+|duas|dois|três|quatro|cinco|seis)\s+(?:colheradas?|colheres \((?:sopa|chá)\)|xícaras?(?: \(chá\))?)\s+d[oa]s?\s+\{([a-z0-9-]+)/gi,
};
// "Pour off all but 2 spoonfuls of the oil" keeps a fixed amount of a frying oil, whatever it was.
const FIXED = /(?:all but|about|menos|umas?)\s+$/i;
const BY_VOLUME = new Set(['tsp', 'tbsp', 'cup', 'ml', 'l', 'fl-oz']);

describe('a part of a line in a step', () => {
  it('is a share of the line, never a count of spoons or cups the list may not hold', () => {
    const fixed: string[] = [];
    for (const { recipe } of readCookbook(cookbookFiles()).entries) {
      const lines = new Map(
        [...recipe.ingredients, ...(recipe.variants ?? []).flatMap((v) => v.add ?? [])].map((i) => [i.id ?? i.food, i]),
      );
      const steps = [recipe.steps, ...(recipe.variants ?? []).map((v) => v.steps ?? [])].flat();
      for (const st of steps)
        for (const lang of ['en', 'pt-BR'] as const)
          for (const m of st[lang].matchAll(COUNT[lang]!)) {
            const line = lines.get(m[1]!);
            if (!line?.u || !BY_VOLUME.has(line.u) || line.q === undefined) continue;
            if (FIXED.test(st[lang].slice(Math.max(0, m.index - 12), m.index))) continue;
            fixed.push(`${recipe.id} (${lang}): "${m[0]}"`);
          }
    }
    expect(room.foods.size).toBeGreaterThan(0);
    expect(fixed).toEqual([]);
  });
});

describe('a line the recipe says is cooked', () => {
  // "2 cups cooked red beans" keyed to the dried beans weighed their protein as dry seeds: Calentado
  // Paisa said about 31 g a serving for 16 (reader12).
  const COOKED = /\b(?:cooked|leftover|cozid[oa]s?|sobra)\b/i;

  it('is keyed to the cooked food, when its dried food names one', () => {
    const dried: string[] = [];
    for (const { recipe } of readCookbook(cookbookFiles()).entries) {
      const lines = [
        ...recipe.ingredients,
        ...(recipe.variants ?? []).flatMap((v) => [...(v.add ?? []), ...Object.values(v.swap ?? {})]),
      ];
      for (const i of lines) {
        const food = room.foods.get(i.food);
        if (!food?.can || food.kind !== 'legume') continue;
        const prep = typeof i.prep === 'string' ? i.prep : i.prep?.en;
        const said = [prep, i.name?.en, i.name?.['pt-BR'], i.note?.en].map((x) => x ?? '');
        if (said.some((s) => COOKED.test(s))) dried.push(`${recipe.id}: ${i.food}`);
      }
    }
    expect(dried).toEqual([]);
  });
});
