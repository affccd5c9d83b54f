import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { entryPasses, restrictionsOf } from './restrictions.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A dish asked in a diet it has no version of: the closest dishes that keep the diet, said to be
 * other dishes, rather than no answer — unless no dish of its course keeps the diet at all.
 */
const book = cookbook();
const room = book.room;

const DIETS: [string, Record<TLanguage, string>][] = [
  ['gluten-free', { en: 'gluten free', 'pt-BR': 'sem glúten' }],
  ['vegan', { en: 'vegan', 'pt-BR': 'vegano' }],
  ['keto', { en: 'keto', 'pt-BR': 'cetogênico' }],
  ['dairy-free', { en: 'dairy free', 'pt-BR': 'sem lactose' }],
];
const SAYS_OTHER: Record<TLanguage, RegExp> = {
  en: /closest|I don't have|not in a version|I adapted it/,
  'pt-BR': /mais próximo|Não tenho|Ainda não tenho|não numa versão|eu a adaptei/,
};
const SAYS_NONE: Record<TLanguage, RegExp> = {
  en: /No recipe I know fits/,
  'pt-BR': /Nenhuma receita que conheço atende/,
};

describe('a dish asked in a diet it has no version of', () => {
  it('gets the closest dishes that keep the diet, labelled, both languages', { timeout: 240_000 }, () => {
    const bases = book.entries.filter((e) => !e.variantKind).filter((_, i) => i % 29 === 0);
    const bad: string[] = [];
    let widened = 0;
    for (const [diet, words] of DIETS) {
      const r = restrictionsOf(room, [diet], [], []);
      for (const base of bases) {
        const versions = book.entries.filter((e) => e.recipeId === base.recipeId);
        if (versions.some((e) => entryPasses(room, r, e))) continue;
        // Some dish of its course keeps the diet: the answer is never empty.
        const some = book.entries.some((e) => e.courses.includes(base.courses[0]!) && entryPasses(room, r, e));
        for (const lang of ['en', 'pt-BR'] as TLanguage[]) {
          const text = lang === 'en' ? `${base.name.en}, ${words.en}` : `${base.name[lang]} ${words[lang]}`;
          const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
          const note = g.note ?? '';
          if (!g.recipes.length) {
            if (some) bad.push(`${text}: empty | ${note}`);
            else if (!SAYS_NONE[lang].test(note)) bad.push(`${text}: empty, not said why | ${note}`);
            continue;
          }
          for (const rec of g.recipes) {
            // Another dish given in its place keeps the diet as the cookbook has it.
            const other = book.entries.find((e) => e.name[lang] === rec.title && e.recipeId !== base.recipeId);
            if (other && !entryPasses(room, r, other)) bad.push(`${text} → ${rec.title}: breaks ${diet}`);
            if (rec.title !== base.name[lang] && !(note.includes(`“${rec.title}”`) && SAYS_OTHER[lang].test(note)))
              if (!/I adapted it|eu a adaptei/.test(note)) bad.push(`${text} → ${rec.title}: not labelled | ${note}`);
          }
          widened++;
        }
      }
    }
    expect(widened).toBeGreaterThan(40);
    expect(bad).toEqual([]);
  });

  it('keeps the food asked when it widens past the kind, both languages', () => {
    // Dishes the cookbook has in no version of the diet (banana ice cream, pão de forma sem glúten
    // and lasanha de abobrinha were asked here until the cookbook wrote them).
    for (const [lang, text, food] of [
      ['en', 'pumpkin bread, gluten free', /pumpkin/i],
      ['pt-BR', 'lasanha de berinjela cetogênica', /berinjela/i],
    ] as [TLanguage, string, RegExp][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes.length, `${text} | ${g.note}`).toBe(1);
      expect(g.recipes[0]!.ingredients.map((i) => i.name).join(' | '), text).toMatch(food);
      expect(g.note ?? '', text).toMatch(SAYS_OTHER[lang]);
    }
  });
});

describe('a dish the cookbook has in the diet, asked in it', () => {
  it('is that dish, its kind of dish not read as a food it has no line of, both languages', () => {
    // "Zucchini Lasagna" keeps keto: its "lasagna" is the dish (no lasagna sheets in it), in its
    // title and in a step ("keeps the lasagna from turning watery").
    for (const [lang, text, title] of [
      ['en', 'zucchini lasagna, keto', /zucchini lasagna/i],
      ['en', 'keto zucchini lasagna', /zucchini lasagna/i],
      ['pt-BR', 'lasanha de abobrinha cetogênica', /lasanha de abobrinha/i],
    ] as [TLanguage, string, RegExp][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes[0]?.title ?? '', `${text} | ${g.note}`).toMatch(title);
    }
    // A lasagna made with its sheets is still pasta to a gluten-free cook.
    const g = generate(book, requestOf('en', 'lasagna bolognese, gluten free', { recipeCount: 1 }));
    for (const r of g.recipes)
      expect(r.ingredients.map((i) => i.name).join(' | ')).not.toMatch(/^(?!.*gluten-free).*lasagna sheets/i);
  });

  it('is the recipe written for the diet when its name says the diet as "free"', () => {
    // "Gluten free" read as a food left out still belongs to the dish's own name.
    for (const [lang, text, title] of [
      ['en', 'gluten free chocolate chip cookies', /^Gluten-Free Chocolate Chip Cookies$/],
      ['en', 'gluten-free chocolate chip cookies, 45 min', /^Gluten-Free Chocolate Chip Cookies$/],
    ] as [TLanguage, string, RegExp][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes[0]?.title ?? '', `${text} | ${g.note}`).toMatch(title);
    }
  });
});

describe('a frozen dessert asked with no sugar', () => {
  it('is the banana ice cream whose steps call it ice cream, and a fruit it lacks is said', () => {
    // "Serve at once as soft ice cream": the dish itself, not ice cream (sugar) put in it.
    const g = generate(book, requestOf('en', 'banana ice cream, no sugar', { recipeCount: 1 }));
    expect(g.recipes[0]?.ingredients.map((i) => i.name).join(' | ') ?? '', g.note).toMatch(/banana/i);
    for (const [lang, text, fruit] of [
      ['en', 'mango sorbet, no sugar', 'mango'],
      ['pt-BR', 'sorvete de manga caseiro, sem açúcar', 'manga'],
    ] as [TLanguage, string, string][]) {
      const m = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      for (const r of m.recipes)
        if (!r.ingredients.some((i) => i.name.toLowerCase().includes(fruit)))
          expect(m.note ?? '', `${text} → ${r.title}`).toContain(fruit);
    }
  });
});
