import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook, type Entry } from './load.ts';
import { planWeek } from './plan.ts';
import { entryPasses, restrictionsOf } from './restrictions.ts';
import { meetsSoft } from './soft.ts';
import { requestOf, weekOf } from './test-helpers.ts';

/**
 * Soft wishes judged from data over the whole cookbook, with the test's own lists and bars: a dish
 * with a hot chilli, wine, offal or a bitter green is not kid-friendly; "light" holds the energy
 * and the fat of a serving; "high-protein" the protein's share of the energy; a deep pan of fat is
 * frying, whatever the steps call it. A dish that does not meet the wish is named in the note with
 * why: its figure or its food.
 */
const book = cookbook();
const room = book.room;

/** The test's own hot chillies and pastes: one of them in a dish is felt by a child. */
const HOT = new Set([
  'thai-chili',
  'scotch-bonnet',
  'serrano-chile',
  'malagueta',
  'arbol-chile',
  'aji-limo',
  'sambal-oelek',
  'mitmita',
  'green-curry-paste',
  'jerk-seasoning',
  // Padrón peppers: most are mild, some are hot, and a child eats them whole.
  'padron-peppers',
]);
/** The test's own mild ones: a jar of mild salsa, Kashmiri chili, paprika-like chiles. */
const MILD = new Set([
  'salsa',
  'kashmiri-chili-powder',
  'sweet-chili-sauce',
  'poblano',
  'ancho-chile',
  'guajillo-chile',
]);
/** The test's own foods children refuse: offal, bitter or slimy greens, strong fermented tastes. */
const REFUSED = new Set([
  'beef-liver',
  'chicken-liver',
  'tripe',
  'chicken-gizzards',
  'beef-tongue',
  'molokhia',
  'bitter-melon',
  'jilo',
  'blue-cheese',
  'shrimp-paste',
]);

const chilies = (e: Entry) => e.foods.filter((f) => room.foods.get(f)?.diet.includes('chili'));

describe('kid-friendly and mild, from the heat and the kinds of the foods', () => {
  it('calls no dish with a hot chilli, wine, offal or a bitter green kid-friendly', () => {
    let hot = 0;
    let refused = 0;
    for (const e of book.entries) {
      const withHot = e.foods.some((f) => HOT.has(f));
      const withRefused = e.foods.some((f) => REFUSED.has(f));
      hot += Number(withHot);
      refused += Number(withRefused);
      if (withHot || withRefused || e.cats.has('alcohol'))
        expect(meetsSoft(room, e, 'kid-friendly'), e.key).toBe(false);
      if (withHot) expect(meetsSoft(room, e, 'mild'), e.key).toBe(false);
    }
    expect(hot).toBeGreaterThan(40);
    expect(refused).toBeGreaterThan(8);
  });

  it('calls a dish whose only chillies are mild ones mild, and spicy only from medium heat', () => {
    const mild = book.entries.filter((e) => chilies(e).length > 0 && chilies(e).every((f) => MILD.has(f)));
    expect(mild.length).toBeGreaterThan(15);
    for (const e of mild) {
      expect(meetsSoft(room, e, 'mild'), e.key).toBe(true);
      expect(meetsSoft(room, e, 'spicy'), e.key).toBe(false);
    }
    for (const e of book.entries.filter((x) => x.foods.some((f) => HOT.has(f))))
      expect(meetsSoft(room, e, 'spicy'), e.key).toBe(true);
  });

  it('names the food that makes a dish not for children, in both languages', () => {
    const cases = book.entries.filter((e) => !e.variantId && e.foods.some((f) => HOT.has(f) || REFUSED.has(f)));
    for (const e of cases.slice(0, 12))
      for (const [lang, words, not] of [
        ['en', 'for kids', 'is not kid-friendly'],
        ['pt-BR', 'para crianças', 'não é boa para crianças'],
      ] as const) {
        const g = generate(book, requestOf(lang, `${e.name[lang]} ${words}`, { recipeCount: 1 }));
        const title = g.recipes[0]?.title;
        if (title !== e.name[lang]) continue;
        const note = g.note ?? '';
        expect(note, `${lang}: ${e.key}`).toContain(not);
        const bad = e.foods.filter((f) => HOT.has(f) || REFUSED.has(f) || room.foods.get(f)?.heat);
        expect(
          bad.some((f) => note.includes(room.names(f, lang).one)) || /\d/.test(note.split(title)[1] ?? ''),
          `${lang}: ${note}`,
        ).toBe(true);
      }
  });

  it('gives cheese quesadillas with their mild salsa to children, and says why they fit', () => {
    for (const [lang, wish] of [
      ['en', 'cheese quesadillas for the kids'],
      ['pt-BR', 'quesadilla de queijo para as crianças'],
    ] as const) {
      const g = generate(book, requestOf(lang, wish, { recipeCount: 1 }));
      const e = book.entries.find((x) => x.name[lang] === g.recipes[0]?.title);
      expect(e?.foods, wish).toContain('salsa');
      expect(g.note ?? '', wish).not.toMatch(/not kid-friendly|não é boa para crianças/);
      expect(g.note ?? '', wish).toMatch(/mild|suave/);
    }
  });

  it('keeps shell-on prawns out of a child’s dinner', () => {
    for (const key of ['gambas-a-la-plancha', 'tom-rim'])
      expect(meetsSoft(room, book.byKey.get(key)!, 'kid-friendly'), key).toBe(false);
  });
});

/** The test's own bars: the FSA's "high" fat per portion, and the EU's "high protein" share of energy. */
const FAT_HIGH = 21;
const PROTEIN_SHARE = 0.2;

describe('light, high-protein and low-carb from the figures per serving', () => {
  it('calls no dish light that is high in fat, of unknown weight or deep-fried', () => {
    let seen = 0;
    for (const e of book.entries) {
      const n = e.nutrition;
      if (n.fat > FAT_HIGH || n.unweighed > 0 || n.known < 0.6 || n.kcal > 500) {
        seen++;
        expect(meetsSoft(room, e, 'light'), e.key).toBe(false);
      }
    }
    expect(seen).toBeGreaterThan(300);
  });

  it('calls no dish high in protein that takes less than a fifth of its energy from protein', () => {
    const low = book.entries.filter(
      (e) => e.nutrition.protein >= 25 && (e.nutrition.protein * 4) / e.nutrition.kcal < PROTEIN_SHARE,
    );
    expect(low.length).toBeGreaterThan(20);
    for (const e of low) expect(meetsSoft(room, e, 'high-protein'), e.key).toBe(false);
  });

  it('calls no dish low-carb over 20 g of net carbohydrate a serving', () => {
    for (const e of book.entries)
      if (e.nutrition.carbohydrate - e.nutrition.fiber > 20) expect(meetsSoft(room, e, 'low-carb'), e.key).toBe(false);
  });

  it('reads "low carb" the same as a diet and as a soft wish: one bar', () => {
    // The diet keeps a dish the soft wish calls low in carbohydrate, and no other.
    const diet = restrictionsOf(room, ['low-carb'], [], []);
    let between = 0;
    for (const e of book.entries) {
      if (e.cats.has('sugar')) continue;
      const net = e.nutrition.carbohydrate - e.nutrition.fiber;
      between += Number(net > 20 && net <= 30);
      expect(entryPasses(room, diet, e), `${e.key} (${Math.round(net)} g)`).toBe(meetsSoft(room, e, 'low-carb'));
    }
    expect(between).toBeGreaterThan(20);
  });

  it('names each dish that is not what was wished with its figure, in both languages', () => {
    for (const [lang, wish, wishWord] of [
      ['en', 'light', 'is not light'],
      ['pt-BR', 'leve', 'não é leve'],
      ['en', 'high protein', 'is not high in protein'],
    ] as const) {
      const not = book.entries.filter(
        (e) =>
          !e.variantId &&
          e.nutrition.unweighed === 0 &&
          e.nutrition.known >= 0.6 &&
          meetsSoft(room, e, wish === 'high protein' ? 'high-protein' : 'light') === false,
      );
      let said = 0;
      for (const e of not.slice(0, 10)) {
        const g = generate(book, requestOf(lang, `${e.name[lang]}, ${wish}`, { recipeCount: 1 }));
        if (g.recipes[0]?.title !== e.name[lang]) continue;
        const at = (g.note ?? '').indexOf(`“${e.name[lang]}” (`);
        expect(at, `${lang}: ${g.note}`).toBeGreaterThanOrEqual(0);
        const why = g.note!.slice(at + e.name[lang].length + 4).split(')')[0]!;
        expect(why, `${lang}: ${g.note}`).toMatch(/\d|deep-fried|frita/);
        said++;
      }
      expect(said, wishWord).toBeGreaterThan(5);
    }
  });
});

/** The test's own reading of a deep pan of fat: cups, ml, or litres of it. */
function deepFat(e: Entry): boolean {
  const v = book.version(e);
  return v.ingredients.some((i) => {
    if (i.optional || room.foods.get(i.food)?.kind !== 'fat' || typeof i.q !== 'number') return false;
    return (i.u === 'cup' && i.q >= 1.5) || (i.u === 'ml' && i.q >= 350) || (i.u === 'l' && i.q >= 0.35);
  });
}

describe('little frying, from the fat the steps fry in', () => {
  it('calls a dish fried in a deep pan of fat fried, whatever its steps call it', () => {
    const fried = book.entries.filter(
      (e) => !e.variantId && deepFat(e) && book.version(e).steps.some((s) => /\bfry\b|\bfried\b/i.test(s.en)),
    );
    expect(fried.length).toBeGreaterThan(10);
    for (const e of fried)
      if (!book.version(e).recipe.equipment.includes('air-fryer'))
        expect(meetsSoft(room, e, 'little-frying'), e.key).toBe(false);
  });

  it('gives a deep-fried dish asked by its name with "not fried", and says it is deep-fried', () => {
    for (const [lang, wish, said] of [
      ['en', 'southern buttermilk fried chicken, not deep-fried', 'deep-fried'],
      ['pt-BR', 'frango frito sulista, sem fritura', 'frita por imersão'],
    ] as const) {
      const g = generate(book, requestOf(lang, wish, { recipeCount: 1 }));
      expect(g.recipes.length, wish).toBe(1);
      expect(g.note ?? '', wish).toContain(said);
    }
  });
});

describe('a light week and a kid-friendly week', () => {
  const weeks: [TLanguage, string, 'light' | 'kid-friendly'][] = [
    ['en', 'light meals', 'light'],
    ['pt-BR', 'comida leve', 'light'],
    ['en', 'kid-friendly', 'kid-friendly'],
    ['pt-BR', 'para as crianças', 'kid-friendly'],
  ];
  it('plans meals that meet the wish, or names each that does not with why', () => {
    for (const [lang, prefs, soft] of weeks) {
      const res = planWeek(book, weekOf(lang, 7, '', prefs), [], 'metric');
      expect(res.suggestions.length, prefs).toBeGreaterThan(20);
      for (const s of res.suggestions) {
        const e = book.entries.find((x) => x.name[lang] === s.recipeTitle);
        if (!e) continue;
        const n = e.nutrition;
        const fits =
          soft === 'light'
            ? n.fat <= FAT_HIGH && n.kcal <= 500 && n.unweighed === 0
            : !e.foods.some((f) => HOT.has(f) || REFUSED.has(f)) && !e.cats.has('alcohol');
        if (fits && meetsSoft(room, e, soft)) {
          if (soft === 'light') expect(s.reasoning, s.recipeTitle).toContain(` ${Math.round(n.kcal)} kcal`);
        } else expect(res.note ?? '', `${prefs}: ${s.recipeTitle}`).toContain(`“${s.recipeTitle}” (`);
      }
    }
  });
});

describe('cheap, from what a dish is made of', () => {
  it('calls a dish of canned fish with a short list cheap, and names what makes others dear', () => {
    const canned = book.entries.filter((e) => {
      const fish = e.foods.filter((f) => room.foods.get(f)?.aisle === 'fish');
      const others = e.foods.filter((f) => {
        const food = room.foods.get(f)!;
        return !food.staple && !['spice', 'herb', 'seasoning'].includes(food.kind);
      });
      return (
        fish.length > 0 &&
        fish.every((f) => room.foods.get(f)?.unit?.key === 'can') &&
        !e.foods.some((f) => room.foods.get(f)?.aisle === 'meat' || room.foods.get(f)?.dear) &&
        !e.cats.has('shellfish') &&
        !e.cats.has('alcohol') &&
        others.length <= 9
      );
    });
    expect(canned.length).toBeGreaterThan(2);
    for (const e of canned) expect(meetsSoft(room, e, 'cheap'), e.key).toBe(true);
    const g = generate(book, requestOf('en', 'Tuna Noodle Casserole, on a budget', { recipeCount: 1 }));
    expect(g.note ?? '').not.toContain('not budget-friendly');
    const steak = generate(book, requestOf('pt-BR', 'picanha na chapa, barato', { recipeCount: 1 }));
    if (steak.recipes.length) expect(steak.note ?? '').toMatch(/não é econômica|não são econômicas/);
  });
});
