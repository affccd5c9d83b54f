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

const NON_ASCII = /[^\t-~]/;

export function fold(text: string): string {
  // Plain ASCII has no accents to take off (most of what is folded): skip the normalisation.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
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

const NOTHING: readonly never[] = Object.freeze([]);

export class PhraseIndex<T> {
  // Lists are never changed in place: a value's one-item list is shared by all its names (a
  // recipe has a dozen), and a name that gains a value gets a new list of exactly that length.
  private readonly map = new Map<string, readonly T[]>();
  private readonly single = new Map<T, readonly T[]>();
  private longest = 1;
  private words: Set<string> | null = null;
  /** Phrases that give way to a name starting on their last word (`addWeak`). */
  private readonly weak = new Set<string>();

  add(name: string, value: T): void {
    const folded = phraseKey(name);
    if (!folded) return;
    // The caller's own string when it already is the key (the cookbook's names are): one copy.
    const key = folded === name ? name : folded;
    this.words = null;
    const list = this.map.get(key);
    if (!list) this.map.set(key, this.singleList(value));
    else if (!list.includes(value)) this.map.set(key, [...list, value]);
    this.longest = Math.max(this.longest, key.split(' ').length);
  }

  /**
   * A phrase read only when no known phrase of several words starts on its last word and runs on
   * past it (food names' singulars: "tender green" of "tender greens" is not read in "tender
   * green beans", nor "canned tomato" in "canned tomato paste"). Never replaces a phrase added.
   */
  addWeak(name: string, value: T): void {
    const key = phraseKey(name);
    if (!key || this.map.has(key)) return;
    this.add(key, value);
    if (key.includes(' ')) this.weak.add(key);
  }

  /** Whether a phrase of two words or more, not weak, starts at word `j` of `words`. */
  private longerFrom(words: readonly Word[], j: number): boolean {
    let phrase = words[j]!.w;
    for (let k = j + 1; k < Math.min(words.length, j + this.longest); k++) {
      phrase = `${phrase} ${words[k]!.w}`;
      if (this.map.has(phrase) && !this.weak.has(phrase)) return true;
    }
    return false;
  }

  private singleList(value: T): readonly T[] {
    let list = this.single.get(value);
    if (!list) this.single.set(value, (list = Object.freeze([value])));
    return list;
  }

  /**
   * A phrase that reads like a food but names none ("fish-fragrant", "egg cream"): it is consumed
   * where it stands, so its words are not read as foods, and yields no hit.
   */
  block(name: string): void {
    const key = phraseKey(name);
    if (!key) return;
    this.words = null;
    this.map.set(key, NOTHING);
    this.longest = Math.max(this.longest, key.split(' ').length);
  }

  /** Whether a folded word is a word of some phrase here ("empanado" of "filé empanado"). */
  hasWord(word: string): boolean {
    if (!this.words) {
      this.words = new Set();
      for (const key of this.map.keys()) for (const w of key.split(' ')) this.words.add(w);
    }
    return this.words.has(word);
  }

  get(name: string): readonly T[] {
    return this.map.get(phraseKey(name)) ?? [];
  }

  /**
   * Every known phrase in `text`, left to right, the longest at each position, not overlapping.
   * `blocked`: also the phrases that name no food, with no values (they count as read).
   */
  find(text: string, blocked = false): PhraseHit<T>[] {
    const words = wordsOf(text);
    const hits: PhraseHit<T>[] = [];
    // The phrases starting at a word, shortest first, each built from the one before.
    const phrases: string[] = [];
    for (let i = 0; i < words.length;) {
      let hit: PhraseHit<T> | null = null;
      const most = Math.min(this.longest, words.length - i);
      phrases.length = 0;
      for (let len = 1; len <= most; len++)
        phrases.push(len === 1 ? words[i]!.w : `${phrases[len - 2]!} ${words[i + len - 1]!.w}`);
      for (let len = most; len >= 1; len--) {
        const phrase = phrases[len - 1]!;
        const values = this.map.get(phrase);
        if (values && len > 1 && this.weak.size && this.weak.has(phrase) && this.longerFrom(words, i + len - 1))
          continue;
        if (values) {
          hit = { values, phrase, start: words[i]!.start, end: words[i + len - 1]!.end };
          i += len;
          break;
        }
      }
      if (!hit) i++;
      else if (hit.values.length || blocked) hits.push(hit);
    }
    return hits;
  }
}
