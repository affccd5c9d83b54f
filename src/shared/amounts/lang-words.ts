/**
 * The words amounts and ingredient lines are written with, read from each language's pack
 * (src/knowledge/lang/<code>/: units.json, numbers.json, amount-words.json, line-words.json) and
 * checked with zod when this module loads. Every
 * language's words are read in every line (a Portuguese recipe may say "2 tbsp"); a spelling that
 * two languages share ("g", "kilo", "envelope") belongs to both. Adding a language is its folder:
 * `npm run lang:packs` lists it in lang-packs.generated.ts (a test fails while that is stale).
 */
import { z } from 'zod';
import { languageWords } from '../i18n/languages.ts';
import { LANG_PACKS } from './lang-packs.generated.ts';
import { q, type Q } from './rational.ts';
import { foldKeepLength } from './text.ts';
import { UNIT_KEYS, type UnitKey, type WordLang } from './units.ts';

const ZUnitKey = z.enum(UNIT_KEYS);
const ZText = z.string().min(1);
/** One spelling for singular and plural, or [singular, plural]. */
const ZSpelling = z.union([ZText, z.tuple([ZText, ZText])]);

export const ZUnitsPack = z.strictObject({
  $comment: z.string().optional(),
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
  $comment: z.string().optional(),
  numbers: z.record(ZText, ZFraction),
  halves: z.array(ZText),
  articles: z.array(ZText),
  mixed: z.array(ZText),
});

export const ZAmountWordsPack = z.strictObject({
  $comment: z.string().optional(),
  prefixes: z.array(ZText),
  modifiers: z.array(ZText),
  modifiersAfter: z.array(ZText),
  toTaste: z.array(ZText),
  /** Amounts without a number that are not "to taste" ("a little", "um pouco de"). */
  vague: z.array(ZText),
  range: z.array(ZText),
  compound: z.array(ZText),
  /** The compound words that add, so the same unit may follow ("1/4 tsp plus 1/8 tsp"). */
  plus: z.array(ZText),
});

export const ZLineWordsPack = z.strictObject({
  $comment: z.string().optional(),
  linking: z.array(ZText),
  preparation: z.array(ZText),
  /** Stems that take each of `endings` ("picad" + "a" = "picada"). */
  stems: z.array(ZText).optional(),
  endings: z.array(ZText).optional(),
  adverbs: z.array(ZText),
  nameWords: z.array(ZText),
  phrases: z.array(ZText),
  /** Start a preparation that runs to the end of the name's part ("cut into", "in #": # is a number). */
  prepLeads: z.array(ZText),
  comment: z.array(ZText),
  /** Notes written before the name ("good-quality", "packed"). */
  commentBefore: z.array(ZText),
  /** The states a food is bought in, as alternatives before its name ("fresh or canned broth"). */
  states: z.array(ZText),
  /** Unit words a line may write after the name when no unit comes before it ("2 garlic cloves"). */
  unitsAfterName: z.array(ZText),
  /** Endings of words that qualify a name ("skinless", "unbleached"): "skinless, boneless chicken" is one name. */
  modifierSuffixes: z.array(ZText),
  joiners: z.array(ZText),
});

export const ZLangPack = z.strictObject({
  units: ZUnitsPack,
  numbers: ZNumbersPack,
  amountWords: ZAmountWordsPack,
  lineWords: ZLineWordsPack,
});
export type TLangPack = z.infer<typeof ZLangPack>;

/** A written form of a unit: its singular and plural spelling. */
export interface UnitForm {
  readonly sing: string;
  readonly plur: string;
  readonly unit: UnitKey;
  readonly lang: WordLang;
  /** Abbreviations keep a singular spelling for any quantity ("2 tbsp"), and may end in a dot. */
  readonly abbr: boolean;
}

export interface LangWords {
  /** Every written unit form of every language. */
  forms: UnitForm[];
  /** One-letter units by their exact character. */
  letters: Record<string, UnitForm>;
  /** The spelling conversion writes, by word family. */
  write: Partial<Record<WordLang, Partial<Record<UnitKey, readonly [string, string]>>>>;
  /** Folded number word → value. */
  numbers: Map<string, Q>;
  halves: Set<string>;
  articles: Set<string>;
  mixed: string[];
  /** Folded, longest first (so "approx." is tried before "approx"). */
  prefixes: string[];
  modifiers: string[];
  modifiersAfter: string[];
  toTaste: string[];
  vague: string[];
  range: string[];
  compound: string[];
  plus: string[];
  /** The line reader's words (line-words.json), folded; phrases longest first. */
  line: {
    linking: string[];
    preparation: Set<string>;
    adverbs: Set<string>;
    nameWords: Set<string>;
    phrases: string[];
    prepLeads: string[];
    comment: string[];
    commentBefore: string[];
    states: Set<string>;
    unitsAfterName: Set<string>;
    modifierSuffixes: string[];
    joiners: Set<string>;
  };
}

function fraction(v: string): Q {
  const [n, d] = v.split('/');
  return q(Number(n), d ? Number(d) : 1);
}

const pair = (s: string | readonly [string, string]): [string, string] =>
  typeof s === 'string' ? [s, s] : [s[0], s[1]];
const longestFirst = (words: Iterable<string>) =>
  [...new Set([...words].map(foldKeepLength))].sort((a, b) => b.length - a.length);

/** Merges checked packs (by language code) into the tables the parser reads. */
export function mergeLangPacks(packs: Record<string, TLangPack>): LangWords {
  const forms: UnitForm[] = [];
  const byText = new Map<string, number>();
  const letters: Record<string, UnitForm> = {};
  const write: LangWords['write'] = {};
  const numbers = new Map<string, Q>();
  const sets = { halves: new Set<string>(), articles: new Set<string>() };
  const lists = {
    mixed: [] as string[],
    prefixes: [] as string[],
    modifiers: [] as string[],
    modifiersAfter: [] as string[],
    toTaste: [] as string[],
    vague: [] as string[],
    range: [] as string[],
    compound: [] as string[],
    plus: [] as string[],
    linking: [] as string[],
    phrases: [] as string[],
    prepLeads: [] as string[],
    comment: [] as string[],
    commentBefore: [] as string[],
    modifierSuffixes: [] as string[],
  };
  const line = {
    states: new Set<string>(),
    unitsAfterName: new Set<string>(),
    preparation: new Set<string>(),
    adverbs: new Set<string>(),
    nameWords: new Set<string>(),
    joiners: new Set<string>(),
  };
  for (const [code, pack] of Object.entries(packs)) {
    const lang: WordLang = languageWords(code);
    const add = (unit: UnitKey, sing: string, plur: string, abbr: boolean) => {
      const text = `${unit}\u0000${sing}\u0000${plur}\u0000${abbr}`;
      const known = byText.get(text);
      if (known === undefined) {
        byText.set(text, forms.length);
        forms.push({ sing, plur, unit, lang, abbr });
      } else if (forms[known].lang !== lang) {
        // The same spelling in two languages ("g", "kilo"): it belongs to both.
        forms[known] = { ...forms[known], lang: 'any' };
      }
    };
    for (const entry of pack.units.units) {
      const after = entry.after ?? [''];
      for (const suffix of after)
        for (const w of entry.words ?? []) {
          const [sing, plur] = pair(w);
          add(entry.unit, sing + suffix, plur + suffix, false);
        }
      for (const suffix of entry.abbrAfter ?? after)
        for (const w of entry.abbr ?? []) {
          const [sing, plur] = pair(w);
          add(entry.unit, sing + suffix, plur + suffix, true);
        }
    }
    for (const [ch, unit] of Object.entries(pack.units.letters))
      letters[ch] ??= { sing: ch, plur: ch, unit, lang, abbr: true };
    const own = (write[lang] ??= {});
    for (const [unit, spelled] of Object.entries(pack.units.write)) own[unit as UnitKey] ??= spelled;
    for (const [word, value] of Object.entries(pack.numbers.numbers))
      if (!numbers.has(foldKeepLength(word))) numbers.set(foldKeepLength(word), fraction(value));
    for (const w of pack.numbers.halves) sets.halves.add(foldKeepLength(w));
    for (const w of pack.numbers.articles) sets.articles.add(foldKeepLength(w));
    lists.mixed.push(...pack.numbers.mixed);
    const words = pack.amountWords;
    lists.prefixes.push(...words.prefixes);
    lists.modifiers.push(...words.modifiers);
    lists.modifiersAfter.push(...words.modifiersAfter);
    lists.toTaste.push(...words.toTaste);
    lists.vague.push(...words.vague);
    lists.range.push(...words.range);
    lists.compound.push(...words.compound);
    lists.plus.push(...words.plus);
    const lw = pack.lineWords;
    lists.linking.push(...lw.linking);
    lists.phrases.push(...lw.phrases);
    lists.prepLeads.push(...lw.prepLeads);
    lists.comment.push(...lw.comment);
    lists.commentBefore.push(...lw.commentBefore);
    lists.modifierSuffixes.push(...lw.modifierSuffixes);
    for (const u of lw.unitsAfterName) line.unitsAfterName.add(foldKeepLength(u));
    for (const w of lw.states) line.states.add(foldKeepLength(w));
    for (const w of lw.preparation) line.preparation.add(foldKeepLength(w));
    for (const stem of lw.stems ?? []) for (const e of lw.endings ?? []) line.preparation.add(foldKeepLength(stem + e));
    for (const w of lw.adverbs) line.adverbs.add(foldKeepLength(w));
    for (const w of lw.nameWords) line.nameWords.add(foldKeepLength(w));
    for (const w of lw.joiners) line.joiners.add(foldKeepLength(w));
  }
  return {
    forms,
    letters,
    write,
    numbers,
    halves: sets.halves,
    articles: sets.articles,
    mixed: longestFirst(lists.mixed),
    prefixes: longestFirst(lists.prefixes),
    modifiers: longestFirst(lists.modifiers),
    modifiersAfter: longestFirst(lists.modifiersAfter),
    toTaste: longestFirst(lists.toTaste),
    vague: longestFirst(lists.vague),
    range: longestFirst(lists.range),
    compound: longestFirst(lists.compound),
    plus: longestFirst(lists.plus),
    line: {
      ...line,
      linking: longestFirst(lists.linking),
      phrases: longestFirst(lists.phrases),
      prepLeads: longestFirst(lists.prepLeads),
      comment: longestFirst(lists.comment),
      commentBefore: longestFirst(lists.commentBefore),
      modifierSuffixes: longestFirst(lists.modifierSuffixes),
    },
  };
}

/** Checks every pack; the message names the language and the field. */
export function checkLangPacks(packs: Record<string, unknown>): Record<string, TLangPack> {
  const out: Record<string, TLangPack> = {};
  for (const [code, pack] of Object.entries(packs)) {
    const parsed = ZLangPack.safeParse(pack);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`src/knowledge/lang/${code}: ${issue.path.join('.')}: ${issue.message}`);
    }
    out[code] = parsed.data;
  }
  return out;
}

const CHECKED = checkLangPacks(LANG_PACKS);

/** The words of every language, checked and merged once when the module loads. */
export const LANG_WORDS: LangWords = mergeLangPacks(CHECKED);

/** Each word family's linking words as written ("de", "do", "d'"), to tell whose a line's word is. */
export const LANG_PACKS_LINKING: Partial<Record<WordLang, Set<string>>> = {};
for (const [code, pack] of Object.entries(CHECKED)) {
  const set = (LANG_PACKS_LINKING[languageWords(code)] ??= new Set<string>());
  for (const w of pack.lineWords.linking) set.add(w.toLowerCase());
}
