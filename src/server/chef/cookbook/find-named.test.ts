import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * The dish named comes first: "lamb stew" is a stew the lamb leads, a dish asked with one of its
 * optional foods keeps that food, and what the cook has goes into a known dish that uses it
 * before any combination of the chef's own. Over phrasings in both languages.
 */
const book = cookbook();
const room = book.room;
const entryOf = (title: string, lang: TLanguage) => book.entries.find((e) => e.name[lang] === title);

describe('the named dish first', () => {
  it('gives a dish the food asked leads, not one where it is one food of many', () => {
    for (const [lang, text, food] of [
      ['en', 'lamb stew', 'lamb'],
      ['en', 'pork stew', 'pork'],
      ['en', 'chicken curry', 'chicken'],
      ['pt-BR', 'ensopado de frango', 'chicken'],
      ['pt-BR', 'curry de cordeiro', 'lamb'],
      ['pt-BR', 'ensopado de porco', 'pork'],
    ] as [TLanguage, string, string][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      for (const r of g.recipes) {
        const e = entryOf(r.title, lang);
        expect(e, `${text}: ${r.title}`).toBeDefined();
        const leads = e!.leads.filter((f) => f === food || room.foods.get(f)?.of === food);
        expect(leads, `${text}: ${r.title} leads ${e!.leads.join(' ')}`).not.toEqual([]);
      }
    }
  });

  it('keeps the optional food a named dish is asked with', () => {
    const asked = book.entries
      .filter((e) => !e.variantId && e.optionalFoods.some((f) => !room.foods.get(f)?.staple))
      .filter((_, i) => i % 53 === 0)
      .slice(0, 12);
    expect(asked.length).toBeGreaterThan(8);
    for (const e of asked) {
      const food = e.optionalFoods.find((f) => !room.foods.get(f)?.staple)!;
      for (const lang of ['en', 'pt-BR'] as const) {
        const name = room.names(food, lang).one;
        const text = `${e.name[lang]} ${lang === 'en' ? 'with' : 'com'} ${name}`;
        // Only a food read as one wanted ("com pimenta" may be read as "spicy").
        const wanted = readWish(book, wishOf(lang, text)).wanted;
        if (!wanted.some((f) => f === food || room.foods.get(food)?.of === f)) continue;
        const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
        const r = g.recipes[0];
        if (!r || entryOf(r.title, lang)?.recipeId !== e.recipeId) continue;
        // Its name, or what it is a kind of, as a whole phrase: "1 can (200 g) corn" is the canned
        // corn (the can says it), "cornmeal" is not corn.
        const parent = room.foods.get(food)?.of;
        const forms = [food, ...(parent ? [parent] : [])]
          .flatMap((f) => [room.names(f, lang).one, room.names(f, lang).many])
          .map((n) => n.toLowerCase());
        const has = r.ingredients.some((i) =>
          forms.some((n) => new RegExp(`(?<!\\p{L})${n}(?!\\p{L})`, 'u').test(i.name.toLowerCase())),
        );
        expect(has || /\b(?:without|sem|left out|deixei)\b/i.test(g.note ?? ''), `${text}: ${g.note}`).toBe(true);
      }
    }
  });

  it("puts the cook's foods into a known dish a little over the time before a combination", () => {
    for (const [lang, text, minutes, have] of [
      ['en', 'fast snack', '10 minutes', ['flour tortillas', 'mozzarella', 'salsa', 'butter']],
      ['pt-BR', 'lanche rápido', '10 minutos', ['tortilha de trigo', 'muçarela', 'salsa mexicana', 'manteiga']],
      ['en', 'breakfast', '10 min', ['flour tortillas', 'eggs', 'milk', 'cheddar', 'salsa']],
    ] as [TLanguage, string, string, string[]][]) {
      const g = generate(
        book,
        requestOf(lang, text, { timeLimit: minutes, availableIngredients: have, recipeCount: 1 }),
      );
      expect(g.recipes.length, text).toBe(1);
      const e = entryOf(g.recipes[0]!.title, lang);
      expect(e, `${text}: ${g.recipes[0]!.title}: ${g.note}`).toBeDefined();
      expect(g.note ?? '', text).not.toMatch(/my own combination|minha própria combinação/);
    }
  });

  it('says why when fewer recipes than asked come back, in both languages', () => {
    for (const [lang, text] of [
      ['en', 'moussaka'],
      ['en', 'pad see ew'],
      ['pt-BR', 'baião de dois'],
      ['pt-BR', 'vaca atolada'],
      ['en', 'french onion soup'],
    ] as [TLanguage, string][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 4 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      if (g.recipes.length < 4) expect(g.note ?? '', text).toMatch(lang === 'en' ? /\bonly\b/ : /(?:^|\s)só\s/);
    }
  });
});
