/**
 * What an AI modification changed, for the preview (pure: no React). Ingredients are matched by
 * name ignoring case, accents and spacing, so "Tofu" and "tofu " are one ingredient.
 */
import { foldText } from '../../../../shared/amounts/text.ts';

export interface DiffableRecipe {
  title: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: string;
  ingredients: readonly { name: string; amount: string }[];
  instructions: readonly string[];
  tags: readonly string[];
  tips: readonly string[];
}

export type FactField = 'title' | 'servings' | 'prepTime' | 'cookTime' | 'difficulty';

export interface FactChange {
  field: FactField;
  from: string | number;
  to: string | number;
}

export type IngredientChange =
  | { kind: 'added'; name: string; amount: string }
  | { kind: 'removed'; name: string; amount: string }
  | { kind: 'changed'; name: string; from: string; to: string };

export interface RecipeDiff {
  facts: FactChange[];
  ingredients: IngredientChange[];
  /** Ingredients present before and after with the same amount. */
  unchangedIngredients: number;
  /** Steps whose text differs at the same position, plus steps added or dropped. */
  stepsRewritten: number;
  stepCount: { from: number; to: number };
  tagsAdded: string[];
  tagsRemoved: string[];
  tipsAdded: number;
}

const FACT_FIELDS: readonly FactField[] = ['title', 'servings', 'prepTime', 'cookTime', 'difficulty'];

const same = (a: string, b: string) => foldText(a) === foldText(b);

export function diffIngredients(
  before: DiffableRecipe['ingredients'],
  after: DiffableRecipe['ingredients'],
): { changes: IngredientChange[]; unchanged: number } {
  const remaining = [...before];
  const changes: IngredientChange[] = [];
  let unchanged = 0;
  for (const item of after) {
    const at = remaining.findIndex((old) => same(old.name, item.name));
    if (at === -1) {
      changes.push({ kind: 'added', name: item.name, amount: item.amount });
      continue;
    }
    const [old] = remaining.splice(at, 1);
    if (same(old.amount, item.amount)) unchanged += 1;
    else changes.push({ kind: 'changed', name: item.name, from: old.amount, to: item.amount });
  }
  for (const old of remaining) changes.push({ kind: 'removed', name: old.name, amount: old.amount });
  return { changes, unchanged };
}

function listDifference(a: readonly string[], b: readonly string[]): string[] {
  return a.filter((item) => !b.some((other) => same(item, other)));
}

export function diffRecipes(before: DiffableRecipe, after: DiffableRecipe): RecipeDiff {
  const facts: FactChange[] = [];
  for (const field of FACT_FIELDS) {
    const from = before[field];
    const to = after[field];
    if (typeof from === 'string' && typeof to === 'string' ? from.trim() !== to.trim() : from !== to) {
      facts.push({ field, from, to });
    }
  }
  const { changes, unchanged } = diffIngredients(before.ingredients, after.ingredients);
  const longest = Math.max(before.instructions.length, after.instructions.length);
  let stepsRewritten = 0;
  for (let i = 0; i < longest; i += 1) {
    if ((before.instructions[i] ?? '').trim() !== (after.instructions[i] ?? '').trim()) stepsRewritten += 1;
  }
  return {
    facts,
    ingredients: changes,
    unchangedIngredients: unchanged,
    stepsRewritten,
    stepCount: { from: before.instructions.length, to: after.instructions.length },
    tagsAdded: listDifference(after.tags, before.tags),
    tagsRemoved: listDifference(before.tags, after.tags),
    tipsAdded: listDifference(after.tips, before.tips).length,
  };
}
