import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * How the cook means to cook it ("in the air fryer", "na panela de pressão") is part of the wish:
 * each recipe given is made that way (in its steps), or the note names it and says why not. The
 * words are this test's own, apart from the chef's packs.
 */
const book = cookbook();

const EQUIPMENT: Record<string, Record<TLanguage, RegExp>> = {
  airfryer: { en: /\bair[- ]?fr(?:yer|y|ied)\b/i, 'pt-BR': /\bair ?fryer\b|\bairfryer\b/i },
  'slow-cooker': { en: /\bslow cooker\b|\bcrock ?pot\b/i, 'pt-BR': /\bslow cooker\b|cozimento lento/i },
  'pressure-cooker': { en: /\bpressure\b/i, 'pt-BR': /\bpress[aã]o\b/i },
};
/** A deep pan of oil: what a wish for the air fryer must not be answered with unsaid. */
const DEEP_FRYING: Record<TLanguage, RegExp> = {
  en: /\bdeep[- ]fr|\bfor frying\b/i,
  'pt-BR': /\bpara fritar\b|\bpor imers[aã]o\b/i,
};

const WISHES: [TLanguage, string, keyof typeof EQUIPMENT][] = [
  ['en', 'crispy chicken wings in the air fryer', 'airfryer'],
  ['en', 'air fryer falafel', 'airfryer'],
  ['en', 'beef stew in the slow cooker', 'slow-cooker'],
  ['en', 'pressure cooker black beans', 'pressure-cooker'],
  ['en', 'crockpot chili', 'slow-cooker'],
  ['pt-BR', 'coxinha na airfryer', 'airfryer'],
  ['pt-BR', 'pastel na air fryer', 'airfryer'],
  ['pt-BR', 'feijão na panela de pressão', 'pressure-cooker'],
  ['pt-BR', 'frango na panela de pressão', 'pressure-cooker'],
  ['pt-BR', 'carne de panela na slow cooker', 'slow-cooker'],
];

describe('a way of cooking named in a wish', () => {
  it('is read as the method, never as a food or a dish', () => {
    const w = readWish(book, wishOf('pt-BR', 'feijão na panela de pressão'));
    expect(w.method).toBe('pressure-cooker');
    expect(w.unknownName).toBeNull();
    expect(
      w.wanted.every((f) => /bean|feij/.test(f)),
      w.wanted.join(' '),
    ).toBe(true);
    expect(readWish(book, wishOf('en', 'wings in the air fryer')).method).toBe('airfryer');
    expect(readWish(book, wishOf('en', 'chicken wings')).method).toBeNull();
  });

  it('gives recipes made that way, or says in the note which is not and why', () => {
    for (const [lang, text, method] of WISHES) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      for (const r of g.recipes) {
        const steps = r.instructions.join(' ');
        const madeThatWay = EQUIPMENT[method]![lang].test(steps);
        const told = (g.note ?? '').includes(r.title);
        expect(madeThatWay || told, `${text}: “${r.title}” (note: ${g.note})`).toBe(true);
        if (method === 'airfryer' && !told)
          expect(
            r.ingredients.some((i) => DEEP_FRYING[lang].test(`${i.amount} ${i.name}`)),
            `${text}: “${r.title}”`,
          ).toBe(false);
      }
    }
  });
});
