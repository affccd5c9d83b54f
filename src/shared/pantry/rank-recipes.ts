/**
 * "What can I make?": recipes that use something the pantry holds, ranked by how few of their
 * ingredients it lacks, staples (salt, water, oil…) left out. Ties go to the recipe that uses more of what expires soonest, then
 * more of the pantry, then the title.
 */
import type { TPantryMatch } from '../schemas/pantry.ts';
import { ingredientKeys, isStaple, stapleKeys, wordRuns } from './ingredient-match.ts';

export interface RankableRecipe {
  id: string;
  title: string;
  imageUrl: string | null;
  language: string;
  ingredients: ReadonlyArray<{ name: string; amount: string }>;
}

export interface PantryEntry {
  name: string;
  /** Best-before date "yyyy-MM-dd", if known. */
  bestBefore?: string | null;
}

export interface RankOptions {
  staples: readonly string[];
  /** Today "yyyy-MM-dd": pantry items expiring within `soonDays` of it count as "expiring". */
  today: string;
  soonDays?: number;
  maxMissing?: number;
  limit?: number;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface PantryIndex<T> {
  entries: readonly T[];
  /** Pantry key → entries (an ingredient containing the key has them). */
  byKey: Map<string, number[]>;
  /** Word run of a pantry key → entries (an ingredient key equal to it is inside them). */
  byRun: Map<string, number[]>;
}

function push(map: Map<string, number[]>, key: string, index: number) {
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

/** The pantry ready for `findInPantry`: one pass over it, then each lookup costs a few map reads. */
export function indexPantry<T extends PantryEntry>(pantry: readonly T[]): PantryIndex<T> {
  const byKey = new Map<string, number[]>();
  const byRun = new Map<string, number[]>();
  pantry.forEach((entry, i) => {
    for (const key of ingredientKeys(entry.name)) {
      push(byKey, key, i);
      for (const run of wordRuns(key)) push(byRun, run, i);
    }
  });
  return { entries: pantry, byKey, byRun };
}

/**
 * The first pantry entry an ingredient is found in (the spec's either-direction match on whole
 * words, see ingredient-match.ts), or undefined.
 */
export function findInPantry<T extends PantryEntry>(name: string, pantry: PantryIndex<T>): T | undefined {
  let first = Number.POSITIVE_INFINITY;
  for (const key of ingredientKeys(name)) {
    for (const i of pantry.byRun.get(key) ?? []) first = Math.min(first, i);
    for (const run of wordRuns(key)) for (const i of pantry.byKey.get(run) ?? []) first = Math.min(first, i);
  }
  return Number.isFinite(first) ? pantry.entries[first] : undefined;
}

export function rankRecipes(
  recipes: readonly RankableRecipe[],
  pantry: readonly PantryEntry[],
  o: RankOptions,
): TPantryMatch[] {
  const staples = stapleKeys(o.staples);
  const indexed = indexPantry(pantry);
  // Recipes repeat the same names; each is judged once per ranking.
  const stapleMemo = new Map<string, boolean>();
  const soon = addDays(o.today, o.soonDays ?? 3);
  const scored: Array<{ match: TPantryMatch; expiring: number }> = [];
  for (const recipe of recipes) {
    const missing: TPantryMatch['missing'] = [];
    const have: string[] = [];
    let expiring = 0;
    for (const ingredient of recipe.ingredients) {
      const name = ingredient.name.trim();
      if (!name) continue;
      let staple = stapleMemo.get(name);
      if (staple === undefined) stapleMemo.set(name, (staple = isStaple(name, staples)));
      if (staple) continue;
      const found = findInPantry(name, indexed);
      if (!found) missing.push({ name, amount: ingredient.amount });
      else {
        have.push(name);
        if (found.bestBefore && found.bestBefore <= soon) expiring += 1;
      }
    }
    const total = missing.length + have.length;
    // A recipe that uses nothing the pantry holds is no answer to "what can I make?" (it ranked
    // first when it had a single ingredient: "uses 0 of 1").
    if (total === 0 || have.length === 0) continue;
    if (o.maxMissing !== undefined && missing.length > o.maxMissing) continue;
    scored.push({
      match: {
        recipe: { id: recipe.id, title: recipe.title, imageUrl: recipe.imageUrl, language: recipe.language },
        total,
        missing,
        have,
      },
      expiring,
    });
  }
  scored.sort(
    (a, b) =>
      a.match.missing.length - b.match.missing.length ||
      b.expiring - a.expiring ||
      b.match.have.length - a.match.have.length ||
      a.match.recipe.title.localeCompare(b.match.recipe.title),
  );
  return scored.slice(0, o.limit ?? scored.length).map((s) => s.match);
}

/**
 * The order of the pantry page: running low or expiring soon (or past) first, soonest first; then
 * the rest by best-before date, then by name.
 */
export function sortPantry<T extends PantryEntry & { runningLow: boolean }>(
  items: readonly T[],
  today: string,
  soonDays = 3,
): T[] {
  const soon = addDays(today, soonDays);
  const urgent = (i: T) =>
    i.runningLow || (i.bestBefore !== null && i.bestBefore !== undefined && i.bestBefore <= soon);
  return [...items].sort(
    (a, b) =>
      Number(urgent(b)) - Number(urgent(a)) ||
      (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999') ||
      a.name.localeCompare(b.name),
  );
}

/** Pantry names for the generator's "available ingredients": what expires soonest first. */
export function availableFromPantry(items: readonly PantryEntry[], limit = 15): string[] {
  const sorted = [...items].sort((a, b) => (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999'));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of sorted) {
    const key = item.name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item.name.trim());
    if (out.length >= limit) break;
  }
  return out;
}
