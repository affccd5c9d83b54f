import { describe, expect, it } from 'vitest';
import { edit, first, type Lang } from './test-helpers.ts';

/**
 * A main seafood swapped for another that cooks in the same liquid (reader 11: "troca o peixe por
 * camarão" on a moqueca was refused, "camarão não cozinha assim"): the swap is made, and the shrimp
 * cooks its own 3–4 minutes, never the fish's time or its "flakes" cue.
 */
const ASK: Record<Lang, string> = { en: 'swap the fish for shrimp', 'pt-BR': 'troca o peixe por camarão' };
const SHRIMP: Record<Lang, RegExp> = { en: /\bshrimp\b/i, 'pt-BR': /\bcamar(?:ão|ões)\b/i };
const FLAKES: Record<Lang, RegExp> = { en: /\bflake/i, 'pt-BR': /\blasca/i };

describe('fish swapped for shrimp in a pot that cooks longer than shrimp take', () => {
  it.each([
    ['peixada cearense', 'en'],
    ['peixada cearense', 'pt-BR'],
  ] as const)('%s (%s): the shrimp cook 3–4 minutes, with their own cue', async (wish, lang) => {
    const dish = await first(wish, lang);
    const res = await edit(dish, ASK[lang], lang);
    expect(res.success, res.summary).toBe(true);
    const steps = res.updated_recipe!.instructions;
    const sentences = steps.flatMap((s) => s.split(/(?<=[.!?])\s+/)).filter((s) => SHRIMP[lang].test(s));
    // Every sentence that cooks the shrimp for a time gives theirs.
    const timed = sentences.filter(
      (s) => /\d+\s*(?:–|a)?\s*\d*\s*min/.test(s) && /\b(?:cook|simmer|poach)|cozinh/i.test(s),
    );
    expect(timed.length).toBeGreaterThan(0);
    for (const s of timed) expect(s).toMatch(/\b3\s*(?:–|a)\s*4 min/);
    for (const s of sentences) expect(s).not.toMatch(FLAKES[lang]);
    expect(res.summary).toMatch(/3\s*(?:–|a)\s*4/);
  });
});
