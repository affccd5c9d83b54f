/**
 * A key to recognise the same ingredient across recipes and shopping items: lowercase, trimmed,
 * accents folded, inner spaces collapsed, and every word made singular by simple English and
 * Portuguese rules ("Tomatoes" → "tomato", "Cebolas Roxas" → "cebola roxa", "limões" → "limao").
 * It is a matching key, not a display name.
 */
import { foldKeepLength, nfc } from './text.ts';

/** Words that end in s and are not plurals. */
const KEEP = new Set(['molasses', 'mais', 'anis', 'grits', 'swiss', 'brussels', 'pastis', 'ananás', 'país', 'três']);
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  feet: 'foot',
  geese: 'goose',
};

/** One lowercase word in the singular by simple English and Portuguese rules ("ovos" → "ovo", "leaves" → "leaf"). */
export function singular(word: string): string {
  if (word.length <= 3 || KEEP.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  // Portuguese, while the accents are still there.
  if (/(ões|ães|ãos)$/.test(word)) return `${word.slice(0, -3)}ão`; // limões, pães, grãos
  if (/éis$/.test(word)) return `${word.slice(0, -3)}el`; // pastéis
  if (/óis$/.test(word)) return `${word.slice(0, -3)}ol`; // faróis
  if (/ês$/.test(word)) return word; // inglês, português: already singular
  if (/[áéíóúâô]s$/.test(word)) return word.slice(0, -1); // maracujás, cafés, porós
  if (/ais$/.test(word)) return `${word.slice(0, -3)}al`; // cereais → cereal
  if (/zes$/.test(word)) return word.slice(0, -2); // nozes → noz
  // English
  if (/(ch|sh|ss)es$/.test(word)) return word.slice(0, -2); // peaches, radishes, glasses
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`; // berries → berry
  if (/[^aeiou]oes$/.test(word)) return word.slice(0, -2); // tomatoes, potatoes
  if (/(ss|us)$/.test(word)) return word; // asparagus, couscous, hummus
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export function normalizeIngredientName(name: string): string {
  const lower = nfc(name).trim().toLowerCase();
  if (lower === '') return '';
  const words = lower.split(/\s+/);
  let out = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    out += (i ? ' ' : '') + (word.includes('-') ? word.split('-').map(singular).join('-') : singular(word));
  }
  return foldKeepLength(out);
}
