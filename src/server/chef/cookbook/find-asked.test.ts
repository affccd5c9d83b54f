import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { cookbookFiles } from '../../knowledge/cookbook-check.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A dish asked by its name is that dish, or the note says it is another: wishes made from the
 * cookbook's own names with a part the dish cannot meet (a time it does not fit, a slow cooker),
 * read with this test's own words, not the engine's.
 */
const book = cookbook();
const LANGS: TLanguage[] = ['en', 'pt-BR'];

interface File {
  name: Record<string, string>;
  aliases?: Record<string, string[]>;
  course: string;
  time: { prep: number; cook: number; rest?: number };
  variants?: { kind: string; name?: Record<string, string> }[];
}
const files = cookbookFiles().map((f) => JSON.parse(readFileSync(f, 'utf8')) as File);

/** Lower case, no accents, words only, a plural's "s" dropped. */
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
    .join(' ');

/**
 * The titles that are the dish a name asks for, in either language: every recipe that has the
 * name, and its versions made another way (quicker, lighter, in another pan) — not the versions
 * for a diet, which are other dishes to a cook who asked none.
 */
const byName = new Map<string, Set<string>>();
for (const d of files) {
  const titles = LANGS.flatMap((l) => [
    d.name[l]!,
    ...(d.variants ?? []).filter((v) => v.kind !== 'diet').flatMap((v) => (v.name?.[l] ? [v.name[l]] : [])),
  ]).map(fold);
  for (const l of LANGS)
    for (const n of [d.name[l]!, ...(d.aliases?.[l] ?? [])]) {
      const k = fold(n);
      if (!byName.has(k)) byName.set(k, new Set());
      for (const t of titles) byName.get(k)!.add(t);
    }
}

/** A note that says the recipe below is another dish than the one asked, or the named one adapted. */
const SAYS_OTHER = {
  en: /closest|I don't have|not in a version|I adapted it/,
  'pt-BR': /mais próximo|Não tenho|Ainda não tenho|não numa versão|eu a adaptei/,
} as Record<TLanguage, RegExp>;

function unlabelled(lang: TLanguage, text: string, asked: string): string[] {
  const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
  const note = g.note ?? '';
  const bad: string[] = [];
  for (const r of g.recipes) {
    const title = fold(r.title);
    if (byName.get(fold(asked))?.has(title) || ` ${title} `.includes(` ${fold(asked)} `)) continue;
    if (!(note.includes(`“${r.title}”`) && SAYS_OTHER[lang].test(note))) bad.push(`${text} → ${r.title} | ${note}`);
  }
  return bad;
}

/** Every seventh recipe, for a sample that changes with the cookbook but not with the engine. */
const sample = files.filter((_, i) => i % 7 === 0);
const alias = (d: File, l: TLanguage) => d.aliases?.[l]?.[0] ?? d.name[l]!;

describe('a dish asked by its name, with a part it cannot meet', () => {
  it('is that dish over the time, or said to be another, both languages', { timeout: 120_000 }, () => {
    const bad: string[] = [];
    let asked = 0;
    for (const d of sample) {
      const total = d.time.prep + d.time.cook + (d.time.rest ?? 0);
      if (total < 40) continue;
      for (const l of LANGS) {
        const name = alias(d, l);
        bad.push(...unlabelled(l, `${name}, ${Math.max(10, Math.floor(total / 10) * 5)} min`, name));
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });

  it('is that dish in the slow cooker, or said to be another, both languages', { timeout: 120_000 }, () => {
    const bad: string[] = [];
    let asked = 0;
    for (const d of sample) {
      if (d.course !== 'main') continue;
      for (const l of LANGS) {
        const name = alias(d, l);
        bad.push(...unlabelled(l, l === 'en' ? `slow cooker ${name}` : `${name} na panela de cozimento lento`, name));
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });

  it('keeps the food its name says over a quicker version without it', () => {
    // The chicken one over the time, said, rather than the tofu one in it.
    for (const [lang, text, food] of [
      ['en', 'chicken adobo, 45 min', /chicken/i],
      ['pt-BR', 'adobo de frango em 45 minutos', /frango/i],
      ['en', 'boeuf bourguignon in 2 hours', /beef/i],
      ['pt-BR', 'boeuf bourguignon, 2 horas', /carne|acém|patinho|músculo/i],
    ] as [TLanguage, string, RegExp][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes.length, text).toBe(1);
      expect(g.recipes[0]!.ingredients.map((i) => i.name).join(' | '), text).toMatch(food);
    }
  });

  it('says a dish named with words no name holds is not the one given, both languages', () => {
    // A chili with a colour word no cookbook name holds (the cookbook grows: "chili verde" became
    // its pork chile verde), found from this test's own fold of the names.
    const colour = ['verde', 'colorado', 'negro', 'rojo', 'blanco', 'amarillo'].find(
      (w) => !byName.has(fold(`chili ${w}`)) && ![...byName.keys()].some((k) => ` ${k} `.includes(` ${w} `)),
    );
    expect(colour).toBeDefined();
    const said = `chili ${colour!}`;
    for (const [lang, text] of [
      ['en', `${said} for 6`],
      ['pt-BR', `${said} para 6`],
    ] as [TLanguage, string][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      if (!g.recipes.length) continue;
      expect(g.note ?? '', text).toContain(`“${said}”`);
      expect(g.note ?? '', text).toMatch(SAYS_OTHER[lang]);
    }
    // Words of the dish's own name, in another order, or a word about a soft wish, are the dish.
    for (const [lang, text] of [
      ['en', 'brownies fudgy'],
      ['en', 'pad thai extra spicy'],
      ['pt-BR', 'bolo de cenoura fofinho'],
    ] as [TLanguage, string][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes.length, text).toBe(1);
      expect(g.note ?? '', text).not.toMatch(/I don't have|Não tenho|not in a version|não numa versão/);
    }
  });

  it('reads a dish whose own name holds a "no" as that dish, not as a food left out', () => {
    for (const [lang, text, name] of [
      ['en', 'no churn ice cream for the weekend', 'ice cream'],
      ['en', 'no-knead bread', 'bread'],
      ['en', 'pato no tucupi', 'pato no tucupi'],
    ] as [TLanguage, string, string][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes[0]?.title.toLowerCase() ?? '', text).toContain(name);
    }
  });

  it('adapts in Portuguese the pasta dish it adapts in English', { timeout: 120_000 }, () => {
    // A pasta adapted with gluten-free pasta in English is adapted in Portuguese too, not answered
    // there with another dish ("fettuccine alfredo sem glúten" → a scampi). (The other way round
    // is not yet true of every dish: steps read in English still name some stand-ins as excluded.)
    const differ: string[] = [];
    let asked = 0;
    for (const e of book.entries) {
      // Dishes of a bought pasta, which a gluten-free one of the same shape stands in for.
      if (e.variantKind || !e.foods.some((f) => book.room.foods.get(f)?.kind === 'pasta')) continue;
      const d = files.find((f) => f.name.en === e.name.en);
      if (!d) continue;
      const given = LANGS.map((l) => {
        const text = l === 'en' ? `${alias(d, l)}, gluten free` : `${alias(d, l)} sem glúten`;
        const g = generate(book, requestOf(l, text, { recipeCount: 1 }));
        return /I adapted it|eu a adaptei/.test(g.note ?? '');
      });
      asked++;
      if (given[0] && !given[1]) differ.push(`${d.name.en}: adapted en ${given[0]}, pt-BR ${given[1]}`);
    }
    expect(asked).toBeGreaterThan(10);
    expect(differ).toEqual([]);
  });
});
