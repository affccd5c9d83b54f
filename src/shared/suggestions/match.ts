/**
 * Ranking of suggestion lists: entries starting with the query first, then entries with a word
 * starting with it, then entries containing it; case- and accent-insensitive. The lists are
 * folded once at load, so a keystroke costs one fold of the query and a scan of ~100 strings.
 */
import { foldText } from '../amounts/text.ts';

export interface FoldedList {
  readonly items: readonly string[];
  readonly folded: readonly string[];
}

export function foldedList(items: readonly string[]): FoldedList {
  return { items, folded: items.map(foldText) };
}

/** Up to `limit` items matching the folded query, best matches first, skipping excluded keys. */
export function rank(list: FoldedList, query: string, limit: number, exclude?: ReadonlySet<string>): string[] {
  if (limit <= 0 || query === '') return [];
  const prefix: string[] = [];
  const wordPrefix: string[] = [];
  const inside: string[] = [];
  const spacedQuery = ` ${query}`;
  for (let i = 0; i < list.items.length; i++) {
    const f = list.folded[i];
    if (exclude?.has(f)) continue;
    if (f.startsWith(query)) {
      prefix.push(list.items[i]);
      if (prefix.length >= limit) break;
    } else if (f.includes(spacedQuery) || f.includes(`-${query}`)) wordPrefix.push(list.items[i]);
    else if (f.includes(query)) inside.push(list.items[i]);
  }
  const out = prefix;
  for (const group of [wordPrefix, inside]) {
    for (const item of group) {
      if (out.length >= limit) return out;
      out.push(item);
    }
  }
  return out.slice(0, limit);
}

export function foldedSet(items: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const item of items) set.add(foldText(item));
  return set;
}
