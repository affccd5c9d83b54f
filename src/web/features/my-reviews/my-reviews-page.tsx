import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useAuth } from '../../lib/auth.ts';
import { useMyReviews } from './api/my-reviews-query.ts';
import { DEFAULT_REVIEW_FILTERS, isDefaultFilters, type ReviewFilters } from './api/review-filters.ts';
import { useReviewStatistics } from './api/review-statistics-query.ts';
import { LoginPrompt } from './components/login-prompt.tsx';
import { ReviewCard } from './components/review-card.tsx';
import { ReviewFiltersBar } from './components/review-filters-bar.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ReviewStatistics, ReviewStatisticsSkeleton } from './components/review-statistics.tsx';
import { ErrorRetry } from '../../components/ui/error-retry.tsx';

function Reviews() {
  // The rating stars' texts load together with the page's own.
  const { t } = useTranslation(['reviews', 'ratings']);
  const [filters, setFilters] = useState<ReviewFilters>(DEFAULT_REVIEW_FILTERS);
  const search = useDebouncedValue(filters.search);
  const reviews = useMyReviews({ ...filters, search });
  const stats = useReviewStatistics();

  // Spec section 8: a failed list raises the 'Failed to fetch reviews' toast (once per failure).
  useEffect(() => {
    if (reviews.error) toast({ variant: 'destructive', title: t('errors.fetchTitle'), description: t('errors.fetch') });
  }, [reviews.error, t]);

  const filtered = !isDefaultFilters(filters);
  const list = reviews.data ?? [];

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('title')} description={t('intro')} />

      <section aria-labelledby="reviews-stats-heading" className="flex flex-col gap-3">
        <h2 id="reviews-stats-heading" className="sr-only">
          {t('stats.sectionTitle')}
        </h2>
        {stats.isPending ? (
          <ReviewStatisticsSkeleton />
        ) : stats.isError ? (
          <ErrorRetry
            message={t('stats.loadFailed')}
            retryLabel={t('actions.retry')}
            onRetry={() => void stats.refetch()}
            className="p-5"
            size="sm"
          />
        ) : (
          <ReviewStatistics stats={stats.data} />
        )}
      </section>

      <section aria-labelledby="reviews-list-heading" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="reviews-list-heading" className="text-xl font-semibold">
            {t('list.title')}
          </h2>
          {reviews.data ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
              {reviews.isFetching ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t('list.count', { count: list.length })}
            </p>
          ) : null}
        </div>
        <ReviewFiltersBar filters={filters} onChange={setFilters} />

        {reviews.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('list.loading')} className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : reviews.isError ? (
          <ErrorRetry
            message={t('errors.fetch')}
            retryLabel={t('actions.retry')}
            onRetry={() => void reviews.refetch()}
            className="p-5"
            size="sm"
          />
        ) : list.length === 0 ? (
          <Card className="items-center px-6 py-10 text-center">
            {filtered ? (
              <>
                <p className="text-muted-foreground">{t('list.noMatches')}</p>
                <Button variant="outline" onClick={() => setFilters({ ...DEFAULT_REVIEW_FILTERS, sort: filters.sort })}>
                  {t('actions.clearFilters')}
                </Button>
              </>
            ) : (
              <>
                <p className="font-semibold">{t('list.emptyTitle')}</p>
                <p className="max-w-md text-sm text-muted-foreground">{t('list.emptyText')}</p>
                <Button asChild variant="outline">
                  <Link href="/history">{t('list.goToHistory')}</Link>
                </Button>
              </>
            )}
          </Card>
        ) : (
          <ul aria-label={t('list.title')} className="flex flex-col gap-3">
            {list.map((review) => (
              <li key={review.recipe.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * /my-reviews (spec section 2): the user's reviews with search, the five sorts, rating,
 * favourites and public filters, statistics and top-rated recipes. A signed-out visitor gets a
 * prompt to sign in instead.
 */
export default function MyReviewsPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user) return <LoginPrompt />;
  return <Reviews />;
}
