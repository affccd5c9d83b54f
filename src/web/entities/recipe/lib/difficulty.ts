import { normalizeDifficulty } from '../../../../shared/schemas/recipe-rules.ts';

export type DifficultyLevel = 'Easy' | 'Medium' | 'Hard';

export interface DifficultyInfo {
  /** Easy, Medium or Hard; null for any other value, which is shown as it is written. */
  level: DifficultyLevel | null;
  /** The value to show when it is not one of the three levels. */
  raw: string;
}

/**
 * Reads a recipe's difficulty as the badge shows it (spec section 3): empty means Medium, the
 * Spanish word for medium is Medium, and any other value is kept as it is.
 */
export function readDifficulty(value: string | null | undefined): DifficultyInfo {
  const normalized = normalizeDifficulty(value ?? '');
  const level = normalized === 'Easy' || normalized === 'Medium' || normalized === 'Hard' ? normalized : null;
  return { level, raw: normalized };
}

/** Easy green, Medium orange, Hard red (spec section 2); other values get a neutral outline. */
export const DIFFICULTY_CLASSES: Record<DifficultyLevel | 'other', string> = {
  Easy: 'border-transparent bg-green-100 text-green-800',
  Medium: 'border-transparent bg-orange-100 text-orange-800',
  Hard: 'border-transparent bg-red-100 text-red-800',
  other: 'border-border bg-card text-foreground',
};

/** Easy < Medium < Hard < anything else, for the Favorites sort (spec section 2). */
export function difficultyRank(value: string | null | undefined): number {
  const { level } = readDifficulty(value);
  if (level === 'Easy') return 0;
  if (level === 'Medium') return 1;
  if (level === 'Hard') return 2;
  return 3;
}
