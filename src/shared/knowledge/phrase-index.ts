/**
 * Finding names inside text by phrase, not by word: "almond milk" is its own food, not almonds
 * with milk; "farinha de mandioca" is not wheat flour. Text and names are folded (case, accents,
 * punctuation) and compared word by word; at each position the longest known phrase wins.
 * Pure (no Node or DOM APIs), shared by the food matcher, the cookbook checks and the chef.
 */

/** Case- and accent-folded words of a text, with the span each word came from. */
export interface Word {
  w: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  const folded = fold(text);
  // NFD folding can change lengths; map spans on the NFC text by re-scanning per match.
  if (folded.length === text.length) {
    for (const m of folded.matchAll(WORD)) out.push({ w: m[0], start: m.index, end: m.index + m[0].length });
    return out;
  }
  for (const m of text.matchAll(WORD)) out.push({ w: fold(m[0]), start: m.index, end: m.index + m[0].length });
  return out;
}

/** The words of a name as the index keys them ("pimenta-do-reino" → "pimenta do reino"). */
export function phraseKey(name: string): string {
  return wordsOf(name)
    .map((x) => x.w)
    .join(' ');
}

export interface PhraseHit<T> {
  /** What the phrase names (several things may share a name). */
  values: readonly T[];
  phrase: string;
  start: number;
  end: number;
}

export class PhraseIndex<T> {
  private readonly map = new Map<string, T[]>();
  private longest = 1;

  add(name: string, value: T): void {
    const key = phraseKey(name);
    if (!key) return;
    const list = this.map.get(key);
    if (list) {
      if (!list.includes(value)) list.push(value);
    } else this.map.set(key, [value]);
    this.longest = Math.max(this.longest, key.split(' ').length);
  }

  /**
   * A phrase that reads like a food but names none ("fish-fragrant", "egg cream"): it is consumed
   * where it stands, so its words are not read as foods, and yields no hit.
   */
  block(name: string): void {
    const key = phraseKey(name);
    if (!key) return;
    this.map.set(key, []);
    this.longest = Math.max(this.longest, key.split(' ').length);
  }

  get(name: string): readonly T[] {
    return this.map.get(phraseKey(name)) ?? [];
  }

  /** Every known phrase in `text`, left to right, the longest at each position, not overlapping. */
  find(text: string): PhraseHit<T>[] {
    const words = wordsOf(text);
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < words.length;) {
      let hit: PhraseHit<T> | null = null;
      for (let len = Math.min(this.longest, words.length - i); len >= 1; len--) {
        const phrase = words
          .slice(i, i + len)
          .map((x) => x.w)
          .join(' ');
        const values = this.map.get(phrase);
        if (values) {
          hit = { values, phrase, start: words[i]!.start, end: words[i + len - 1]!.end };
          i += len;
          break;
        }
      }
      if (!hit) i++;
      else if (hit.values.length) hits.push(hit);
    }
    return hits;
  }
}
