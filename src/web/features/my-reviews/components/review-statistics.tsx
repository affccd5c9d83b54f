import { useTranslation } from 'react-i18next';
import type { TReviewItem } from '../../../../shared/schemas/rating.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { RatingStars } from '../../../entities/rating/components/rating-stars.tsx';
import { formatRating } from '../../../entities/rating/model/rating-rules.ts';
import type { TReviewStatistics } from '../api/review-statistics-query.ts';
import { formatReviewDate } from './format.ts';

const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/** Bars of how many reviews gave each star count, widest for the most common. */
function Distribution({ distribution, total }: { distribution: Record<string, number>; total: number }) {
  const { t } = useTranslation('reviews');
  return (
    <ul aria-label={t('stats.distribution')} className="flex flex-col gap-1.5">
      {STAR_ROWS.map((stars) => {
        const count = distribution[String(stars)] ?? 0;
        const percent = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t('stats.starsRow', { count: stars })}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
            </span>
            <span className="text-right tabular-nums">
              <span className="sr-only">{t('stats.starsRowCount', { count })}</span>
              <span aria-hidden="true">{count}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function MiniList({ title, items, empty }: { title: string; items: TReviewItem[]; empty: string }) {
  const { i18n } = useTranslation('reviews');
  return (
    <Card className="gap-3">
      <CardHeader className="pb-0">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="pb-5">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol className="flex flex-col gap-2.5">
            {items.map((item) => (
              <li key={item.recipe.id} className="flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{item.recipe.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatReviewDate(item.ratedAt, i18n.resolvedLanguage)}
                  </p>
                </div>
                <RatingStars value={item.rating} readOnly size="sm" className="shrink-0" />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** Totals, average, distribution bars, and the top-rated and most recent reviews. */
export function ReviewStatistics({ stats }: { stats: TReviewStatistics }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="gap-4 p-5">
        <h2 className="text-base font-semibold">{t('stats.title')}</h2>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-xs text-muted-foreground">{t('stats.total')}</dt>
            <dd className="text-3xl font-bold tabular-nums">{stats.totalReviews}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('stats.average')}</dt>
            <dd className="flex flex-col gap-1">
              <span className="text-3xl font-bold tabular-nums">
                {stats.totalReviews > 0 ? formatRating(stats.averageRating, i18n.resolvedLanguage) : '–'}
              </span>
              {stats.totalReviews > 0 ? <RatingStars value={stats.averageRating} readOnly size="sm" /> : null}
            </dd>
          </div>
        </dl>
        <Distribution distribution={stats.ratingsDistribution} total={stats.totalReviews} />
      </Card>
      <MiniList title={t('stats.topRated')} items={stats.topRatedRecipes} empty={t('stats.noneYet')} />
      <MiniList title={t('stats.recent')} items={stats.recentReviews} empty={t('stats.noneYet')} />
    </div>
  );
}

export function ReviewStatisticsSkeleton() {
  const { t } = useTranslation('reviews');
  return (
    <div role="status" aria-busy="true" aria-label={t('stats.loading')} className="grid gap-4 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-52 rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}
