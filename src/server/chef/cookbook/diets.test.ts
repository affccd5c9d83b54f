import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import { generate } from './generate.ts';
import { pack } from './pack.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { readText, type ReadMode } from '../reader/read.ts';
import { restrictionsOf, type Restrictions } from './restrictions.ts';

/**
 * Restrictions are hard in every field: for each diet and avoided food, every answer — generated
 * recipes and week plans, in both languages — names no excluded food in its title, description,
 * ingredients, steps, tips or tags. Read with the room's food names of the answer's language.
 */
const book = cookbook();
const room = book.room;

function leaks(
  r: Pick<TRecipeDraft, 'title' | 'description' | 'ingredients' | 'instructions' | 'tips' | 'tags'>,
  rx: Restrictions,
  lang: (typeof LANGUAGES)[number],
): string[] {
  const fields: [string, string, ReadMode][] = [
    ['title', r.title, 'prose'],
    ['description', r.description, 'prose'],
    ...r.ingredients.map((i, n) => [`ingredient ${n + 1}`, i.name, 'line'] as [string, string, ReadMode]),
    ...r.instructions.map((s, n) => [`step ${n + 1}`, s, 'prose'] as [string, string, ReadMode]),
    ...r.tips.map((t, n) => [`tip ${n + 1}`, t, 'prose'] as [string, string, ReadMode]),
    ...r.tags.map((t) => ['tag', t, 'line'] as [string, string, ReadMode]),
  ];
  const out: string[] = [];
  const leaking = (text: string, mode: ReadMode) =>
    readText(room, text, lang, mode).mentions.some(
      (m) => !m.negated && (rx.foods.has(m.food) || m.cats.some((c) => rx.cats.has(c))),
    );
  // A sentence's short name for one of the recipe's own lines is that line ("the tortillas" of
  // "corn tortillas", "o macarrão" of "macarrão de arroz"), and "the batter"/"a massa" is what the
  // recipe is making: neither names another food. The lines themselves are read on their own.
  const own = [
    ...r.ingredients.filter((i) => !leaking(i.name, 'line')).map((i) => ` ${phraseKey(i.name)} `),
    ...(pack(lang).ownWords ?? []).map((w) => ` ${phraseKey(w)} `),
  ];
  const ownName = (field: string, said: string) =>
    !field.startsWith('ingredient') && field !== 'tag' && own.some((k) => k.includes(` ${phraseKey(said)} `));
  // Read as any recipe is read (a "pumpkin kibbeh" is made of pumpkin, "no meat" names none).
  for (const [field, text, mode] of fields)
    for (const m of readText(room, text, lang, mode).mentions)
      if (
        !m.negated &&
        (rx.foods.has(m.food) || m.cats.some((c) => rx.cats.has(c))) &&
        !ownName(field, text.slice(m.start, m.end)) &&
        !(field === 'title' && (titleSaysWithout(text, m.cats, lang) || quoted(text, m.start, m.end)))
      )
        out.push(`${r.title} — ${field}: "${text.slice(m.start, m.end)}" in "${text}"`);
  return out;
}

/** A name in quotes in a title is an imitation of it: Chickpea 'Tuna' Salad, "carne" de jaca. */
function quoted(text: string, start: number, end: number): boolean {
  return /['‘’"“”]/.test(text[start - 1] ?? '') && /['‘’"“”]/.test(text[end] ?? '');
}

/**
 * A dish's name that says what it is made without: "Vegan Mac and Cheese", "ovo mexido vegano" —
 * the title carries the name of a diet that excludes the food it names.
 */
function titleSaysWithout(title: string, cats: readonly string[], lang: (typeof LANGUAGES)[number]): boolean {
  const t = title.toLowerCase();
  return Object.values(room.diets).some(
    (d) =>
      d.names[lang].some((n) => new RegExp(`(?:^|\\P{L})${n.toLowerCase()}(?:\\P{L}|$)`, 'u').test(t)) &&
      cats.some((c) => (d.excludes as readonly string[]).includes(c)),
  );
}

const WISHES: Record<(typeof LANGUAGES)[number], string[]> = {
  en: [
    'dinner',
    'a soup',
    'something with potatoes',
    'a dessert',
    'breakfast',
    'a quick lunch',
    'stew',
    'pasta',
    'a salad',
    'beans',
  ],
  'pt-BR': [
    'jantar',
    'uma sopa',
    'algo com batata',
    'sobremesa',
    'café da manhã',
    'almoço rápido',
    'ensopado',
    'macarrão',
    'salada',
    'feijão',
  ],
};
const DIETS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'no-pork', 'nut-free'] as const;

describe('restrictions hold in every field', () => {
  for (const diet of DIETS) {
    it(`${diet}: generated recipes, both languages`, () => {
      const rx = restrictionsOf(room, [diet], [], []);
      const found: string[] = [];
      let answered = 0;
      for (const lang of LANGUAGES) {
        const label = room.diets[diet]!.names[lang][0]!;
        for (const w of WISHES[lang]) {
          const res = generate(book, {
            dishType: `${w} ${label}`,
            preferences: '',
            timeLimit: '',
            availableIngredients: [],
            language: lang,
            recipeCount: 3,
            unitSystem: 'metric',
          });
          answered += res.recipes.length;
          for (const r of res.recipes) found.push(...leaks(r, rx, lang));
        }
      }
      expect(found).toEqual([]);
      expect(answered).toBeGreaterThan(10);
    });

    it(`${diet}: a week plan, both languages`, () => {
      const rx = restrictionsOf(room, [diet], [], []);
      for (const lang of LANGUAGES) {
        const { suggestions } = planWeek(
          book,
          {
            startDate: '2026-12-07',
            endDate: '2026-12-13',
            preferences: '',
            dietaryRestrictions: room.diets[diet]!.names[lang][0]!,
            peopleCount: 4,
            includeUserRecipes: false,
            language: lang,
          },
          [],
          'metric',
        );
        expect(suggestions.length).toBeGreaterThan(7);
        const found = suggestions.flatMap((s) =>
          leaks({ ...s, title: s.recipeTitle, description: s.recipeDescription }, rx, lang),
        );
        expect(found).toEqual([]);
      }
    });
  }

  it('an avoided food is kept out too: "without mushrooms", "sem camarão"', () => {
    for (const [lang, wish, food] of [
      ['en', 'dinner without mushrooms', 'mushrooms'],
      ['pt-BR', 'almoço sem camarão', 'shrimp'],
    ] as const) {
      const rx = restrictionsOf(room, [], [], [food]);
      const res = generate(book, {
        dishType: wish,
        preferences: '',
        timeLimit: '',
        availableIngredients: [],
        language: lang,
        recipeCount: 3,
        unitSystem: 'metric',
      });
      expect(res.recipes.length).toBeGreaterThan(0);
      expect(res.recipes.flatMap((r) => leaks(r, rx, lang))).toEqual([]);
    }
  });
});
