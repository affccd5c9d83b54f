import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A form of a food asked (minced meat: ground turkey, carne moída) is that form: a whole roast
 * turkey is no answer to "something with ground turkey", nor a leg of lamb to ground lamb. Every
 * food the room records as a form is asked by its own name, in both languages, with and without a
 * time limit; each recipe given has that food or a kind of it in its list (a dish of my own, in
 * its lines).
 */
const book = cookbook();
const room = book.room;
const entryOf = (title: string, lang: TLanguage) =>
  book.entries.find((e) => e.name[lang] === title || book.version(e).name[lang] === title);
const ASK: Record<TLanguage, (food: string) => string> = {
  en: (f) => `something with ${f}`,
  'pt-BR': (f) => `algo com ${f}`,
};

describe('a form of a food asked', () => {
  it('is found in dishes made with that form, never one of the food it is of', () => {
    const forms = [...room.foods].filter(([, f]) => f.form && f.of).map(([k]) => k);
    expect(forms.length).toBeGreaterThan(3);
    const bad: string[] = [];
    for (const food of forms)
      for (const lang of ['en', 'pt-BR'] as TLanguage[])
        for (const timeLimit of ['', '30 minutes']) {
          const text = ASK[lang](room.names(food, lang).one);
          const g = generate(book, requestOf(lang, text, { recipeCount: 3, timeLimit }));
          for (const r of g.recipes) {
            const e = entryOf(r.title, lang);
            // A dish of my own (a frittata with it) is read from its lines.
            const foods =
              e?.foods ??
              r.ingredients.flatMap((i) =>
                room
                  .foodIndex(lang)
                  .find(i.name)
                  .flatMap((h) => h.values),
              );
            const has = foods.some((f) => f === food || room.foods.get(f)?.of === food);
            if (!has) bad.push(`${text} ${timeLimit}: “${r.title}” (${foods.join(' ')})`);
          }
        }
    expect(bad).toEqual([]);
  });
});
