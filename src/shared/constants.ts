/** Business constants of spec section 9, shared by server and web. */
export { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from './i18n/languages.ts';
import { DEFAULT_LANGUAGE, matchLanguage, type TLanguage } from './i18n/languages.ts';

/** Anything that is not a supported language falls back to English (spec section 3). */
export function normalizeLanguage(value: unknown): TLanguage {
  return matchLanguage(value) ?? DEFAULT_LANGUAGE;
}

export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type TUnitSystem = (typeof UNIT_SYSTEMS)[number];

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type TDifficulty = (typeof DIFFICULTIES)[number];

export const RECIPE_COUNT = { min: 1, max: 5, default: 2 } as const;
export const TIME_LIMITS = ['15min', '30min', '1hour', 'plenty'] as const;
export type TTimeLimit = (typeof TIME_LIMITS)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type TMealType = (typeof MEAL_TYPES)[number];

export const COLLECTION_COLORS = [
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#06b6d4',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
] as const;
export const COLLECTION_COLOR_FALLBACK = '#6b7280';
export const COLLECTION_ICONS = [
  'FolderOpen',
  'Heart',
  'Star',
  'BookOpen',
  'ChefHat',
  'Coffee',
  'Utensils',
  'Cookie',
] as const;

/** The largest page of a list the API serves (`pageSize`): favourites are read a page of it at a time. */
export const MAX_PAGE_SIZE = 100;
export const HISTORY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const HISTORY_DEFAULT_PAGE_SIZE = 20;
export const HISTORY_SORTS = ['newest', 'oldest', 'title', 'cookTime'] as const;
export const FAVORITE_SORTS = ['newest', 'name', 'cookTime', 'difficulty'] as const;
export const REVIEW_SORTS = ['rating-desc', 'rating-asc', 'createdAt-desc', 'createdAt-asc', 'title-asc'] as const;

export const RATING = { min: 1, max: 5, commentMax: 500 } as const;
export const AI_PLAN = { peopleMin: 1, peopleMax: 12, peopleDefault: 2, maxTimeMin: 15, maxTimeMax: 180 } as const;

/** Server-side caps on recipe text so one request cannot store megabytes. */
export const LIMITS = {
  title: 200,
  description: 2000,
  ingredientName: 200,
  ingredientAmount: 100,
  ingredients: 100,
  instruction: 3000,
  instructions: 100,
  tag: 40,
  tags: 30,
  tip: 500,
  tips: 30,
  minutes: 10080,
  servings: 1000,
  url: 2048,
} as const;
