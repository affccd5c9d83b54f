import { describe, expect, it } from 'vitest';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import { DIET_CATEGORIES } from '../../../shared/knowledge/food-schema.ts';
import { freeOfCategory, freeOfDiet, freeOfFood, freePhrases } from './free-words.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { pack, say } from './pack.ts';
import { planWeek } from './plan.ts';
import { edit, first, requestOf } from './test-helpers.ts';

/**
 * Every sentence the chef writes is whole: each template of its packs, filled with each kind of
 * phrase its slots take, reads without an empty slot, a doubled space or a stop after a space; a
 * restriction reads as a noun's modifier ("a pork-free version"); a note never says what the
 * recipe beside it contradicts.
 */
const book = cookbook();
const room = book.room;

/** The kinds of phrase each slot name takes, a few of each, in the language. */
function fillers(lang: TLanguage): Record<string, string[]> {
  const restriction = [
    ...Object.keys(room.diets).map((d) => freeOfDiet(room, d, lang)),
    ...DIET_CATEGORIES.map((c) => freeOfCategory(c, lang)),
    freeOfFood(room, 'shrimp', lang),
    freeOfFood(room, 'peanut-butter', lang),
  ];
  const food = ['shrimp', 'onion', 'peanut-butter'].map((f) => room.names(f, lang).one);
  const title = ['“Chicken Tikka Masala”', '“Bobó de camarão” and “Moqueca”'];
  const soft = Object.values(pack(lang).soft);
  return {
    diet: restriction,
    constraints: restriction,
    version: restriction,
    kind: restriction,
    wish: soft,
    list: title,
    name: title,
    dish: ['Shrimp Bobó', 'kraken soup'],
    base: ['Shrimp Bobó'],
    foods: food,
    food,
    from: food,
    to: food,
    count: ['0', '1', '2', '5'],
    minutes: ['10', '45'],
  };
}

/** Every template with its slots, both sections, one string per plural form. */
function templates(lang: TLanguage): { key: string; text: string }[] {
  const p = pack(lang);
  const out: { key: string; text: string }[] = [];
  for (const section of ['notes', 'edits'] as const)
    for (const [key, s] of Object.entries(p[section] ?? {}))
      for (const text of typeof s === 'string' ? [s] : Object.values(s)) out.push({ key: `${section}.${key}`, text });
  return out;
}

describe('the chef’s sentences', () => {
  it('have slots of known names only, written {name}', () => {
    for (const lang of LANGUAGES)
      for (const t of templates(lang)) {
        // "{count, plural}" is no slot the filler knows: it would be printed as written.
        expect(t.text, `${lang} ${t.key}`).not.toMatch(/\{[^}]*[^\w}][^}]*\}/);
      }
  });

  it('read whole with each kind of phrase in each slot, in both languages', () => {
    for (const lang of LANGUAGES) {
      const f = fillers(lang);
      for (const t of templates(lang)) {
        const slots = [...new Set([...t.text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
        for (const slot of slots) {
          for (const value of f[slot] ?? ['x']) {
            const params = Object.fromEntries(slots.map((s) => [s, s === slot ? value : (f[s] ?? ['x'])[0]!]));
            const text = t.text.replace(/\{(\w+)\}/g, (_, k: string) => params[k]!);
            const where = `${lang} ${t.key} {${slot}}=${value}: ${text}`;
            expect(text, where).not.toMatch(/ {2}| [.,;:)]|\( |\{|\}/);
            expect(text.trim(), where).toBe(text);
            // A restriction is a modifier, never "a without pork version".
            if (lang === 'en') expect(text, where).not.toMatch(/\b(?:a|an|no)\s+(?:without|no)\s/i);
          }
        }
      }
    }
  });

  it('say each restriction as a phrase that reads before a noun and after "is"', () => {
    for (const c of DIET_CATEGORIES) {
      expect(freeOfCategory(c, 'en')).toMatch(/^[\p{L}-]+-free$/u);
      expect(freeOfCategory(c, 'pt-BR')).toMatch(/^sem \p{L}/u);
    }
    for (const d of Object.keys(room.diets)) {
      expect(freeOfDiet(room, d, 'en'), d).not.toMatch(/^(?:no|without) /i);
      expect(freeOfDiet(room, d, 'pt-BR'), d).not.toMatch(/^sem porco$/);
    }
    expect(freePhrases(room, 'en', { diets: ['no-pork'] })).toEqual(['pork-free']);
    expect(freePhrases(room, 'pt-BR', { diets: ['no-pork'] })).toEqual(['sem carne de porco']);
    // A food the kinds already exclude is not said twice.
    expect(freePhrases(room, 'en', { cats: ['shellfish'], foods: ['shrimp'] })).toEqual(['shellfish-free']);
    expect(say('en', 'edits', 'noDietVersionList', { diet: 'pork-free', name: 'X', foods: 'y', count: 1 })).toMatch(
      /^I don't know a pork-free version of X/,
    );
  });
});

describe('a note on a dish the cook named', () => {
  const note = (lang: TLanguage, dishType: string, preferences: string) =>
    generate(book, requestOf(lang, dishType, { preferences, recipeCount: 1 }));

  it('names the restriction an allergy stands for, in both languages', () => {
    // "allergic to fish" is read as a kind avoided, not as a diet: its phrase must still be said.
    for (const [lang, dish, prefs, phrase] of [
      ['en', 'fish tacos', 'allergic to fish', 'fish-free'],
      ['pt-BR', 'tacos de peixe', 'alergia a peixe', 'sem peixe'],
      ['en', 'pad thai', 'peanut allergy', 'peanut-free'],
    ] as const) {
      const g = note(lang, dish, prefs);
      expect(g.note, `${dish} / ${prefs}`).toContain(phrase);
      expect(g.note ?? '', `${dish} / ${prefs}`).not.toMatch(/ \.|(?:that is|versão)\s*\./);
    }
  });

  it('says it lacks the version only when the recipe given is not that dish in it', () => {
    // Vegan tacos for vegan tacos, vegan pancakes for egg-free pancakes: the dish asked, no "but".
    for (const [lang, dish, prefs] of [
      ['en', 'tacos', 'vegan'],
      ['en', 'pancakes', 'egg free'],
      ['pt-BR', 'panqueca', 'vegana'],
    ] as const) {
      const g = note(lang, dish, prefs);
      expect(g.recipes.length, dish).toBe(1);
      expect(g.note ?? '', `${dish} / ${prefs}: ${g.recipes[0]!.title}`).not.toMatch(
        /but not in a version|mas não numa versão/,
      );
    }
    // A carbonara without pork is no carbonara; another pasta is said to be another dish.
    const c = note('en', 'carbonara', 'no pork');
    expect(c.note).toContain('I know Spaghetti Carbonara, but not in a version that is pork-free.');
  });
});

describe('a week plan’s notes', () => {
  const plan = (lang: TLanguage, restrictions: string, preferences: string) =>
    planWeek(
      book,
      {
        startDate: '2026-12-07',
        endDate: '2026-12-09',
        peopleCount: 4,
        dietaryRestrictions: restrictions,
        preferences,
        includeUserRecipes: false,
        language: lang,
      },
      [],
      'metric',
    ).note ?? '';

  it('never reads a restriction or a clause of the cook’s as a dish it lacks', () => {
    expect(plan('en', 'shellfish and tree nut allergy', 'cheap')).not.toMatch(/don't have a recipe/);
    expect(plan('pt-BR', 'sem lactose', 'barato, as crianças comem junto')).not.toMatch(/não tenho uma receita/);
    // A dish it does not know, said in the preferences, is still said.
    expect(plan('en', '', 'kraken soup')).toMatch(/don't have a recipe for kraken soup/);
  });
});

describe('an edit’s refusal', () => {
  it('names the restriction as a modifier, in both languages', async () => {
    const en = await edit(await first('spaghetti carbonara', 'en'), 'we dont eat pork, can you change it', 'en');
    expect(en.summary).toMatch(/a pork-free version of Spaghetti Carbonara/);
    expect(en.summary).toMatch(/A pork-free dish of this kind/);
    const pt = await edit(await first('espaguete à carbonara', 'pt-BR'), 'sem carne de porco, por favor', 'pt-BR');
    expect(pt.summary).toMatch(/uma versão sem carne de porco de/);
  });
});
