/**
 * A name in the number its count asks for, in English or Portuguese: "1 egg", "2 eggs"; "1 ovo",
 * "2 ovos"; "2 cebolas roxas"; "1 bay leaf". Simple rules, no dictionary: the plural rules of
 * names.ts read backwards.
 */
import type { Lang } from './format.ts';
import { singular } from './names.ts';
import { wantsPlural } from './unit-spelling.ts';

const EN_PLURAL: Record<string, string> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  knife: 'knives',
  tomato: 'tomatoes',
  potato: 'potatoes',
  mango: 'mangoes',
};
/** Words that have no plural form of their own. */
const INVARIANT = new Set(['de', 'do', 'da', 'dos', 'das', 'e', 'of', 'and', 'com', 'sem', 'a', 'ou']);

function pluralEn(w: string): string {
  if (EN_PLURAL[w]) return EN_PLURAL[w];
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

function pluralPt(w: string): string {
  if (/ão$/.test(w)) return `${w.slice(0, -2)}ões`;
  if (/[rz]$/.test(w)) return `${w}es`;
  if (/m$/.test(w)) return `${w.slice(0, -1)}ns`;
  if (/al$/.test(w)) return `${w.slice(0, -2)}ais`;
  if (/s$/.test(w)) return w;
  return `${w}s`;
}

function keepCase(written: string, lower: string): string {
  return written[0] && written[0] !== written[0].toLowerCase() ? lower[0].toUpperCase() + lower.slice(1) : lower;
}

/** Portuguese words that join the parts of a compound and stop its inflection ("pimenta-do-reino"). */
const PT_LINKS = /^(de|do|da|dos|das|com|sem|para|e|em|no|na|nos|nas|ao|aos|à|às|a|ou|bem)$/;

/**
 * A Portuguese compound noun ("limão-siciliano", "couve-flor", "pimenta-do-reino") inflects each
 * of its words up to the first link word: "limões-sicilianos", "couves-flores",
 * "pimentas-do-reino". The whole word is plural when its first part is.
 */
function inflectCompoundPt(word: string, plural: boolean): string {
  const parts = word.split('-');
  const first = parts[0]!.toLowerCase();
  if (plural && singular(first) !== first) return word; // already plural
  let linked = false;
  return parts
    .map((part) => {
      if (linked || PT_LINKS.test(part.toLowerCase())) {
        linked = true;
        return part;
      }
      return inflectWord(part, plural, 'pt');
    })
    .join('-');
}

function inflectWord(word: string, plural: boolean, lang: 'en' | 'pt'): string {
  if (lang === 'pt' && /^[\p{L}]+(-[\p{L}]+)+$/u.test(word)) return inflectCompoundPt(word, plural);
  const lower = word.toLowerCase();
  if (INVARIANT.has(lower) || !/^[\p{L}-]+$/u.test(lower)) return word;
  const one = singular(lower);
  if (!plural) return one === lower ? word : keepCase(word, one);
  if (one !== lower) return word; // already plural
  return keepCase(word, lang === 'pt' ? pluralPt(lower) : pluralEn(lower));
}

/**
 * A name in the number a count asks for. English inflects the head noun (the last word before a
 * comma: "large eggs, beaten"); Portuguese the words before the first "de" or comma ("cebolas
 * roxas picadas", "folhas de louro").
 */
export function inflectName(name: string, count: number, lang: Lang | undefined): string {
  const l = lang === 'pt-BR' ? 'pt' : 'en';
  const plural = wantsPlural(count, l);
  const cut = name.search(/[,(;]/);
  const head = cut < 0 ? name : name.slice(0, cut);
  const tail = cut < 0 ? '' : name.slice(cut);
  const words = head.split(/(\s+)/);
  if (l === 'en') {
    for (let i = words.length - 1; i >= 0; i--) {
      if (words[i].trim()) {
        words[i] = inflectWord(words[i], plural, 'en');
        break;
      }
    }
  } else {
    for (let i = 0; i < words.length; i++) {
      const w = words[i].toLowerCase();
      if (PT_LINKS.test(w)) break;
      if (w.trim()) words[i] = inflectWord(words[i], plural, 'pt');
    }
  }
  return words.join('') + tail;
}
