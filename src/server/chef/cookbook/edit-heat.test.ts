import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { edit, first } from './test-helpers.ts';
import { cookbook } from './load.ts';
import { renderVersion } from './render.ts';

/**
 * Heat edits read as a cook asks them (reader 5): "not so spicy" is milder, never spicier; a hot
 * food the dish is named after (the kimchi of a kimchi stew) is the dish, not its chili; and an
 * edit on a recipe whose optional line the cook renamed or took out answers, never throws.
 */
const amountOf = (r: TRecipeDraft, word: string) =>
  r.ingredients.find((i) => i.name.toLowerCase().includes(word))?.amount;

describe('heat edits', () => {
  it('reads "not so spicy", "not too spicy", "too spicy" as milder (en) and "não tão picante" (pt-BR)', async () => {
    const en = await first('doro wat', 'en');
    for (const ask of ['not so spicy please', 'not too spicy', 'it is too spicy for my kids']) {
      const out = await edit(en, ask, 'en');
      expect(out.summary, ask).not.toMatch(/spicier/i);
      expect(out.summary, ask).toMatch(/milder/i);
    }
    const pt = await first('doro wat', 'pt-BR');
    for (const ask of ['não tão picante, por favor', 'nada muito picante']) {
      const out = await edit(pt, ask, 'pt-BR');
      expect(out.summary, ask).not.toMatch(/mais picante/i);
    }
    expect((await edit(pt, 'não tão picante, por favor', 'pt-BR')).summary).toMatch(/suave/i);
  });

  it('leaves the food a dish is named after alone, in both directions and both languages', async () => {
    for (const lang of ['en', 'pt-BR'] as const) {
      const stew = await first('kimchi jjigae', lang);
      const kimchi = amountOf(stew, 'kimchi');
      expect(kimchi).toBeTruthy();
      for (const ask of lang === 'en' ? ['make it spicier', 'less spicy'] : ['mais picante', 'menos picante']) {
        const out = await edit(stew, ask, lang);
        expect(out.success, ask).toBe(true);
        expect(amountOf(out.updated_recipe, 'kimchi'), ask).toBe(kimchi);
        expect(out.summary.toLowerCase(), ask).not.toContain('kimchi');
      }
    }
  });

  it('answers (success or a reason) when the cook took out or renamed optional lines', async () => {
    const book = cookbook();
    const withOptional = book.entries.filter(
      (e) => !e.variantId && book.version(e).ingredients.some((i) => i.optional),
    );
    expect(withOptional.length).toBeGreaterThan(20);
    // Every 8th of them: enough kinds of step, in a time a test can take.
    for (const e of withOptional.filter((_, n) => n % 8 === 0)) {
      const v = book.version(e);
      const full = renderVersion(book.room, v, { lang: 'en', system: 'metric', servings: e.servings });
      const recipe: TRecipeDraft = {
        ...full,
        ingredients: full.ingredients.filter((_, n) => !v.ingredients[n]?.optional),
        tips: [],
      };
      for (const ask of ['make it milder', 'double it']) {
        const out = await edit(recipe, ask, 'en');
        expect(out.summary.length, `${e.key}: ${ask}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('milder, where the heat is the paste the dish is named after', () => {
  // Reread 11: "milder" on a green curry left out the garnish chili and kept all the paste.
  it.each([
    ['thai red curry with chicken', 'en', 'make it milder', 'red curry paste'],
    ['pad prik king', 'en', 'less spicy', 'red curry paste'],
    ['curry vermelho tailandês com frango', 'pt-BR', 'menos picante', 'pasta de curry vermelho'],
    ['pad prik king', 'pt-BR', 'deixa mais suave', 'pasta de curry vermelho'],
  ] as const)('%s (%s): "%s" uses less of its paste and says so', async (wish, lang, ask, paste) => {
    const dish = await first(wish, lang);
    const before = amountOf(dish, paste);
    expect(before, wish).toBeTruthy();
    const out = await edit(dish, ask, lang);
    expect(out.success).toBe(true);
    const after = amountOf(out.updated_recipe, paste);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(out.summary.toLowerCase()).toContain(paste);
  });
});
