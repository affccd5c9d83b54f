import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The user's own rating while it loads (its code, then the rating itself). */
export function MyRatingSkeleton() {
  const { t } = useTranslation('ratings');
  return (
    <div role="status" aria-label={t('mine.loading')} className="flex flex-col gap-2">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
