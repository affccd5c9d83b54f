import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Spec section 9: the collection list loads behind 6 placeholder cards. */
export const COLLECTION_SKELETON_CARDS = 6;

export function CollectionsSkeleton() {
  const { t } = useTranslation('collections');
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('list.loading')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: COLLECTION_SKELETON_CARDS }, (_, i) => (
        <Card key={i} data-testid="collection-skeleton" className="gap-0 overflow-hidden">
          <Skeleton className="h-1.5 rounded-none" />
          <div className="flex items-start gap-3 p-4 sm:p-5">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}
