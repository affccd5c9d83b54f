import { describe, expect, it } from 'vitest';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import { loadCookbook } from './load.ts';
import { CannotDrop, renderVersion, withoutFromList } from './render.ts';

/**
 * An optional food left out (a diet excludes it) leaves its sentence whole: no connector before a
 * stop, no "(and if using)", no empty brackets, no verb left without the "and" that joined it.
 */

const LANGS = ['en', 'pt-BR'] as const;

/** The marks of a sentence a removal broke, per language. */
const W = '(?<![\\p{L}\\p{N}-])';
const re = (s: string) => new RegExp(s.replaceAll('\\b', W), 'iu');
const BROKEN: Record<(typeof LANGS)[number], RegExp[]> = {
  en: [
    re('\\b(?:and|or)\\s*[.;:)]'),
    re('\\b(?:with|of|the|a|an|into|in|some)\\s*[,.;:)]'),
    re('\\(\\s*(?:and|or|with)?\\s*,?\\s*(?:if using|if you like)'),
    re('\\b(?:and|or|with|the|of|in)\\s+if (?:using|you like)'),
    re('if (?:using|you like) (?:and|or)\\b'),
  ],
  'pt-BR': [
    re('\\b(?:e|ou)\\s*[.;:)]'),
    re('\\b(?:com|de|do|da|o|a|os|as|no|na)\\s*[,.;:)]'),
    re('\\(\\s*(?:e|ou|com)?\\s*,?\\s*se (?:for )?(?:usar|quiser)'),
    re('\\b(?:e|ou|com|de|o|a|os|as)\\s+se (?:for )?(?:usar|quiser)'),
    re('se (?:for )?(?:usar|quiser) (?:e|ou)\\b'),
    re('\\bde (?:o|a|os|as) '),
    // Two commands with nothing between: the "e" that joined them went with the food.
    re('\\b(?:misture|junte|salpique|polvilhe|espalhe|tempere) (?:sirva|misture|ferva|sacuda|tempere|volte|asse)\\b'),
  ],
};
const COMMON = [/\(\s*\)/, /\s,|,\s*,/, /^\s*[,.]/];

describe('dropping an optional food', () => {
  it('keeps every sentence of every recipe whole, in both languages', () => {
    const book = loadCookbook();
    const broken: string[] = [];
    for (const e of book.entries) {
      const v = book.version(e);
      for (const i of v.ingredients.filter((x) => x.optional)) {
        for (const lang of LANGS) {
          const o = { lang, system: 'metric' as const, servings: v.recipe.servings };
          const base = renderVersion(book.room, v, o);
          let r;
          try {
            r = renderVersion(book.room, v, { ...o, drop: new Set([ingredientId(i)]) });
          } catch (err) {
            if (err instanceof CannotDrop) continue;
            throw err;
          }
          for (const s of r.instructions) {
            if (base.instructions.includes(s)) continue;
            for (const sentence of s.split(/(?<=[.!?])\s+/)) {
              if (base.instructions.some((b) => b.includes(sentence))) continue;
              if ([...COMMON, ...BROKEN[lang]].some((p) => p.test(sentence)))
                broken.push(`${e.key} -${ingredientId(i)} ${lang}: ${sentence}`);
            }
          }
        }
      }
    }
    expect(broken.slice(0, 40), `${broken.length} broken`).toEqual([]);
  }, 120_000);
});

describe('withoutFromList', () => {
  const cases: [string, string, (typeof LANGS)[number], string][] = [
    ['Add {raisins} (and {almonds}, if using) and stir.', 'almonds', 'en', 'Add {raisins} and stir.'],
    ['Junte a {raisins} (e as {almonds}, se usar) e mexa.', 'almonds', 'pt-BR', 'Junte a {raisins} e mexa.'],
    [
      'Stuff with the {lemon}, the {thyme} and the {rosemary}, if using. Rub.',
      'rosemary',
      'en',
      'Stuff with the {lemon} and the {thyme}. Rub.',
    ],
    ['Put {a}, {b} and {c} in.', 'a', 'en', 'Put {b} and {c} in.'],
    ['Put {a} and {b} in.', 'a', 'en', 'Put {b} in.'],
    ['Put {a}, {b} and {c} in.', 'b', 'en', 'Put {a} and {c} in.'],
  ];
  for (const [text, id, lang, want] of cases)
    it(`${lang}: ${text}`, () => expect(withoutFromList(text, id, lang)).toBe(want));

  it('takes out the clause a food is the object of, keeping the verb after it', () => {
    for (const [text, id, lang, want] of [
      ['Salpique o {dill} e sirva sobre o {pasta}.', 'dill', 'pt-BR', 'Sirva sobre o {pasta}.'],
      ['Destampe, junte o {sugar} e ferva o {sauce}.', 'sugar', 'pt-BR', 'Destampe e ferva o {sauce}.'],
      ['Sprinkle the {dill} and serve the {pasta}.', 'dill', 'en', 'Serve the {pasta}.'],
      ['Dust with the {a} and top with the {x}, if you like.', 'x', 'en', 'Dust with the {a}.'],
      ['Polvilhe a {a} e, se quiser, cubra com a {x}.', 'x', 'pt-BR', 'Polvilhe a {a}.'],
      ['Stir in the {x} if using, pour into {serves} glasses.', 'x', 'en', 'Pour into {serves} glasses.'],
    ] as const)
      expect(withoutFromList(text, id, lang)).toBe(want);
  });

  it('leaves an amount of the food before another item: the list cannot lose it cleanly', () => {
    const text = 'Cubra com uma fatia de {ham} e o restante do {sauce}.';
    expect(withoutFromList(text, 'ham', 'pt-BR')).toBe(text);
  });

  it('plain text keeps reading any word after "and" as an item', () => {
    expect(withoutFromList('{left-out} and chicken browned', 'left-out', 'en')).toBe('chicken browned');
  });
});
