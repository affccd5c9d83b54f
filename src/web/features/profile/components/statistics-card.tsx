import { useEffect } from 'react';
import { BookOpen, Heart, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useUserStatistics } from '../../../entities/user/index.ts';
import { isUnauthorizedError } from '../../../lib/api.ts';
import { redirectToLoginAfterUnauthorized } from '../../../lib/auth.ts';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';

/** totalRecipes and favoriteRecipes (spec section 2, Profile), numbers written the reader's way. */
export function StatisticsCard() {
  const { t, i18n } = useTranslation('profile');
  const stats = useUserStatistics();
  const error = stats.error;

  // Spec section 8: 'Failed to load statistics' (a 401 means the session ended: log in again).
  useEffect(() => {
    if (!error) return;
    if (isUnauthorizedError(error)) redirectToLoginAfterUnauthorized();
    else toast({ title: t('statistics.loadFailed'), variant: 'destructive' });
  }, [error, t]);

  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <Card className="p-5">
      <section
        aria-labelledby="profile-statistics-heading"
        aria-busy={stats.isPending || undefined}
        className="flex flex-col gap-3"
      >
        <h2
          id="profile-statistics-heading"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('statistics.title')}
        </h2>
        {stats.isPending ? (
          <div role="status" aria-label={t('statistics.loading')} className="grid grid-cols-2 gap-3">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : stats.isError ? (
          <ErrorRetry
            variant="inline"
            message={t('statistics.loadFailed')}
            retryLabel={t('statistics.retry')}
            onRetry={() => void stats.refetch()}
            className="gap-3"
          />
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <Stat
              icon={BookOpen}
              value={number.format(stats.data.totalRecipes)}
              label={t('statistics.totalRecipes', { count: stats.data.totalRecipes })}
            />
            <Stat
              icon={Heart}
              value={number.format(stats.data.favoriteRecipes)}
              label={t('statistics.favoriteRecipes', { count: stats.data.favoriteRecipes })}
            />
          </dl>
        )}
      </section>
    </Card>
  );
}

function Stat({ icon: Icon, value, label }: { icon: LucideIcon; value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-xl bg-muted/70 px-4 py-3">
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-display text-3xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
