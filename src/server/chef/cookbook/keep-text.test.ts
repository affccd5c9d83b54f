import { describe, expect, it } from 'vitest';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import { renderPick } from './generate.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { entryPasses, restrictionsOf, type Restrictions } from './restrictions.ts';
import { readText } from '../reader/read.ts';
import { weekOf } from './test-helpers.ts';
import { wishPack } from './wish.ts';

/**
 * Tips and descriptions keep the restriction and the wish: a tip that serves a kind of food the
 * restrictions exclude ("Serve with cold meats and pickles" in a vegetarian week) or, under a
 * carbohydrate limit, a starchy side ("Sirva com arroz, feijão e purê de batata" in a low-carb
 * week) is not shown. Swept over every cookbook recipe's tips for every diet, read apart from the
 * engine: the request words' own words for kinds of food, as whole words.
 */
const book = cookbook();
const room = book.room;
const DIETS = Object.keys(room.diets);

/** The kinds a text names by a kind's word ("meats", "frutos do mar"), not after "no"/"sem". */
function kindsNamed(text: string, lang: TLanguage): TDietCategory[] {
  const p = wishPack(lang);
  const t = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const foods = readText(room, text, lang, 'prose').mentions;
  const out: TDietCategory[] = [];
  for (const [cat, words] of Object.entries(p.categories))
    for (const w of words ?? []) {
      const key = ` ${fold(w).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
      const at = t.indexOf(key);
      if (at < 0) continue;
      if (p.without.some((n) => t.slice(0, at + 1).endsWith(` ${fold(n)} `))) continue;
      // A kind's word inside a food of another kind ("coconut milk") names that food.
      const inOther = foods.some(
        (m) =>
          !m.cats.includes(cat as TDietCategory) &&
          ` ${fold(text.slice(m.start, m.end)).replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(key),
      );
      if (!inOther) out.push(cat as TDietCategory);
    }
  return out;
}

const starchy = (text: string, lang: TLanguage) =>
  readText(room, text, lang, 'prose')
    .mentions.filter((m) => !m.negated && m.cats.some((c) => c === 'starch' || c === 'grain' || c === 'sugar'))
    .map((m) => m.food);

describe('tips keep the restrictions and the diet’s wish', () => {
  it('no recipe, under any diet, keeps a tip that names a kind of food the diet excludes', () => {
    const failures: string[] = [];
    let flagged = 0;
    for (const d of DIETS) {
      const r: Restrictions = restrictionsOf(room, [d], [], []);
      const carbs = room.diets[d]!.limits?.carbs !== undefined;
      for (const e of book.entries) {
        if (!entryPasses(room, r, e)) continue;
        const v = book.version(e);
        // The dish's own foods, and what each is a kind of ("bread" of its sandwich bread).
        const own = new Set(v.ingredients.flatMap((i) => [i.food, room.foods.get(i.food)?.of ?? i.food]));
        for (const lang of LANGUAGES) {
          const bad = (v.tips?.[lang] ?? []).filter(
            (t) =>
              kindsNamed(t, lang).some((c) => r.cats.has(c)) || (carbs && starchy(t, lang).some((f) => !own.has(f))),
          );
          if (!bad.length) continue;
          flagged += bad.length;
          const x = renderPick(book, e, r, lang, 'metric', e.servings);
          if (!x) continue;
          // A tip as rendered may differ in amounts; its words before any number say which it is.
          for (const t of bad) {
            const head = fold(t).split(/\d/)[0]!.slice(0, 40);
            if (x.tips.some((k) => fold(k).startsWith(head))) failures.push(`${d} ${lang} ${e.key}: ${t}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep reads something: the cookbook has such tips.
    expect(flagged).toBeGreaterThan(5);
  }, 600_000);

  it('the reader’s weeks: a vegetarian, egg-free week serves no cold meats; a low-carb one no rice on the side', () => {
    const veg = planWeek(book, weekOf('en', 7, 'vegetarian, egg free', 'bubble and squeak'), [], 'metric');
    expect(veg.suggestions.flatMap((s) => s.tips).filter((t) => /\bmeats?\b/i.test(t))).toEqual([]);
    const low = planWeek(book, weekOf('pt-BR', 7, 'low carb, sem frutos do mar', 'pouca fritura'), [], 'metric');
    const r = restrictionsOf(room, ['low-carb'], [], []);
    expect(r.diets).toEqual(['low-carb']);
    const sides = low.suggestions.flatMap((s) =>
      s.tips.filter((t) =>
        starchy(t, 'pt-BR').some(
          (f) => !s.ingredients.some((i) => readText(room, i.name, 'pt-BR', 'line').mentions.some((m) => m.food === f)),
        ),
      ),
    );
    expect(sides).toEqual([]);
  }, 300_000);
});
