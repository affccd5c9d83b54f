/**
 * A dish name typed with a slip ("chiken tortila soup", "salda de macarao", "shepards pie"): the
 * cookbook name it is a few letters away from, word by word on folded words. Only words no list
 * knows may be misspelt: a food, a dish word or a common word is read as itself ("bean soup" is no
 * "bear soup"), short words must be exact, and each word keeps its first letter.
 */
import { wordsOf, type Word } from '../../../shared/knowledge/phrase-index.ts';

/** Letters a word of this length may be off by. */
export function slack(length: number): number {
  if (length <= 3) return 0;
  return length <= 6 ? 1 : 2;
}

/** Optimal-string-alignment distance (a swap of two letters is one slip), or more than `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

export interface FuzzyNames<T> {
  /** Each name's folded words, by its first word's first letter. */
  byLetter: Map<string, FuzzyName<T>[]>;
}

interface FuzzyName<T> {
  words: string[];
  /** The name as first written. */
  name: string;
  values: T[];
}

export function fuzzyNames<T>(names: Iterable<[string, T]>): FuzzyNames<T> {
  const byKey = new Map<string, FuzzyName<T>>();
  for (const [name, value] of names) {
    const words = wordsOf(name).map((w) => w.w);
    if (!words.length) continue;
    const key = words.join(' ');
    const got = byKey.get(key);
    if (got) {
      if (!got.values.includes(value)) got.values.push(value);
    } else byKey.set(key, { words, name, values: [value] });
  }
  const byLetter = new Map<string, FuzzyName<T>[]>();
  for (const n of byKey.values()) {
    const letter = n.words[0]![0]!;
    const list = byLetter.get(letter);
    if (list) list.push(n);
    else byLetter.set(letter, [n]);
  }
  return { byLetter };
}

export interface FuzzyHit<T> {
  values: readonly T[];
  /** The name as the cookbook spells it. */
  name: string;
  start: number;
  end: number;
  slips: number;
}

/**
 * The longest name, then the one with fewest slips, that a run of the text's words spells with a
 * slip or two. `known`: a word some list knows as it is, which is never read as a misspelling.
 */
export function findFuzzy<T>(index: FuzzyNames<T>, text: string, known: (word: string) => boolean): FuzzyHit<T> | null {
  const words: Word[] = wordsOf(text);
  let best: FuzzyHit<T> | null = null;
  for (let i = 0; i < words.length; i++) {
    const list = index.byLetter.get(words[i]!.w[0]!) ?? [];
    for (const n of list) {
      if (i + n.words.length > words.length) continue;
      // A one-word name must be long enough that a slip still says which dish it is.
      if (n.words.length === 1 && n.words[0]!.length < 6) continue;
      let slips = 0;
      let ok = true;
      for (let k = 0; k < n.words.length && ok; k++) {
        const typed = words[i + k]!.w;
        const want = n.words[k]!;
        if (typed === want) continue;
        // The shorter of the two says how far off it may be ("grana" is no "granola"); a one-word
        // name, with nothing beside it to tell, by one letter at most.
        const max = Math.min(slack(Math.min(typed.length, want.length)), n.words.length === 1 ? 1 : 2);
        if (!max || typed[0] !== want[0] || known(typed)) {
          ok = false;
          break;
        }
        const d = distance(typed, want, max);
        if (d > max) ok = false;
        else slips += d;
      }
      if (!ok || slips === 0) continue;
      const end = i + n.words.length - 1;
      const hit: FuzzyHit<T> = {
        values: n.values,
        name: n.name,
        start: words[i]!.start,
        end: words[end]!.end,
        slips,
      };
      const len = (h: FuzzyHit<T>) => h.end - h.start;
      if (!best || len(hit) > len(best) || (len(hit) === len(best) && hit.slips < best.slips)) best = hit;
    }
  }
  return best;
}
