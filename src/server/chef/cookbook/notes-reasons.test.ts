import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { excludes, restrictionsOf, type Restrictions } from './restrictions.ts';
import { requestOf, weekOf } from './test-helpers.ts';

/**
 * A change is said under the part of the wish that asked it: the peanuts of a vegan pad thai go
 * for the peanut allergy ("Made it vegan: peanuts → cashews" was false: peanuts are vegan), and a
 * diet the dish keeps as written is not named among what it does not keep.
 */
const book = cookbook();
const room = book.room;

/** The foods a "Made it X: a → b, c → d" sentence says went, by the name the note gives them. */
function swappedUnder(note: string, label: string): string[] {
  const out: string[] = [];
  const made = new RegExp(`(?:Made it|Deixei a receita) ${label}: ([^.]*)\\.`, 'g');
  for (const m of note.matchAll(made))
    for (const part of m[1]!.split(/, | and (?=\S+ (?:→|in place))| e (?=\S+ (?:→|no lugar))/)) {
      const from = part.includes(' → ')
        ? part.split(' → ')[0]
        : /in place of the (.+?) as |no lugar de (.+?), no papel/.exec(part)?.slice(1).find(Boolean);
      if (from) out.push(from.trim());
    }
  return out;
}

const foodOf = (name: string, lang: TLanguage) => room.foodIndex(lang).find(name)[0]?.values[0];

describe('a note gives each change the reason that asked it', () => {
  const cases: [TLanguage, string, string, Record<string, Restrictions>, string | null][] = [
    [
      'en',
      'pad thai',
      'vegan, and my son has a peanut allergy',
      { vegan: restrictionsOf(room, ['vegan'], [], []), 'peanut-free': restrictionsOf(room, [], ['peanut'], []) },
      'vegan',
    ],
    [
      'pt-BR',
      'pad thai',
      'vegano, alergia a amendoim',
      {
        vegana: restrictionsOf(room, ['vegan'], [], []),
        'sem amendoim': restrictionsOf(room, [], ['peanut'], []),
      },
      'vegana',
    ],
    [
      'en',
      'banana bread',
      'vegan, no nuts',
      { vegan: restrictionsOf(room, ['vegan'], [], []), 'nut-free': restrictionsOf(room, ['nut-free'], [], []) },
      null,
    ],
    [
      'en',
      'brownies',
      'gluten free, dairy free',
      {
        'gluten-free': restrictionsOf(room, ['gluten-free'], [], []),
        'dairy-free': restrictionsOf(room, ['dairy-free'], [], []),
      },
      null,
    ],
  ];

  it('names a swap only under a diet or allergy that excludes the food swapped', () => {
    for (const [lang, dish, preferences, labels, kept] of cases) {
      const res = generate(book, requestOf(lang, dish, { preferences, recipeCount: 1 }));
      const note = res.note ?? '';
      expect(note, `${dish}, ${preferences}`).toMatch(/adapted|adaptei/);
      let said = 0;
      for (const [label, r] of Object.entries(labels))
        for (const name of swappedUnder(note, label)) {
          said++;
          const food = foodOf(name, lang);
          expect(food && excludes(room, r, food), `${dish}: "${name}" under ${label}`).toBe(true);
        }
      expect(said, note).toBeGreaterThan(0);
      // What the dish keeps as written is not among what it "does not keep to".
      if (kept) expect(note.match(/“([^”]*)”/)?.[1], note).not.toContain(kept);
    }
  });
});

describe('a dish made another way is judged as it is now made', () => {
  it('moved out of the deep fryer, it is not said to be deep-fried, both languages', () => {
    for (const [lang, dish, preferences, missed] of [
      ['en', 'chicken parmesan', 'in the air fryer, less oil', 'not free of deep-frying'],
      ['en', 'falafel', 'air fryer, not deep fried', 'not free of deep-frying'],
      ['pt-BR', 'coxinha', 'na airfryer, pouca fritura', 'sem fritura por imersão'],
      ['pt-BR', 'pastel', 'na airfryer, sem fritura', 'sem fritura por imersão'],
    ] as const) {
      const res = generate(book, requestOf(lang, dish, { preferences, recipeCount: 1 }));
      const recipe = res.recipes[0]!;
      const steps = recipe.instructions.join(' ');
      // The recipe given is made in the air fryer, and the note does not call it deep-fried.
      expect(steps, dish).toMatch(/air fryer|airfryer/i);
      expect(res.note ?? '', dish).not.toContain(missed);
      expect(res.note ?? '', dish).not.toMatch(/\((?:deep-fried|frit[oa] por imersão)\)/);
    }
  });
});

describe('a dish that cannot be weighed', () => {
  // "“Salada de grão-de-bico” (não consigo pesar tudo o que leva) não é rica em proteína" said as
  // fact what the chef could not tell.
  const notIs = /[^.]*(?:\bis not\b|\bare not\b|\bnão é\b|\bnão são\b)[^.]*/g;
  const cannot = /cannot weigh|não consigo pesar/;

  it('is never said not to be what was wished, only that it cannot be told, in wishes and plans', () => {
    const notes: string[] = [];
    for (const [lang, dish, preferences] of [
      ['pt-BR', 'salada de grão-de-bico', 'vegana, rica em proteína, até 500 calorias'],
      ['en', 'chickpea salad', 'vegan, high protein, under 500 calories'],
      ['pt-BR', 'salada', 'rica em proteína'],
      ['en', 'snack', 'high protein, under 300 calories'],
    ] as const)
      notes.push(generate(book, requestOf(lang, dish, { preferences, recipeCount: 3 })).note ?? '');
    for (const [lang, restrictions, preferences] of [
      ['en', 'shellfish allergy, no beef', 'high protein, feeding teenagers'],
      ['pt-BR', 'sem glúten, sem carne de porco', 'rico em proteína'],
      ['pt-BR', 'vegetariano', 'leve, até 500 calorias'],
    ] as const)
      notes.push(planWeek(book, weekOf(lang, 4, restrictions, preferences), [], 'metric').note ?? '');
    const told = notes.filter((n) => cannot.test(n));
    expect(told.length).toBeGreaterThan(0);
    for (const n of notes) for (const claim of n.match(notIs) ?? []) expect(claim).not.toMatch(cannot);
  });
});
