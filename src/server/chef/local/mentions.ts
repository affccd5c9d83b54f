import type { TLanguage } from '../../../shared/constants.ts';
import { ENTRY_BY_ID, lexiconMatches } from './analyze.ts';
import { CATEGORY_WORDS } from './knowledge/ingredients.ts';
import type { WIngredient } from './model.ts';
import { PhraseMatcher, capitalize, tokenize, type Token } from './text.ts';

/**
 * Rewriting the mentions of an ingredient in steps, titles and tips: "o frango" → "o tofu firme",
 * "Doure a carne" → "Doure os cogumelos", "the chicken breasts" → "the firm tofu", with Portuguese
 * articles re-inflected and other ingredients' names protected ("chicken stock" is not "chicken").
 */

export interface Mention {
  text: string;
  priority: number;
}

/** A rewrite: the phrases of one ingredient and what to write instead (null leaves them as they are). */
export interface MentionRule {
  phrases: Mention[];
  replacement: string | null;
  /** Portuguese grammar of the replacement, for articles. */
  gender?: 'm' | 'f';
  plural?: boolean;
}

/** The name without quantities, notes in brackets and trailing preparation notes. */
export function coreName(name: string): string {
  let s = name.replace(/\([^)]*\)/g, ' ');
  s = s.split(/[,;]| - | – /)[0] ?? s;
  s = s.replace(/^\s*[\d¼½¾⅓⅔⅛/.,\s-]+(?=\p{L})/u, '');
  return s.replace(/\s+/g, ' ').trim();
}

/** The words in an ingredient name and in the steps that refer to it, strongest first. */
export function mentionPhrases(ing: Pick<WIngredient, 'name' | 'aliases' | 'families' | 'cats'>, lang: TLanguage): Mention[] {
  const key = `${lang}\u0000${ing.name}\u0000${ing.aliases.join('\u0001')}\u0000${ing.families.join(',')}\u0000${ing.cats.join(',')}`;
  const hit = MENTION_CACHE.get(key);
  if (hit) return hit;
  const out = computeMentions(ing, lang);
  if (MENTION_CACHE.size > 20_000) MENTION_CACHE.clear();
  MENTION_CACHE.set(key, out);
  return out;
}
const MENTION_CACHE = new Map<string, Mention[]>();

function computeMentions(ing: Pick<WIngredient, 'name' | 'aliases' | 'families' | 'cats'>, lang: TLanguage): Mention[] {
  const out: Mention[] = [];
  const seen = new Set<string>();
  const push = (text: string, priority: number) => {
    const t = text.trim();
    const k = t.toLowerCase();
    if (t.length >= 2 && !seen.has(k)) {
      seen.add(k);
      out.push({ text: t, priority });
    }
  };
  const l = lang === 'pt-BR' ? 'pt' : 'en';
  for (const [idx, raw] of [ing.name, ...ing.aliases].entries()) {
    const core = coreName(raw);
    if (!core) continue;
    const own = idx === 0 ? 3 : 2;
    push(core, own);
    const tokens = tokenize(core);
    const hits = lexiconMatches(core);
    for (const h of hits) {
      push(h.text, own);
      // Every run of words of the name that contains the recognised phrase ("chicken thighs" in "boneless chicken thighs").
      for (let a = 0; a <= h.t0; a++) {
        for (let b = h.t1; b <= tokens.length; b++) {
          if (a === h.t0 && b === h.t1) continue;
          push(core.slice(tokens[a]!.start, tokens[b - 1]!.end), own);
        }
      }
    }
    if (hits.length === 0 && tokens.length > 1) {
      // Unknown ingredient: its head noun (last word in English, first in Portuguese).
      const head = l === 'pt' ? tokens[0]! : tokens[tokens.length - 1]!;
      if (head.w.length >= 4) push(core.slice(head.start, head.end), 1);
    }
  }
  // Family words ("linguiça", "frango") point at this ingredient; more strongly when its own name
  // uses the word, so "a linguiça" means the linguiça calabresa, not the paio.
  const ownWords = ` ${tokenize(coreName(ing.name)).map((t) => t.c).join(' ')} `;
  for (const f of ing.families) {
    const e = ENTRY_BY_ID.get(f);
    if (!e) continue;
    for (const term of e[l]) {
      if (term.split(' ').length > 2) continue;
      const key = tokenize(term).map((t) => t.c).join(' ');
      push(term, ownWords.includes(` ${key} `) ? 2 : 1);
    }
  }
  for (const c of ing.cats) {
    const words = CATEGORY_WORDS[c];
    if (words) for (const w of words[l]) push(w, 0);
  }
  return out;
}

interface PtArticle {
  kind: 'def' | 'de' | 'em' | 'a' | 'por' | 'indef';
}
const PT_ARTICLES: Record<string, PtArticle> = {
  o: { kind: 'def' }, a: { kind: 'def' }, os: { kind: 'def' }, as: { kind: 'def' },
  do: { kind: 'de' }, da: { kind: 'de' }, dos: { kind: 'de' }, das: { kind: 'de' },
  no: { kind: 'em' }, na: { kind: 'em' }, nos: { kind: 'em' }, nas: { kind: 'em' },
  ao: { kind: 'a' }, aos: { kind: 'a' },
  pelo: { kind: 'por' }, pela: { kind: 'por' }, pelos: { kind: 'por' }, pelas: { kind: 'por' },
  um: { kind: 'indef' }, uma: { kind: 'indef' }, uns: { kind: 'indef' }, umas: { kind: 'indef' },
};
const PT_FORMS: Record<PtArticle['kind'], [string, string, string, string]> = {
  // m.sg, f.sg, m.pl, f.pl
  def: ['o', 'a', 'os', 'as'],
  de: ['do', 'da', 'dos', 'das'],
  em: ['no', 'na', 'nos', 'nas'],
  a: ['ao', 'à', 'aos', 'às'],
  por: ['pelo', 'pela', 'pelos', 'pelas'],
  indef: ['um', 'uma', 'uns', 'umas'],
};

const FEMININE_WORDS = new Set(['carne', 'couve', 'couve-flor', 'maionese', 'alface', 'flor', 'noz', 'raiz', 'pele', 'mostarda', 'agua', 'água', 'polpa', 'massa', 'farinha', 'proteina', 'proteína', 'soja', 'levedura', 'cebola', 'manteiga', 'gordura', 'linguiça', 'linguica', 'abobrinha', 'berinjela', 'batata', 'batata-doce', 'mandioca', 'jaca', 'ricota', 'nata', 'clara', 'gema', 'lentilha', 'quinoa', 'aveia', 'vagem', 'pimenta', 'páprica', 'paprica', 'cúrcuma', 'curcuma', 'chalota', 'cebolinha', 'hortelã', 'hortela', 'sálvia', 'salvia', 'salsinha', 'acelga', 'couve-de-bruxelas', 'tortilha', 'tortilhas', 'alga']);

/** Gender and number of a Portuguese noun phrase, from its first word. */
export function ptGrammar(phrase: string, override?: 'm' | 'f'): { gender: 'm' | 'f'; plural: boolean } {
  const first = (phrase.trim().split(/[\s(]+/)[0] ?? '').toLowerCase();
  const plural = /s$/.test(first) && !/(ês|as|is|ás|us)$/.test(first) ? true : /(as|ões|ães)$/.test(first) || (/os$/.test(first) && first.length > 3);
  if (override) return { gender: override, plural };
  const sing = first.replace(/(ões|ães)$/, 'ão').replace(/s$/, '');
  const gender: 'm' | 'f' = FEMININE_WORDS.has(sing) || FEMININE_WORDS.has(first) || /(a|ã|ção|são|dade|gem)$/.test(sing) ? 'f' : 'm';
  return { gender, plural };
}

function articleFor(kind: PtArticle['kind'], gender: 'm' | 'f', plural: boolean): string {
  const forms = PT_FORMS[kind];
  return forms[(plural ? 2 : 0) + (gender === 'f' ? 1 : 0)]!;
}

interface Resolved {
  rule: MentionRule;
  priority: number;
}

function buildMatcher(rules: readonly MentionRule[]): PhraseMatcher<Resolved> {
  const m = new PhraseMatcher<Resolved>();
  for (const rule of rules) for (const p of rule.phrases) m.add(p.text, { rule, priority: p.priority });
  return m;
}

function choose(values: Resolved[]): Resolved {
  let best = values[0]!;
  for (const v of values) {
    if (v.priority > best.priority) best = v;
    else if (v.priority === best.priority && best.rule.replacement !== null && v.rule.replacement === null) best = v;
  }
  return best;
}

function isTitleCased(s: string): boolean {
  const ws = s.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return ws.length > 0 && ws.every((w) => w[0] === w[0]!.toUpperCase());
}

const SMALL_WORDS = new Set(['de', 'do', 'da', 'dos', 'das', 'e', 'com', 'of', 'and', 'with', 'or', 'ou', 'em', 'a', 'the']);
function titleCase(s: string): string {
  return s
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w : capitalize(w)))
    .join(' ');
}

/** Applies rules to a text; returns the text unchanged when nothing matches. */
export function rewriteText(text: string, rules: readonly MentionRule[], lang: TLanguage, matcher = buildMatcher(rules), title = false): string {
  const tokens = tokenize(text);
  const hits = matcher.findAll(text, tokens);
  if (hits.length === 0) return text;
  let out = '';
  let cursor = 0;
  for (const h of hits) {
    const r = choose(h.values);
    if (r.rule.replacement === null) continue;
    let start = h.start;
    let replacement = r.rule.replacement;
    const prev: Token | undefined = tokens[h.t0 - 1];
    const between = prev ? text.slice(prev.end, h.start) : '';
    let articleText = '';
    if (prev && /^\s+$/.test(between) && prev.end >= cursor) {
      const prevText = text.slice(prev.start, prev.end);
      if (lang === 'pt-BR') {
        const art = PT_ARTICLES[prev.w];
        if (art) {
          const g = r.rule.gender && r.rule.plural !== undefined ? { gender: r.rule.gender, plural: r.rule.plural } : ptGrammar(replacement, r.rule.gender);
          articleText = articleFor(art.kind, g.gender, g.plural);
          if (prevText[0] === prevText[0]!.toUpperCase()) articleText = capitalize(articleText);
          start = prev.start;
        }
      } else if (prev.w === 'a' || prev.w === 'an') {
        articleText = /^[aeiou]/i.test(replacement) ? 'an' : 'a';
        if (prevText[0] === 'A') articleText = capitalize(articleText);
        start = prev.start;
      }
    }
    const original = h.text;
    if (title && isTitleCased(original) && isTitleCased(text.replace(/\b(de|do|da|dos|das|e|com|of|and|with|or|ou|em|a|the|à|ao|no|na)\b/gi, ''))) replacement = titleCase(replacement);
    else if (!articleText && /\p{Lu}/u.test(original[0]!) && (title || /(^|[.!?:]\s+|\n)\s*$/.test(text.slice(0, start)))) replacement = capitalize(replacement);
    out += text.slice(cursor, start) + (articleText ? `${articleText} ` : '') + replacement;
    cursor = h.end;
  }
  out += text.slice(cursor);
  return out;
}

/** Rewrites a list of texts with the same rules. */
export function rewriteAll(texts: readonly string[], rules: readonly MentionRule[], lang: TLanguage): string[] {
  const m = buildMatcher(rules);
  return texts.map((t) => rewriteText(t, rules, lang, m));
}

/** Rewrites a title, keeping its Title Case. */
export function rewriteTitle(title: string, rules: readonly MentionRule[], lang: TLanguage): string {
  return rewriteText(title, rules, lang, buildMatcher(rules), true);
}

/**
 * Removes the mentions of an ingredient from a text, with the comma or "and"/"e" that joined it
 * to the others ("the onion and garlic" → "the garlic"). `emptied` tells the step said nothing else.
 */
export function removeMentions(text: string, phrases: readonly Mention[], otherPhrases: readonly Mention[], lang: TLanguage): { text: string; emptied: boolean; changed: boolean } {
  const m = new PhraseMatcher<'x' | 'keep'>();
  for (const p of otherPhrases) m.add(p.text, 'keep');
  for (const p of phrases) m.add(p.text, 'x');
  const tokens = tokenize(text);
  const hits = m.findAll(text, tokens);
  const targets = hits.filter((h) => h.values.includes('x') && !h.values.includes('keep'));
  if (targets.length === 0) return { text, emptied: false, changed: false };
  const keeps = hits.filter((h) => h.values.includes('keep')).length;
  let s = text;
  for (const h of [...targets].reverse()) {
    let a = h.start;
    let b = h.end;
    const prev = tokens[h.t0 - 1];
    const articles = lang === 'pt-BR' ? PT_ARTICLES : { the: true, a: true, an: true, some: true };
    if (prev && prev.w in articles && /^\s+$/.test(text.slice(prev.end, a))) a = prev.start;
    const before = s.slice(0, a);
    const after = s.slice(b);
    const conj = lang === 'pt-BR' ? '(?:e|ou)' : '(?:and|or|&)';
    let m1: RegExpMatchArray | null;
    if ((m1 = after.match(/^\s*,\s*/))) b += m1[0].length;
    else if ((m1 = before.match(new RegExp(`(?:,\\s*|\\s+${conj}\\s+)$`, 'i')))) a -= m1[0].length;
    else if ((m1 = after.match(new RegExp(`^\\s+${conj}\\s+`, 'i')))) b += m1[0].length;
    s = s.slice(0, a) + (s.slice(0, a).endsWith(' ') || s.slice(b).startsWith(' ') || a === 0 ? '' : ' ') + s.slice(b);
  }
  s = s.replace(/\s{2,}/g, ' ').replace(/\s+([,.;:!?])/g, '$1').replace(/,\s*([.;:])/g, '$1').trim();
  if (s && /\p{Ll}/u.test(s[0]!) && /\p{Lu}/u.test(text.trim()[0] ?? '')) s = capitalize(s);
  const remaining = tokenize(s).length;
  const emptied = keeps === 0 && remaining <= 6;
  return { text: s, emptied, changed: true };
}
