import { DIFFICULTIES } from '../constants.ts';

/*
 * The zod-free rules of recipe.ts: the web's recipe views use them without pulling zod into the
 * pages that show a recipe. recipe.ts re-exports them.
 */

/** The Spanish word for medium is accepted and stored as Medium (spec section 3). */
export function normalizeDifficulty(value: unknown): string {
  if (typeof value !== 'string') return 'Medium';
  const v = value.trim();
  const lower = v.toLowerCase();
  if (lower === 'medio' || lower === 'media' || lower === 'médio' || lower === 'médio') return 'Medium';
  const hit = DIFFICULTIES.find((d) => d.toLowerCase() === lower);
  return hit ?? (v === '' ? 'Medium' : v);
}

export const MODIFY_ACTIONS = ['vegetarian', 'double', 'spicy', 'healthy', 'quick'] as const;
export type TModifyAction = (typeof MODIFY_ACTIONS)[number];
