/**
 * The words amounts are written with, from each language's pack (src/knowledge/lang/<code>/:
 * units.json, numbers.json, amount-words.json; see its README.md), merged into the tables the
 * parser reads. Every language's words are read in every line (a Portuguese recipe may say "2
 * tbsp"); a spelling two languages share ("g", "kilo", "envelope") belongs to both. The packs are
 * checked with zod (lang-schema.ts) before they ship and when the server starts, so this module,
 * which the browser loads, does not load zod. Adding a language is its folder and `npm run
 * lang:packs`.
 */
import { languageWords } from '../i18n/languages.ts';
import type { TAmountPack } from './lang-schema.ts';
import { LANG_PACKS } from './lang-packs.generated.ts';
import { q, type Q } from './rational.ts';
import { foldKeepLength } from './text.ts';
import type { UnitKey, WordLang } from './units.ts';

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
  /** Between an amount and its name, or a quantity and its unit ("of", "de", "d'"). */
  linking: string[];
}

function fraction(v: string): Q {
  const [n, d] = v.split('/');
  return q(Number(n), d ? Number(d) : 1);
}

const pair = (s: string | readonly [string, string]): [string, string] =>
  typeof s === 'string' ? [s, s] : [s[0], s[1]];

/** Folded, without repeats, longest first. */
export const longestFirst = (words: Iterable<string>) =>
  [...new Set([...words].map(foldKeepLength))].sort((a, b) => b.length - a.length);

/** Merges the amount packs of every language (by code) into the tables the parser reads. */
export function mergeLangPacks(packs: Record<string, TAmountPack>): LangWords {
  const forms: UnitForm[] = [];
  const byText = new Map<string, number>();
  const letters: Record<string, UnitForm> = {};
  const write: LangWords['write'] = {};
  const numbers = new Map<string, Q>();
  const halves = new Set<string>();
  const articles = new Set<string>();
  const lists: Record<'mixed' | Exclude<keyof TAmountPack['amountWords'], never>, string[]> = {
    mixed: [],
    prefixes: [],
    modifiers: [],
    modifiersAfter: [],
    toTaste: [],
    vague: [],
    range: [],
    compound: [],
    plus: [],
    linking: [],
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
    for (const w of pack.numbers.halves) halves.add(foldKeepLength(w));
    for (const w of pack.numbers.articles) articles.add(foldKeepLength(w));
    lists.mixed.push(...pack.numbers.mixed);
    for (const [key, words] of Object.entries(pack.amountWords)) lists[key as keyof typeof lists].push(...words);
  }
  return {
    forms,
    letters,
    write,
    numbers,
    halves,
    articles,
    mixed: longestFirst(lists.mixed),
    prefixes: longestFirst(lists.prefixes),
    modifiers: longestFirst(lists.modifiers),
    modifiersAfter: longestFirst(lists.modifiersAfter),
    toTaste: longestFirst(lists.toTaste),
    vague: longestFirst(lists.vague),
    range: longestFirst(lists.range),
    compound: longestFirst(lists.compound),
    plus: longestFirst(lists.plus),
    linking: longestFirst(lists.linking),
  };
}

/** The words of every language, merged once when the module loads. */
export const LANG_WORDS: LangWords = mergeLangPacks(LANG_PACKS as Record<string, TAmountPack>);
