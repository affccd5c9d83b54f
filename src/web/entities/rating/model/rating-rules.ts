import { RATING } from '../../../../shared/constants.ts';

/** The widget's maximum (spec section 3, Rating widget data). */
export const RATING_MAX = RATING.max;
/** The lowest rating the server accepts; the widget never goes below it once a star is chosen. */
export const RATING_MIN = RATING.min;
export const RATING_STEP = 0.5;
export const COMMENT_MAX = RATING.commentMax;

/** A rating given as a number or a numeric string ("4.5"); anything else counts as no rating (0). */
export function toRatingNumber(value: number | string | null | undefined, max: number = RATING_MAX): number {
  const n = typeof value === 'string' ? Number(value.trim() === '' ? NaN : value) : (value ?? NaN);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(n, max);
}

/** An average rounded to the nearest half star, for drawing it with stars. */
export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

/**
 * Spec section 4 (Rating stars): clicking the star equal to the current rating sets that value
 * minus 0.5, any other star sets its own value, and nothing happens in read-only mode (null).
 *
 * One choice of ours: the result never drops below 1, because the server accepts ratings from 1
 * to 5. Clicking the first star again while the rating is 1 therefore keeps 1 instead of offering
 * 0.5, a value that could not be saved.
 */
export function nextRatingOnClick(
  current: number | string | null | undefined,
  clickedStar: number,
  options: { readOnly?: boolean; max?: number } = {},
): number | null {
  if (options.readOnly) return null;
  const max = options.max ?? RATING_MAX;
  const clicked = Math.min(Math.max(Math.round(clickedStar), 1), max);
  const value = toRatingNumber(current, max);
  if (clicked === value) return Math.max(RATING_MIN, clicked - RATING_STEP);
  return clicked;
}

/** Keyboard steps of the widget: half a star at a time, kept between 1 and the maximum. */
export function stepRating(
  current: number | string | null | undefined,
  delta: number,
  max: number = RATING_MAX,
): number {
  const value = toRatingNumber(current, max);
  // From no rating, the first step up chooses one star.
  if (value === 0) return delta > 0 ? RATING_MIN : 0;
  const next = roundToHalf(value + delta);
  return Math.min(max, Math.max(RATING_MIN, next));
}

export type StarFill = 'full' | 'half' | 'empty';

/** How star number `star` (1-based) is drawn for a value: full, half or empty. */
export function starFill(value: number, star: number): StarFill {
  const shown = roundToHalf(value);
  if (shown >= star) return 'full';
  if (shown >= star - RATING_STEP) return 'half';
  return 'empty';
}

/** A rating as people read it in their language: "4.5" in English, "4,5" in Portuguese, one decimal at most. */
export function formatRating(value: number, language?: string): string {
  return new Intl.NumberFormat(language ?? 'en', { maximumFractionDigits: 1 }).format(value);
}
