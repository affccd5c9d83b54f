import type { TLanguage } from '../../../shared/constants.ts';

/**
 * Text helpers of the built-in chef. `fold` keeps string length (one char in, one char out) so a
 * match found in folded text maps straight back to the original text.
 */
export function fold(text: string): string {
  // Fast path: plain ASCII only needs lowercasing.
  if (!/[^ -~\t\n\r]/.test(text)) return text.toLowerCase();
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = ch.charCodeAt(0);
    if (code < 128) {
      out += ch.toLowerCase();
      continue;
    }
    let f = FOLD_CACHE.get(ch);
    if (f === undefined) {
      const base = ch.normalize('NFD')[0] ?? ch;
      const lower = base.toLowerCase();
      // Surrogate halves and multi-char lowercase forms would break the 1:1 index mapping.
      f = code >= 0xd800 && code <= 0xdfff ? ' ' : lower.length === 1 ? lower : base.length === 1 ? base : ' ';
      FOLD_CACHE.set(ch, f);
    }
    out += f;
  }
  return out;
}
const FOLD_CACHE = new Map<string, string>();

/** Lowercase, accent-free words. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Canonical singular of a folded word, identical for singular and plural in both languages
 * ("tomatoes"/"tomato", "limões"/"limão", "colheres"/"colher", "berries"/"berry"). Irregular
 * plurals are listed in the lexicons themselves.
 */
export function canon(w: string, original?: string): string {
  // Portuguese -ões/-ães/-ãos plurals are told apart from English -oes by the tilde: "porções" is
  // not "porco", "limões" is "limão", "tomatoes" is "tomato".
  if (original && /[õã][eo]s$/i.test(original)) return `${w.slice(0, -3)}ao`;
  if (w.length <= 3) return w;
  if (w.endsWith('ao')) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return `${w.slice(0, -3)}o`;
  if (w.endsWith('es') && /(?:[sxzr]|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

export interface Token {
  /** Folded word. */
  w: string;
  /** Canonical singular. */
  c: string;
  start: number;
  end: number;
}

/** Words of a text with their positions in the original string (memoised: texts repeat a lot). */
export function tokenize(text: string): Token[] {
  const hit = TOKEN_CACHE.get(text);
  if (hit) return hit;
  const f = fold(text);
  const out: Token[] = [];
  const re = /[a-z0-9%]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(f)) !== null)
    out.push({
      w: m[0],
      c: canon(m[0], text.slice(m.index, m.index + m[0].length)),
      start: m.index,
      end: m.index + m[0].length,
    });
  if (TOKEN_CACHE.size > 50_000) TOKEN_CACHE.clear();
  TOKEN_CACHE.set(text, out);
  return out;
}
const TOKEN_CACHE = new Map<string, Token[]>();

export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.c)
    .join(' ');
}

export interface PhraseMatch<T> {
  start: number;
  end: number;
  /** Index of the first and one past the last token matched. */
  t0: number;
  t1: number;
  text: string;
  key: string;
  values: T[];
}

/**
 * Finds phrases in text by whole words, leftmost-longest, plural- and accent-tolerant.
 * Cheap enough to run on every ingredient line of every request.
 */
interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  key: string | null;
  values: T[] | null;
}

function node<T>(): TrieNode<T> {
  return { next: new Map(), key: null, values: null };
}

export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = node();

  add(phrase: string, value: T): this {
    const words = tokenize(phrase).map((t) => t.c);
    if (words.length === 0) return this;
    let n = this.root;
    for (const w of words) {
      let child = n.next.get(w);
      if (!child) {
        child = node();
        n.next.set(w, child);
      }
      n = child;
    }
    n.key = words.join(' ');
    if (!n.values) n.values = [value];
    else if (!n.values.includes(value)) n.values.push(value);
    return this;
  }

  addAll(phrases: readonly string[], value: T): this {
    for (const p of phrases) this.add(p, value);
    return this;
  }

  has(phrase: string): boolean {
    let n: TrieNode<T> | undefined = this.root;
    for (const t of tokenize(phrase)) {
      n = n.next.get(t.c);
      if (!n) return false;
    }
    return n.values !== null;
  }

  findAll(text: string, tokens: Token[] = tokenize(text)): PhraseMatch<T>[] {
    const out: PhraseMatch<T>[] = [];
    let i = 0;
    while (i < tokens.length) {
      let n: TrieNode<T> | undefined = this.root;
      let best: TrieNode<T> | null = null;
      let bestEnd = i;
      for (let k = i; k < tokens.length; k++) {
        n = n.next.get(tokens[k]!.c);
        if (!n) break;
        if (n.values) {
          best = n;
          bestEnd = k + 1;
        }
      }
      if (best) {
        const start = tokens[i]!.start;
        const end = tokens[bestEnd - 1]!.end;
        out.push({
          start,
          end,
          t0: i,
          t1: bestEnd,
          text: text.slice(start, end),
          key: best.key!,
          values: best.values!,
        });
        i = bestEnd;
      } else i++;
    }
    return out;
  }

  /** Values of every phrase found in the text. */
  valuesIn(text: string): T[] {
    const out: T[] = [];
    for (const m of this.findAll(text)) for (const v of m.values) if (!out.includes(v)) out.push(v);
    return out;
  }
}

export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

export function lowerFirst(s: string): string {
  if (s.length < 2) return s.toLowerCase();
  // Keep acronyms ("TVP") as they are.
  if (s[1] === s[1]!.toUpperCase() && /[A-Z]/.test(s[1]!)) return s;
  return s[0]!.toLowerCase() + s.slice(1);
}

const EN_MARKERS = new Set(
  'the and with of to in for until add stir cook heat minutes minute serve into a an or over from large small cup cups tablespoon teaspoon chopped sliced bake oven salt pepper then while about each until well pan bowl water oil'.split(
    ' ',
  ),
);
const PT_MARKERS = new Set(
  'o a os as e com de do da dos das para em no na nos nas ate adicione misture cozinhe aqueca minutos minuto sirva um uma ou sobre grande pequeno xicara xicaras colher colheres picado picada fatiado forno sal pimenta depois enquanto cerca cada bem panela tigela agua oleo azeite ao leve deixe'.split(
    ' ',
  ),
);

/** Guesses en or pt-BR from text by counting function words; `fallback` when there is no signal. */
export function detectLanguage(text: string, fallback: TLanguage): TLanguage {
  let en = 0;
  let pt = 0;
  for (const w of words(text)) {
    if (EN_MARKERS.has(w)) en++;
    if (PT_MARKERS.has(w)) pt++;
  }
  // Portuguese accents are a strong signal on their own.
  const accents = (text.match(/[ãõçáéíóúâêô]/gi) ?? []).length;
  pt += accents * 0.5;
  if (en === 0 && pt === 0) return fallback;
  if (pt > en * 1.2) return 'pt-BR';
  if (en > pt * 1.2) return 'en';
  return fallback;
}

/** FNV-1a 32-bit hash: a stable seed from request text. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Joins names as "a, b and c" / "a, b e c". */
export function listJoin(items: readonly string[], lang: TLanguage): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'pt-BR' ? ' e ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

export function pick<T>(lang: TLanguage, en: T, pt: T): T {
  return lang === 'pt-BR' ? pt : en;
}

/** Normalises text for duplicate checks (tips, tags). */
export function sameText(a: string, b: string): boolean {
  return words(a).join(' ') === words(b).join(' ');
}
