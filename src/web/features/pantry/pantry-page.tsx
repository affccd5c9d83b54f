import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePantryItems } from '../../entities/pantry/index.ts';
import { AddPantryItemForm } from './components/add-pantry-item-form.tsx';
import { MatchesSection } from './components/matches-section.tsx';
import { PantryList } from './components/pantry-list.tsx';
import { StaplesCard } from './components/staples-card.tsx';
import { ErrorRetry } from '../../components/ui/error-retry.tsx';

/** /pantry — what I have, what I can make with it, and the staples never counted as missing. */
export default function PantryPage() {
  const { t } = useTranslation('pantry');
  const items = usePantryItems();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Button asChild variant="outline" className="h-auto min-h-10 w-full whitespace-normal sm:w-auto">
            <Link href="/?fromPantry=1">
              <Sparkles aria-hidden="true" />
              {t('matches.generate')}
            </Link>
          </Button>
        }
      />
      <AddPantryItemForm />
      <div className="grid gap-8 lg:grid-cols-2">
        {items.isPending ? (
          <Skeleton role="status" aria-label={t('loading')} className="h-48 rounded-[var(--radius-card)]" />
        ) : items.isError ? (
          <ErrorRetry message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void items.refetch()} />
        ) : (
          <PantryList items={items.data} />
        )}
        <MatchesSection pantryEmpty={items.isSuccess && items.data.length === 0} />
      </div>
      <StaplesCard />
    </div>
  );
}
