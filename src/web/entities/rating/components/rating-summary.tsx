import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { useRatingSummary, type TRatingSummary } from '../api/rating-summary-query.ts';
import { formatRating } from '../model/rating-rules.ts';
import { RatingStars, type RatingStarsSize } from './rating-stars.tsx';

/** Average and count as stars and text: "4.3 (3 ratings)", or "No ratings yet". */
export function RatingSummaryView({
  summary,
  size = 'sm',
  className,
}: {
  summary: TRatingSummary;
  size?: RatingStarsSize;
  className?: string;
}) {
  const { t, i18n } = useTranslation('ratings');
  if (summary.totalRatings === 0) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{t('summary.none')}</p>;
  }
  return (
    <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <RatingStars value={summary.averageRating} readOnly size={size} />
      <span className="font-semibold tabular-nums">{formatRating(summary.averageRating, i18n.resolvedLanguage)}</span>
      <span className="text-muted-foreground">{t('summary.count', { count: summary.totalRatings })}</span>
    </p>
  );
}

/** The rating summary of one recipe (GET …/rating/summary); shows nothing if it cannot be read. */
export function RatingSummary({
  recipeId,
  size = 'sm',
  className,
}: {
  recipeId: string;
  size?: RatingStarsSize;
  className?: string;
}) {
  const { t } = useTranslation('ratings');
  const { data, isPending, isError } = useRatingSummary(recipeId);
  if (isPending) {
    return (
      <span role="status" aria-label={t('summary.loading')} className={cn('block', className)}>
        <Skeleton className="h-5 w-40" />
      </span>
    );
  }
  if (isError) return null;
  return <RatingSummaryView summary={data} size={size} className={className} />;
}
