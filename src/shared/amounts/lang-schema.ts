/**
 * The shape of a language pack (src/knowledge/lang/<code>/, described in its README.md), checked
 * with zod by `npm run lang:packs`, when the server starts (app.ts) and in
 * tests/architecture/lang-packs.test.ts. The browser reads the packs without zod: they are checked
 * before they ship.
 */
import { z } from 'zod';
import { UNIT_KEYS } from './units.ts';

const ZUnitKey = z.enum(UNIT_KEYS);
const ZText = z.string().min(1);
/** One spelling for singular and plural, or [singular, plural]. */
const ZSpelling = z.union([ZText, z.tuple([ZText, ZText])]);

export const ZUnitsPack = z.strictObject({
  units: z.array(
    z.strictObject({
      unit: ZUnitKey,
      words: z.array(ZSpelling).optional(),
      abbr: z.array(ZSpelling).optional(),
      /** Qualifiers the words may carry (" (chá)"); [""] when absent. */
      after: z.array(z.string()).min(1).optional(),
      /** Qualifiers the abbreviations may carry; `after` when absent. */
      abbrAfter: z.array(z.string()).min(1).optional(),
    }),
  ),
  /** One-letter units, exact case ("T" tablespoon, "t" teaspoon). */
  letters: z.record(z.string().length(1), ZUnitKey),
  /** The spelling conversion writes, [singular, plural]. */
  write: z.partialRecord(ZUnitKey, z.tuple([ZText, ZText])),
});

const ZFraction = z
  .string()
  .regex(/^\d+(\/\d+)?$/, 'a whole number or a fraction such as "1/2"')
  .refine((v) => !v.endsWith('/0'), 'no zero denominator');

export const ZNumbersPack = z.strictObject({
  numbers: z.record(ZText, ZFraction),
  halves: z.array(ZText),
  articles: z.array(ZText),
  mixed: z.array(ZText),
});

export const ZAmountWordsPack = z.strictObject({
  prefixes: z.array(ZText),
  modifiers: z.array(ZText),
  modifiersAfter: z.array(ZText),
  toTaste: z.array(ZText),
  vague: z.array(ZText),
  range: z.array(ZText),
  compound: z.array(ZText),
  plus: z.array(ZText),
  linking: z.array(ZText),
});

export const ZLineWordsPack = z.strictObject({
  preparation: z.array(ZText),
  stems: z.array(ZText).optional(),
  endings: z.array(ZText).optional(),
  adverbs: z.array(ZText),
  nameWords: z.array(ZText),
  phrases: z.array(ZText),
  prepLeads: z.array(ZText),
  comment: z.array(ZText),
  commentBefore: z.array(ZText),
  states: z.array(ZText),
  unitsAfterName: z.array(ZText),
  modifierSuffixes: z.array(ZText),
  joiners: z.array(ZText),
  /** The joiners that offer a choice ("or", "ou"): a comma series ending with one is one name. */
  alternatives: z.array(ZText).optional(),
  /** The joiners that list ("and", "e"): a comma series ending with one is one name too. */
  and: z.array(ZText).optional(),
  /** Words between a part and the food it is taken from, besides the linking words ("zest from 1 lime"). */
  partOf: z.array(ZText).optional(),
  /** The parts of a food a line names before it, with no linking word ("zest 1 lemon", "juice 1 lime"). */
  parts: z.array(ZText).optional(),
  /** Foods whose name ends with a preparation word, bought as such ("coco ralado", "queijo ralado"). */
  namePhrases: z.array(ZText).optional(),
  /**
   * Words that tell a food's quality, not the food ("ripe", "firm", "red", "lean"): a head of
   * them before a comma goes on with the name after it ("red, ripe tomatoes").
   */
  qualities: z.array(ZText).optional(),
});

/** What the amount parser reads (units.json, numbers.json, amount-words.json). */
export const ZAmountPack = z.strictObject({ units: ZUnitsPack, numbers: ZNumbersPack, amountWords: ZAmountWordsPack });
/** What the line reader reads besides (line-words.json). */
export const ZLinePack = z.strictObject({ lineWords: ZLineWordsPack });

export type TAmountPack = z.infer<typeof ZAmountPack>;
export type TLinePack = z.infer<typeof ZLinePack>;

function check<T>(schema: z.ZodType<T>, packs: Record<string, unknown>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [code, pack] of Object.entries(packs)) {
    const parsed = schema.safeParse(pack);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`src/knowledge/lang/${code}: ${issue.path.join('.')}: ${issue.message}`);
    }
    out[code] = parsed.data;
  }
  return out;
}

/** Checks every language's amount pack; the message names the language and the field. */
export const checkAmountPacks = (packs: Record<string, unknown>) => check(ZAmountPack, packs);
/** Checks every language's line pack; the message names the language and the field. */
export const checkLinePacks = (packs: Record<string, unknown>) => check(ZLinePack, packs);
