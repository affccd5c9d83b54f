/**
 * The grammar the chef writes with, one object per language: lists and plurals through `Intl`,
 * articles, agreement and how an ingredient line is put together. Words live in the language
 * packs (src/knowledge/lang/<code>/); this is only how they combine. A new language adds its
 * grammar here as one more entry.
 */
import type { TLanguage } from '../i18n/languages.ts';

export type Gender = 'm' | 'f';

export interface LineParts {
  /** "3", "1 1/2", "" for "to taste". */
  qty: string;
  /** The unit word already in the right number ("cups", "xícaras (chá)"), or ''. */
  unit: string;
  /** Gender of the unit word, where it has one (a participle agrees with "2 cabeças"). */
  unitGender?: Gender;
  /** A counted unit that is a piece of the food itself (clove, slice, head): the prep agrees with it. */
  unitIsPiece?: boolean;
  /** Whether the quantity reads as plural for the unit or the food. */
  plural: boolean;
  size: string;
  /** The food's name in the right number. */
  name: string;
  gender?: Gender;
  /** Preparation, with `@` where Portuguese agreement goes. */
  prep: string;
  /** The size of a can or package, already written ("400 g"). */
  pack: string;
  /** More than one pack: the size is each one's ("1 1/2 cans (400 g each)", "1/2 can (400 g)"). */
  packs?: boolean;
  /** A note on the line, with `@` where agreement goes, as in `prep`. */
  note: string;
  optional: string;
  toTaste: string;
}

export interface Grammar {
  lang: TLanguage;
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  pluralCategory(count: number): Intl.LDMLPluralRule;
  /**
   * Whether a measure reads in the plural, the way recipes write it: English from above one
   * ("3/4 cup", "1 1/2 cups"), Portuguese from two ("1 1/2 xícara", "2 xícaras").
   */
  unitPlural(value: number): boolean;
  /** A decimal as the language writes it ("1.5", "1,5"). */
  decimal(n: number, maxDigits: number): string;
  /** The definite article (or its contraction with a preposition) for a noun. */
  article(g: Gender, plural: boolean, with_?: 'of' | 'in' | 'to'): string;
  /** Puts agreement into a preparation ("picad@" → "picadas"). */
  agree(text: string, g: Gender, plural: boolean): string;
  /** An ingredient line as the product stores it: the amount, and the name with everything else. */
  line(p: LineParts): { amount: string; name: string };
  /** Whether a word right before a food's mention is an article or contraction to re-agree. */
  articleBefore(word: string): { with_?: 'of' | 'in' | 'to' } | null;
  /** Text as the language spells it around numbers: English "an 8 in pan", not "a 8 in pan". */
  tidy(text: string): string;
  /** Whether a name that is the same in both numbers reads as a plural ("brotos de feijão"). */
  readsPlural(name: string, otherwise: boolean): boolean;
  /** The number an article says ("as" → plural), or null when the word is not an article. */
  articlePlural(word: string): boolean | null;
  /**
   * A participle right after a food's mention, agreed with the food as now named ("a cebola
   * picada" → "as cebolas picadas"); null when the word does not agree (English, "ao", "por").
   */
  reagree(word: string, g: Gender, plural: boolean): string | null;
}

function intl(lang: TLanguage) {
  const lists = {
    conjunction: new Intl.ListFormat(lang, { type: 'conjunction' }),
    disjunction: new Intl.ListFormat(lang, { type: 'disjunction' }),
  };
  const plurals = new Intl.PluralRules(lang);
  const formats = new Map<number, Intl.NumberFormat>();
  return {
    list: (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') => lists[type].format(items),
    pluralCategory: (n: number) => plurals.select(n),
    decimal: (n: number, maxDigits: number) => {
      let f = formats.get(maxDigits);
      if (!f) {
        f = new Intl.NumberFormat(lang, { maximumFractionDigits: maxDigits, useGrouping: false });
        formats.set(maxDigits, f);
      }
      return f.format(n);
    },
  };
}

const en: Grammar = {
  lang: 'en',
  ...intl('en'),
  unitPlural: (v) => v > 1,
  article: () => 'the',
  agree: (text) => text.replace(/@/g, ''),
  line(p) {
    if (p.toTaste && !p.qty) {
      const name = [p.name, p.prep].filter(Boolean).join(', ');
      return { amount: '', name: `${name}, ${p.toTaste}${p.optional ? ` (${p.optional})` : ''}` };
    }
    const pack = p.pack && p.packs ? `${p.pack} each` : p.pack;
    const amount = [p.qty, p.unit, pack ? `(${pack})` : ''].filter(Boolean).join(' ');
    // "1 can (400 g) tomatoes", not "1 can canned tomatoes".
    const contained = p.unit && /^(?:cans?|tins?)$/.test(p.unit) ? p.name.replace(/^canned /, '') : p.name;
    let name = [p.size, contained].filter(Boolean).join(' ');
    if (p.prep) name += `, ${p.prep}`;
    if (p.note) name += `, ${p.note.replace(/@/g, '')}`;
    if (p.optional) name += ` (${p.optional})`;
    return { amount: amount.replace(/^(\S+) \((.*?)\) (\S+)$/, '$1 $3 ($2)'), name };
  },
  articleBefore: (word) => (/^the$/i.test(word) ? {} : null),
  articlePlural: () => null,
  reagree: () => null,
  readsPlural: (_name, otherwise) => otherwise,
  // "eight", "eleven", "eighteen", "eighty…" start with a vowel sound.
  tidy: (text) => text.replace(/\b([Aa]) (?=(?:8\d*|11|18)(?![\d/]))/g, '$1n '),
};

/** Participles that agree: regular -ado/-ido ("picada", "cozidos") and the common irregular ones. */
const PT_PARTICIPLE = /^(\p{L}*(?:ad|id)|frit|abert|cobert|post|feit|desfeit)(o|a|os|as)$/u;

const PT_ARTICLES: Record<string, { with_?: 'of' | 'in' | 'to' }> = {
  o: {},
  a: {},
  os: {},
  as: {},
  do: { with_: 'of' },
  da: { with_: 'of' },
  dos: { with_: 'of' },
  das: { with_: 'of' },
  no: { with_: 'in' },
  na: { with_: 'in' },
  nos: { with_: 'in' },
  nas: { with_: 'in' },
  ao: { with_: 'to' },
  à: { with_: 'to' },
  aos: { with_: 'to' },
  às: { with_: 'to' },
};

const ptBR: Grammar = {
  lang: 'pt-BR',
  ...intl('pt-BR'),
  unitPlural: (v) => v >= 2,
  article(g, plural, with_) {
    const base = g === 'm' ? (plural ? 'os' : 'o') : plural ? 'as' : 'a';
    if (!with_) return base;
    if (with_ === 'of') return `d${base}`;
    if (with_ === 'in') return `n${base}`;
    return g === 'm' ? `a${base}` : plural ? 'às' : 'à';
  },
  agree: (text, g, plural) =>
    text.replace(/([A-Za-zÀ-ú])@/g, (_m, l: string) => l + (g === 'm' ? (plural ? 'os' : 'o') : plural ? 'as' : 'a')),
  line(p) {
    const g = p.unitIsPiece && p.unitGender ? p.unitGender : (p.gender ?? 'm');
    const plural = p.plural;
    const prep = p.prep ? ptBR.agree(p.prep, g, plural) : '';
    // Sizes agree in number too: "2 ovos grandes", "3 cebolas pequenas".
    const sized = p.size ? ptBR.agree(p.size, p.gender ?? 'm', plural) : '';
    const size = sized && plural && !sized.endsWith('s') ? `${sized}s` : sized;
    if (p.toTaste && !p.qty) {
      const name = [p.name, prep].filter(Boolean).join(' ');
      return { amount: '', name: `${name} ${p.toTaste}${p.optional ? ` (${p.optional})` : ''}` };
    }
    const amount = [p.qty, p.unit].filter(Boolean).join(' ');
    // "1 lata de milho escorrido", not "1 lata de milho em lata escorrido".
    const contained = p.unit && /^latas?$/.test(p.unit) ? p.name.replace(/\s+(?:em lata|enlatad[oa]s?)$/, '') : p.name;
    let name = [contained, size, prep].filter(Boolean).join(' ');
    if (p.unit) name = `de ${name}`;
    if (p.pack) name += p.packs ? ` (${p.pack} cada)` : ` (${p.pack})`;
    // A note agrees like a preparation ("sec@" → "secos" for "feijões", "seco" for "feijão").
    if (p.note) name += `, ${ptBR.agree(p.note, g, plural)}`;
    if (p.optional) name += ` (${p.optional})`;
    return { amount, name };
  },
  articleBefore: (word) => PT_ARTICLES[word.toLowerCase()] ?? null,
  articlePlural: (word) => (PT_ARTICLES[word.toLowerCase()] ? /s$/i.test(word) : null),
  readsPlural: (name) => /s$/i.test(name.split(/[\s-]/)[0]!),
  tidy: (text) => text,
  reagree(word, g, plural) {
    const m = PT_PARTICIPLE.exec(word);
    if (!m || m[1]!.length < 4) return null;
    return m[1]! + (g === 'm' ? (plural ? 'os' : 'o') : plural ? 'as' : 'a');
  },
};

const GRAMMARS: Record<TLanguage, Grammar> = { en, 'pt-BR': ptBR };

export function grammarOf(lang: TLanguage): Grammar {
  return GRAMMARS[lang];
}
