import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { wordsOf } from '../../../shared/knowledge/phrase-index.ts';
import { distance } from './fuzzy-name.ts';
import { cookbook } from './load.ts';
import { generate } from './generate.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * A dish the cookbook has, typed with a slip, is that dish; and a language's common word is not
 * another language's "without". Checked over the cookbook's own names and several phrasings.
 */
const book = cookbook();
const room = book.room;
const read = (lang: TLanguage, dishType: string) => readWish(book, wishOf(lang, dishType));
const recipesOf = (keys: readonly string[]) => new Set(keys.map((k) => book.byKey.get(k)?.recipeId));

describe('a dish name typed with a slip', () => {
  it('finds the dish for a letter dropped, doubled or swapped in its names, in both languages', () => {
    const slips = [
      (w: string) => w.slice(0, 3) + w.slice(4), // dropped
      (w: string) => w.slice(0, 4) + w[3] + w.slice(4), // doubled
      (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4), // swapped
    ];
    for (const lang of ['en', 'pt-BR'] as const) {
      let tried = 0;
      let found = 0;
      const missed: string[] = [];
      for (const e of book.entries.filter((_, i) => i % 7 === 0)) {
        const name = e.own[lang][0];
        if (!name) continue;
        const words = wordsOf(name).map((w) => w.w);
        // The longest word no list knows, long enough to keep its dish when a letter slips.
        const word = words
          .filter((w) => w.length >= 7 && !room.foodIndex(lang).get(w).length)
          .sort((a, b) => b.length - a.length)[0];
        if (!word || words.length > 5) continue;
        const slip = slips[tried % slips.length]!(word);
        if (slip === word) continue;
        const typed = words.map((w) => (w === word ? slip : w)).join(' ');
        tried++;
        const right = recipesOf(read(lang, words.join(' ')).named);
        const got = recipesOf(read(lang, typed).named);
        if ([...got].some((r) => right.has(r)) || got.has(e.recipeId)) found++;
        else missed.push(`${typed} (${name})`);
      }
      expect(tried).toBeGreaterThan(40);
      expect(found / tried, `${lang}: ${missed.slice(0, 12).join('; ')}`).toBeGreaterThan(0.85);
    }
  }, 120_000);

  it('reads misspelt wishes as the dish spelt right, en and pt-BR', () => {
    for (const [lang, typed, right] of [
      ['en', 'chiken tortila soup', 'chicken tortilla soup'],
      ['en', 'shepards pie for 4', "shepherd's pie for 4"],
      ['en', 'a quick chiken tikka masalla', 'a quick chicken tikka masala'],
      ['pt-BR', 'salda de macarao c atum', 'salada de macarrão com atum'],
      ['pt-BR', 'feijoda completa pra 6', 'feijoada completa pra 6'],
      ['pt-BR', 'escondidinho de frnago', 'escondidinho de frango'],
    ] as const) {
      const want = recipesOf(read(lang, right).named);
      expect(want.size, right).toBeGreaterThan(0);
      const got = recipesOf(read(lang, typed).named);
      expect(
        [...got].some((r) => want.has(r)),
        `${typed}: ${[...got].join(' ')}`,
      ).toBe(true);
    }
  });

  it('never reads a known food or a common word as a slip of a dish name', () => {
    for (const [lang, text] of [
      ['en', 'something cheap, we are on a tight budget'],
      ['en', 'what can I make with bean and rice'],
      ['pt-BR', 'algo barato, tô sem grana'],
      ['pt-BR', 'minha filha não come verdura'],
      ['pt-BR', 'filé empanado com purê'],
      ['en', 'breaded fish, baked not fried'],
    ] as const) {
      const w = read(lang, text);
      // What names a dish is spelt in the wish as it is, word for word.
      const said = wordsOf(w.namedPhrase ?? '');
      expect(
        said.every((x) => wordsOf(text).some((y) => y.w === x.w)),
        `${text} → ${w.namedPhrase}`,
      ).toBe(true);
    }
  });

  it('counts a swap of two letters as one slip', () => {
    expect(distance('tortila', 'tortilla', 2)).toBe(1);
    expect(distance('chikcen', 'chicken', 2)).toBe(1);
    expect(distance('shepards', 'shepherds', 2)).toBe(2);
    expect(distance('grana', 'granola', 1)).toBe(2);
  });
});

describe("another language's without", () => {
  it('is a common word of the wish language, not an avoided food', () => {
    for (const text of ['pato no tucupi', 'frango no tucupi', 'peixe no leite de coco', 'bolo no pote']) {
      const w = read('pt-BR', text);
      expect(w.avoidFoods, text).toEqual([]);
    }
    // In English it still is one; and "sem" still is in Portuguese.
    expect(read('en', 'chicken, no peppers').avoidFoods.length).toBeGreaterThan(0);
    expect(read('pt-BR', 'frango sem pimentão').avoidFoods.length).toBeGreaterThan(0);
  });
});

describe("the cook's own sentence is no dish name", () => {
  const gen = (lang: TLanguage, dishType: string, preferences: string) =>
    generate(book, requestOf(lang, dishType, { preferences, recipeCount: 2 }));
  it('never says it has no recipe for words of the wish that name no food or dish', () => {
    for (const [lang, dishType, preferences] of [
      ['en', 'lunch', 'use up leftovers'],
      ['en', 'dinner for a family of 5', "cheap, we're on a tight budget"],
      ['en', 'dinner', 'something my husband will actually like'],
      ['pt-BR', 'janta vegana', 'barata, to sem grana'],
      ['pt-BR', 'almoço pra criança que não come verdura', ''],
      ['en', 'dinner for a kid who does not eat greens', ''],
      ['pt-BR', 'janta', 'pro meu filho que não curte legume'],
      ['pt-BR', 'jantar', 'coisa simples que meu marido curta'],
      // What a dish asked is for: a use, a place, an occasion ("for work", "pra levar no passeio").
      ['en', 'packed lunch for work', ''],
      ['en', 'snack for the road trip', ''],
      ['pt-BR', 'marmita pro trabalho', ''],
      ['pt-BR', 'lanche para levar no passeio', ''],
    ] as const) {
      const w = readWish(book, wishOf(lang, dishType, { preferences }));
      expect(w.unknownName, `${dishType} / ${preferences}`).toBeNull();
      const g = gen(lang, dishType, preferences);
      expect(g.recipes.length, dishType).toBeGreaterThan(0);
      expect(g.note ?? '', dishType).not.toMatch(/não tenho uma receita|don't have a recipe/i);
    }
  });

  it('still says so for a dish it does not know, typed as the dish, in both languages', () => {
    // Names no language or the cookbook knows, typed where a dish goes, alone or with common words.
    for (const [lang, dishType] of [
      ['en', 'hakarl'],
      ['en', 'a hakarl for dinner'],
      ['en', 'I want to make glorbnak'],
      ['pt-BR', 'um hakarl pra 4'],
      ['pt-BR', 'quero fazer glorbnak'],
      ['en', 'kraken soup'],
      ['en', 'hakarl without onions'],
      ['pt-BR', 'hakarl sem cebola'],
      // Nothing asked before "for": the words after it are the dish.
      ['en', 'a recipe for hakarl'],
      ['pt-BR', 'uma receita pra glorbnak'],
    ] as const) {
      const w = readWish(book, wishOf(lang, dishType));
      expect(w.unknownName, dishType).not.toBeNull();
      expect(gen(lang, dishType, '').note ?? '', dishType).toMatch(/não tenho uma receita|don't have a recipe/i);
    }
  });
});
