import { describe, expect, it } from 'vitest';
import { cookbook } from './load.ts';
import { convertMethod } from './methods.ts';
import { edit, first, type Lang } from './test-helpers.ts';

/**
 * Pieces fried in a pan that the dish then goes on in, moved to the air fryer (reader 11: marsala
 * escalopes "batidos finos" air-fried 15–18 minutes, then "Na mesma frigideira" in a pan never
 * used; albóndigas refused though meatballs air-fry well). A thin cut takes a thin cut's time; the
 * steps after it heat their own pan with the fat the frying heated; a sauce made of what the frying
 * leaves in the pan is refused with that reason.
 */
const ASK: Record<Lang, string> = { en: 'make it in the air fryer', 'pt-BR': 'faz na airfryer' };
const BASKET: Record<Lang, RegExp> = { en: /\bair[- ]fr/i, 'pt-BR': /\bair fryer\b/i };
/** Words a cook reads as the pan of the frying, or what it left behind. */
const OLD_PAN: Record<Lang, RegExp> = {
  en: /\b(?:same (?:pan|skillet)|browned bits|pour off)\b/i,
  'pt-BR': /\b(?:mesma (?:frigideira|panela)|fundo dourado)\b|\b(?:retire|descarte)\b[^.]*(?:óleo|azeite)/i,
};
const minutesOf = (step: string) => [...step.matchAll(/(\d+)\s*(?:–|a)\s*(\d+)\s*min/g)].map((m) => Number(m[2]));

describe('a thin cut in the air fryer', () => {
  it.each([
    ['chicken piccata', 'en'],
    ['kotlet schabowy', 'pt-BR'],
    ['pork schnitzel', 'en'],
    ['schnitzel', 'pt-BR'],
  ] as const)('%s (%s): pounded thin, it takes at most 10 minutes in the basket', async (wish, lang) => {
    const dish = await first(wish, lang);
    const res = await edit(dish, ASK[lang], lang);
    expect(res.success, res.summary).toBe(true);
    const basket = res.updated_recipe!.instructions.find((s) => BASKET[lang].test(s));
    expect(basket).toBeDefined();
    const hi = minutesOf(basket!);
    expect(hi.length).toBeGreaterThan(0);
    expect(Math.max(...hi)).toBeLessThanOrEqual(10);
  });

  it('a breast pounded and then rolled around a filling keeps the breast’s own time', () => {
    const book = cookbook();
    const kiev = book.entries.find((e) => e.key === 'chicken-kiev')!;
    const res = convertMethod(book.room, book.version(kiev), 'airfryer', kiev.dishes);
    expect(res?.ok).toBe(true);
    if (res?.ok) expect(res.to[1]).toBeGreaterThan(10);
  });
});

describe('the steps after pieces fried in a pan', () => {
  it.each([
    ['chicken piccata', 'en'],
    ['chicken piccata', 'pt-BR'],
    ['borani banjan', 'en'],
    ['saltimbocca', 'pt-BR'],
  ] as const)('%s (%s): the sauce heats its own pan with the fat, none is left to brush alone', async (wish, lang) => {
    const dish = await first(wish, lang);
    const res = await edit(dish, ASK[lang], lang);
    expect(res.success, res.summary).toBe(true);
    const steps = res.updated_recipe!.instructions;
    const at = steps.findIndex((s) => BASKET[lang].test(s));
    expect(at).toBeGreaterThanOrEqual(0);
    for (const s of steps.slice(at + 1)) expect(s).not.toMatch(OLD_PAN[lang]);
    // The step after the basket heats a pan (its fat moved there) …
    expect(steps[at + 1]).toMatch(lang === 'en' ? /^(?:Heat|Melt)\b/ : /^(?:Aqueça|Derreta)\b/);
    // … so the fat has its own line beside the spoonful to brush.
    const lines = res.updated_recipe!.ingredients.map((i) => `${i.amount} ${i.name}`);
    expect(lines.filter((l) => /to brush|para pincelar/.test(l))).toHaveLength(1);
  });

  it('shaped pieces that fry as "them" go in the basket, and the pan kept for the sauce is heated', async () => {
    for (const lang of ['en', 'pt-BR'] as const) {
      const dish = await first('frikadellen', lang);
      const res = await edit(dish, ASK[lang], lang);
      expect(res.success, res.summary).toBe(true);
      const basket = res.updated_recipe!.instructions.find((s) => BASKET[lang].test(s));
      // ground beef and pork: 10–12 minutes in the basket, from their records
      expect(basket).toMatch(/\b10\b.*\b12\b/);
    }
  });

  it('no air-fried dish of the cookbook still cooks in the frying pan or on its browned bits', () => {
    const book = cookbook();
    const stale: string[] = [];
    for (const e of book.entries) {
      const res = convertMethod(book.room, book.version(e), 'airfryer', e.dishes);
      if (!res?.ok) continue;
      const steps = res.version.steps;
      const at = steps.findIndex((s) => BASKET.en.test(s.en));
      for (const s of steps.slice(at + 1))
        for (const lang of ['en', 'pt-BR'] as const)
          if (OLD_PAN[lang].test(s[lang])) stale.push(`${e.key}: ${s[lang]}`);
    }
    expect(stale).toEqual([]);
  });

  it.each(['en', 'pt-BR'] as const)(
    'a dish served on its pan juices is refused with that reason (%s)',
    async (lang) => {
      const dish = await first('prego no pão', lang);
      const res = await edit(dish, ASK[lang], lang);
      expect(res.success).toBe(false);
      expect(res.summary).toMatch(lang === 'en' ? /what the frying leaves in the pan/ : /o que a fritura deixa/);
    },
  );
});
