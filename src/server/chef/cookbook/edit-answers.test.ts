import { describe, expect, it } from 'vitest';
import { edit, first, type Lang } from './test-helpers.ts';

/**
 * An edit answers what the cook asked, with a true reason (reader12's edits 58, 62 and 64): a time
 * the cook has below the dish's is met or said not to be, never "already quick"; "healthier" on a
 * dish served under a topping bought fried is not "already light … not fried"; a swap of a dish's
 * main for the same food in another state finds the dish made with it; no reason has a blank slot.
 */
describe('an edit with a time the cook has', () => {
  it('below the dish, says what can go or that it cannot be ready, never that it is quick', async () => {
    for (const [lang, dish, request, limit] of [
      ['en', 'chicken fajitas', 'quicker please, I only have 20 minutes', 20],
      ['pt-BR', 'fajitas de frango', 'mais rápido, só tenho 20 minutos', 20],
      ['en', 'beef stew', 'I only have 45 minutes', 45],
      ['pt-BR', 'feijoada', 'tenho só meia hora', 30],
      ['en', 'lasagna', 'can it be quicker? I have 40 minutes', 40],
    ] as [Lang, string, string, number][]) {
      const recipe = await first(dish, lang);
      const total = recipe.prepTime + recipe.cookTime;
      expect(total, dish).toBeGreaterThan(limit);
      const res = await edit(recipe, request, lang);
      const said = `${res.summary} ${res.reasoning}`;
      expect(said, dish).not.toMatch(/already quick|já é rápida/);
      // Either the wait it can skip and the time it then takes, within the limit, or that it cannot.
      const then = /ready in about (\d+) minutes|fica pronta em cerca de (\d+) minutos/.exec(said);
      if (then) expect(Number(then[1] ?? then[2]), said).toBeLessThanOrEqual(limit);
      else
        expect(said, dish).toMatch(new RegExp(`cannot be ready in ${limit}|Não dá para ela ficar pronta em ${limit}`));
    }
  });

  it('above the dish, says it is ready in its time', async () => {
    for (const [lang, dish, request] of [
      ['en', 'spaghetti aglio e olio', 'quicker, I have 30 minutes'],
      ['pt-BR', 'espaguete alho e óleo', 'mais rápido, só tenho 30 minutos'],
    ] as [Lang, string, string][]) {
      const recipe = await first(dish, lang);
      const res = await edit(recipe, request, lang);
      expect(res.summary, dish).toMatch(/already quick|já é rápida/);
    }
  });
});

describe('a healthier edit', () => {
  it('leaves off a topping bought fried, and never calls such a dish not fried', async () => {
    for (const [lang, dish, request, topping] of [
      ['pt-BR', 'strogonofe de frango', 'deixa mais saudável', /batata palha/],
      ['en', 'brazilian chicken stroganoff', 'make it healthier', /potato sticks/],
    ] as [Lang, string, string, RegExp][]) {
      const recipe = await first(dish, lang);
      expect(
        recipe.ingredients.some((i) => topping.test(i.name)),
        dish,
      ).toBe(true);
      const res = await edit(recipe, request, lang);
      expect(res.success, res.summary).toBe(true);
      expect(res.summary).not.toMatch(/not fried|sem fritura/);
      expect(
        res.updated_recipe.ingredients.some((i) => topping.test(i.name)),
        res.summary,
      ).toBe(false);
      expect(res.updated_recipe.instructions.join(' ')).not.toMatch(topping);
      // Its description leaves the topping out of its list whole ("…creme de leite e com arroz").
      expect(res.updated_recipe.description).not.toMatch(topping);
      expect(res.updated_recipe.description).not.toMatch(/\b(?:e com|and with)\b/);
    }
  });
});

describe('a swap of the main for the same food another way', () => {
  it('gives the dish made with it, when the cookbook has it, both languages', async () => {
    for (const [lang, dish, request, made] of [
      ['pt-BR', 'escondidinho de carne seca', 'troca a carne seca por frango desfiado', /Escondidinho de frango/],
      ['en', 'escondidinho de carne seca', 'swap the carne seca for shredded chicken', /Chicken Escondidinho/],
    ] as [Lang, string, string, RegExp][]) {
      const recipe = await first(dish, lang);
      const res = await edit(recipe, request, lang);
      expect(res.success, res.summary).toBe(true);
      expect(res.updated_recipe.title).toMatch(made);
    }
  });

  it('says what a step does to a food in agreement with it, in Portuguese', async () => {
    // "neste prato, carne-seca é fervido": the participle agrees with the food's gender.
    for (const [dish, request, food] of [
      ['feijoada', 'troca a carne seca por frango', 'carne-seca'],
      ['arroz carreteiro', 'troca a carne seca por frango desfiado', 'carne-seca'],
    ] as const) {
      const res = await edit(await first(dish, 'pt-BR'), request, 'pt-BR');
      const said = new RegExp(`neste prato, ${food} é ([^,]+),`).exec(res.summary);
      expect(said, res.summary).not.toBeNull();
      for (const word of said![1]!.split(/ e | por /)) expect(word.trim(), res.summary).toMatch(/a$|imersão$|baixo$/);
    }
  });

  it('leaves no slot of its answer empty, refused or done', async () => {
    for (const [lang, dish, request] of [
      ['pt-BR', 'arroz carreteiro', 'troca a carne seca por frango desfiado'],
      ['pt-BR', 'frango ao curry', 'troca o frango por camarão'],
      ['pt-BR', 'bobó de camarão', 'troca o camarão por frango'],
      ['en', 'chicken tikka masala', 'use shrimp instead of the chicken'],
      ['pt-BR', 'moqueca de peixe', 'troca o peixe por frango'],
      ['en', 'beef stew', 'swap the beef for salmon'],
    ] as [Lang, string, string][]) {
      const res = await edit(await first(dish, lang), request, lang);
      for (const text of [res.summary, res.reasoning]) {
        expect(text).not.toMatch(/\s[:,.]|\{|\}|versão\s*:|version\s*:|\(\s*\)/);
        expect(text).not.toMatch(/ {2}/);
      }
    }
  });
});
