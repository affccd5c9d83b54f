import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A food said with where it is cooked ("costela na churrasqueira", "beef ribs on the grill") is a
 * dish of that food: the place never stands in for the food (chicken hearts on skewers for ribs,
 * pork ribs for short ribs). Every recipe given has the food asked; the first is cooked there when
 * some dish with the food is. The words for the food and the place are this test's own.
 */
const book = cookbook();
const room = book.room;
const entryOf = (title: string, lang: TLanguage) =>
  book.entries.find((e) => e.name[lang] === title || book.version(e).name[lang] === title);
const made = (foods: readonly string[], food: string) =>
  foods.some((f) => f === food || room.foods.get(f)?.of === food);

const ASKS: [TLanguage, string, string, 'grill' | 'oven'][] = [
  ['pt-BR', 'costela na churrasqueira', 'beef-ribs', 'grill'],
  ['pt-BR', 'frango na churrasqueira', 'chicken', 'grill'],
  ['pt-BR', 'linguiça na churrasqueira', 'pork-sausage', 'grill'],
  ['pt-BR', 'costela no forno', 'beef-ribs', 'oven'],
  ['en', 'beef ribs on the grill', 'beef-ribs', 'grill'],
  ['en', 'short ribs in the oven', 'beef-ribs', 'oven'],
  ['en', 'chicken on the grill', 'chicken', 'grill'],
  ['en', 'salmon on the grill', 'salmon', 'grill'],
  ['pt-BR', 'salmão na churrasqueira', 'salmon', 'grill'],
];

describe('a food said with where it is cooked', () => {
  it('is a dish of that food, cooked there first when one is', () => {
    const bad: string[] = [];
    for (const [lang, text, food, place] of ASKS) {
      expect(room.foods.get(food), food).toBeDefined();
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      if (!g.recipes.length) bad.push(`${text}: nothing`);
      const entries = g.recipes.map((r) => entryOf(r.title, lang));
      entries.forEach((e, i) => {
        if (!e || !made([...e.foods, ...e.optionalFoods], food)) bad.push(`${text}: “${g.recipes[i]!.title}”`);
      });
      // Nor, asked cooked, one not cooked at all while a dish with the food is cooked.
      if (
        entries[0]?.techniques.has('no-cook') &&
        book.entries.some((e) => made(e.foods, food) && !e.techniques.has('no-cook'))
      )
        bad.push(`${text}: “${g.recipes[0]!.title}” is not cooked`);
      const there = book.entries.some((e) => made(e.foods, food) && e.techniques.has(place));
      if (there && entries[0] && !entries[0].techniques.has(place))
        bad.push(`${text}: “${g.recipes[0]!.title}” is not cooked ${place}`);
    }
    expect(bad).toEqual([]);
  });
});
