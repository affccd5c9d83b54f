import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import {
  formatRating,
  nextRatingOnClick,
  RATING_MAX,
  RATING_MIN,
  starFill,
  stepRating,
  toRatingNumber,
  type StarFill,
} from '../model/rating-rules.ts';

export type RatingStarsSize = 'sm' | 'md' | 'lg';

const STAR_SIZE: Record<RatingStarsSize, string> = { sm: 'size-4', md: 'size-5', lg: 'size-7' };
// Interactive stars get padding so each one is a comfortable touch target.
const HIT_PADDING: Record<RatingStarsSize, string> = { sm: 'p-0.5', md: 'p-1', lg: 'p-1' };

function StarGlyph({ fill, size }: { fill: StarFill; size: RatingStarsSize }) {
  return (
    <span className={cn('relative inline-block', STAR_SIZE[size])}>
      <Star
        aria-hidden="true"
        className={cn('absolute inset-0 size-full text-amber-400', fill === 'full' && 'fill-amber-400')}
      />
      {fill === 'half' ? (
        <span className="absolute inset-0 w-1/2 overflow-hidden">
          <Star aria-hidden="true" className={cn('fill-amber-400 text-amber-400', STAR_SIZE[size])} />
        </span>
      ) : null}
    </span>
  );
}

export interface RatingStarsProps {
  /** The rating: a number or a numeric string ("4.5"); 0, empty or invalid means none yet. */
  value: number | string | null | undefined;
  /** Called with the new rating; without it (or with readOnly) the stars only show the value. */
  onChange?: (value: number) => void;
  max?: number;
  size?: RatingStarsSize;
  readOnly?: boolean;
  /** Accessible name of the interactive widget ('Your rating' by default). */
  label?: string;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * Star rating (spec sections 3 and 4) in half-star steps. Clicking the star equal to the current
 * value takes half a star off, clicking another star sets its value; read-only does nothing.
 * Interactive, it is one slider: Tab reaches it, arrow keys move half a star, Home/End go to
 * 1 and the maximum, and the digits 1 to the maximum choose whole stars.
 */
export function RatingStars({
  value,
  onChange,
  max = RATING_MAX,
  size = 'md',
  readOnly = false,
  label,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RatingStarsProps) {
  const { t, i18n } = useTranslation('ratings');
  const current = toRatingNumber(value, max);
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const interactive = !readOnly && onChange !== undefined;
  const valueText =
    current > 0
      ? t('stars.valueText', { value: formatRating(current, i18n.resolvedLanguage), max })
      : t('stars.noneText');

  if (!interactive) {
    return (
      <span id={id} role="img" aria-label={valueText} className={cn('inline-flex items-center gap-0.5', className)}>
        {stars.map((star) => (
          <StarGlyph key={star} fill={starFill(current, star)} size={size} />
        ))}
      </span>
    );
  }

  const set = (next: number | null) => {
    if (next !== null && next !== current) onChange(next);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = stepRating(current, 0.5, max);
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = stepRating(current, -0.5, max);
        break;
      case 'PageUp':
        next = stepRating(current, 1, max);
        break;
      case 'PageDown':
        next = stepRating(current, -1, max);
        break;
      case 'Home':
        next = RATING_MIN;
        break;
      case 'End':
        next = max;
        break;
      default:
        if (/^[1-9]$/.test(event.key) && Number(event.key) <= max) next = Number(event.key);
    }
    if (next === null) return;
    event.preventDefault();
    set(next);
  }

  return (
    <div
      id={id}
      role="slider"
      tabIndex={0}
      aria-label={label ?? t('stars.inputLabel')}
      aria-valuemin={RATING_MIN}
      aria-valuemax={max}
      aria-valuenow={current > 0 ? current : undefined}
      aria-valuetext={valueText}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onKeyDown={onKeyDown}
      className={cn(
        'inline-flex w-fit items-center rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {stars.map((star) => (
        // Pointer targets only: the slider itself is the keyboard and screen-reader control.
        <span
          key={star}
          data-star={star}
          aria-hidden="true"
          title={t('stars.starTitle', { count: star })}
          className={cn('cursor-pointer rounded-md transition-transform hover:scale-110', HIT_PADDING[size])}
          onClick={() => set(nextRatingOnClick(current, star, { max }))}
        >
          <StarGlyph fill={starFill(current, star)} size={size} />
        </span>
      ))}
    </div>
  );
}
