import { describe, expect, it } from 'vitest';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { excludes, restrictionsOf } from './restrictions.ts';
import { requestOf, weekOf, wishOf } from './test-helpers.ts';
import { leaks } from './test-leaks.ts';
import { readWish, wishPack } from './wish.ts';

/**
 * A list of allergens or foods to avoid is read whole, in every way a cook writes one: "tree nut
 * and peanut allergy", "dairy, egg and nut-free", "sem ovo, leite nem gergelim", "no eggs, milk or
 * nuts". The lists are made from the request words' own category words and the diet table's own
 * names, in many phrasings; every thing a list names is kept out, none is wanted.
 */
const book = cookbook();
const room = book.room;

/** A small seeded shuffle, so the sample is the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Item {
  cat: TDietCategory;
  word: string;
}

/** The category words of a language, one item per word (a word two categories share is left out). */
function items(lang: TLanguage): Item[] {
  const p = wishPack(lang);
  const owners = new Map<string, Set<string>>();
  for (const [cat, words] of Object.entries(p.categories))
    for (const w of words ?? []) owners.set(fold(w), (owners.get(fold(w)) ?? new Set()).add(cat));
  return Object.entries(p.categories).flatMap(([cat, words]) =>
    (words ?? []).filter((w) => owners.get(fold(w))!.size === 1).map((word) => ({ cat: cat as TDietCategory, word })),
  );
}

/** "a", "a and b", "a, b and c" with the list word given. */
const joined = (words: readonly string[], join: string) =>
  words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} ${join} ${words.at(-1)!}`;

/** Diets named by a "without" word of the language and a category word: "no eggs", "sem ovo". */
function dietOpeners(lang: TLanguage): { name: string; cats: readonly string[] }[] {
  const p = wishPack(lang);
  const leads = p.without.map(fold);
  const catWords = new Set(Object.values(p.categories).flatMap((w) => (w ?? []).map(fold)));
  return Object.values(room.diets).flatMap((d) =>
    d.names[lang]
      .filter((n) => {
        const f = fold(n);
        return leads.some((l) => f.startsWith(`${l} `) && catWords.has(f.slice(l.length + 1)));
      })
      .map((name) => ({ name, cats: d.excludes as readonly string[] })),
  );
}

/** The phrasings of a list, per language: [text, whether only categories may be read]. */
function phrasings(lang: TLanguage, list: readonly string[], next: () => number): string[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  if (lang === 'en') {
    const p = wishPack('en');
    const suffix = pick(p.allergySuffix);
    return [
      `${joined(list, pick(['and', 'or']))} ${suffix}`,
      `my son has a ${joined(list, 'and')} ${suffix}`,
      `vegan, ${joined(list, 'and')} ${suffix}`,
      `${joined(list, 'and')}-free`,
      `${joined(list, pick(['and', 'or']))} free, please`,
      `allergic to ${joined(list, 'and')}`,
      `no ${joined(list, pick(['or', 'and']))}`,
    ];
  }
  return [
    `alergia a ${joined(list, 'e')}`,
    `vegano, alergia a ${joined(list, 'e')}`,
    `sem ${joined(list, pick(['e', 'nem', 'ou']))}`,
    `intolerante a ${joined(list, 'e')}`,
  ];
}

const read = (lang: TLanguage, preferences: string) => readWish(book, wishOf(lang, '', { preferences }));

/** Whether every food of a category is kept out ("no beef" holds beef without a "beef" of its own). */
const holds = (r: ReturnType<typeof restrictionsOf>, cat: string) =>
  r.cats.has(cat as TDietCategory) ||
  [...room.foods].every(([key, f]) => !f.diet?.includes(cat as TDietCategory) || excludes(room, r, key));

/** What the wish keeps out, as the chef holds it. */
const heldOf = (lang: TLanguage, preferences: string) => {
  const w = read(lang, preferences);
  return { wish: w, r: restrictionsOf(room, w.diets, w.avoidCats, w.avoidFoods) };
};

describe('a list of things to avoid is read whole', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every category of a list, in every phrasing, is kept out and never wanted`, () => {
      const all = items(lang);
      const next = rng(lang === 'en' ? 31 : 32);
      const failures: string[] = [];
      let tried = 0;
      for (let n = 0; n < 150; n++) {
        // Two or three items of different categories.
        const size = 2 + Math.floor(next() * 2);
        const chosen: Item[] = [];
        while (chosen.length < size) {
          const it = all[Math.floor(next() * all.length)]!;
          if (!chosen.some((c) => c.cat === it.cat)) chosen.push(it);
        }
        for (const text of phrasings(
          lang,
          chosen.map((c) => c.word),
          next,
        )) {
          tried++;
          const { wish, r } = heldOf(lang, text);
          const missed = chosen.filter((c) => !holds(r, c.cat));
          const wanted = wish.wanted.filter((f) => chosen.some((c) => room.foods.get(f)?.diet?.includes(c.cat)));
          if (missed.length || wanted.length)
            failures.push(`${text}: missed ${missed.map((c) => c.cat).join(' ')}; wanted ${wanted.join(' ')}`);
        }
      }
      expect(failures).toEqual([]);
      expect(tried).toBeGreaterThan(500);
    });

    it(`${lang}: a diet named with "without" opens a list the commas go on with`, () => {
      const all = items(lang);
      const next = rng(lang === 'en' ? 41 : 42);
      const joins = lang === 'en' ? ['and', 'or'] : ['e', 'ou', 'nem'];
      const failures: string[] = [];
      const openers = dietOpeners(lang);
      expect(openers.length).toBeGreaterThan(3);
      for (const opener of openers)
        for (let n = 0; n < 12; n++) {
          const chosen: Item[] = [];
          while (chosen.length < 2) {
            const it = all[Math.floor(next() * all.length)]!;
            if (!opener.cats.includes(it.cat) && !chosen.some((c) => c.cat === it.cat)) chosen.push(it);
          }
          const join = joins[n % joins.length]!;
          const text = `${opener.name}, ${chosen[0]!.word} ${join} ${chosen[1]!.word}`;
          const { wish, r } = heldOf(lang, text);
          const missed = [...opener.cats, ...chosen.map((c) => c.cat)].filter((c) => !holds(r, c));
          const wanted = wish.wanted.filter((f) => chosen.some((c) => room.foods.get(f)?.diet?.includes(c.cat)));
          if (missed.length || wanted.length) failures.push(`${text}: missed ${missed.join(' ')}; wanted ${wanted}`);
        }
      expect(failures).toEqual([]);
    });
  }

  it('a comma alone joins no list: what follows it is another part of the wish', () => {
    expect(read('en', 'gluten free, chicken').wanted).toContain('chicken');
    expect(read('pt-BR', 'sem glúten, frango').wanted).toContain('chicken');
    expect(read('en', 'chicken and rice, peanut allergy').wanted).toContain('chicken');
    expect(read('en', 'chicken and rice, peanut allergy').avoidCats).toEqual(['peanut']);
  });

  it('reads foods that are no category in a list before "allergy"', () => {
    const { r } = heldOf('en', 'kiwi and strawberry allergy');
    expect([...r.foods].some((f) => f.includes('kiwi'))).toBe(true);
    expect([...r.foods].some((f) => f.includes('strawberr'))).toBe(true);
  });

  // The reader's ask (plan 66): a vegan week for a tree-nut and peanut allergy, and lists like it.
  const LISTS: [TLanguage, string, string, TDietCategory[]][] = [
    ['en', 'berry smoothie bowl', 'vegan, tree nut and peanut allergy', ['treenut', 'peanut']],
    ['en', 'pad thai', 'peanut and tree nut allergies', ['treenut', 'peanut']],
    ['en', 'cookies', 'dairy, egg and nut-free', ['dairy', 'egg', 'treenut']],
    ['en', 'pancakes', 'no eggs, milk or nuts', ['egg', 'dairy', 'treenut']],
    ['pt-BR', 'bolo', 'sem ovo, leite nem castanhas', ['egg', 'dairy', 'treenut']],
    ['pt-BR', 'vitamina', 'vegano, alergia a castanhas e amendoim', ['treenut', 'peanut']],
    ['pt-BR', 'pão', 'alergia a camarão, ovo e gergelim', ['shellfish', 'egg', 'sesame']],
  ];

  it.each(LISTS)('%s wish "%s", %s: nothing the list names in any field', (lang, dish, preferences, cats) => {
    const r = restrictionsOf(room, [], cats, []);
    const res = generate(book, requestOf(lang, dish, { preferences, recipeCount: 3 }));
    expect(res.recipes.flatMap((x) => leaks(x, r, lang))).toEqual([]);
  });

  it.each(LISTS)('%s week plan, %s: nothing the list names in any meal', (lang, _dish, restrictions, cats) => {
    const r = restrictionsOf(room, [], cats, []);
    const { suggestions } = planWeek(book, weekOf(lang, 5, restrictions, ''), [], 'metric');
    expect(suggestions.length).toBeGreaterThan(8);
    const found = suggestions.flatMap((s) =>
      leaks({ ...s, title: s.recipeTitle, description: s.recipeDescription }, r, lang),
    );
    expect(found).toEqual([]);
  });
});
