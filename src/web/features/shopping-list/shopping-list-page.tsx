import { useMemo, useState } from 'react';
import { ArrowLeft, CalendarDays, ShoppingBasket } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useShoppingItems } from '../../entities/shopping-list/index.ts';
import { useBoughtAs, useDisplayAmounts, useFoodFacts } from '../../entities/user/index.ts';
import { ByRecipeView } from './components/by-recipe-view.tsx';
import { ClearListButton } from './components/clear-list-button.tsx';
import { CombinedView } from './components/combined-view.tsx';
import { ShareListButton } from './components/share-list-button.tsx';
import { countItems, groupByRecipe, toShopItem } from './lib/group-items.ts';
import { ErrorRetry } from '../../components/ui/error-retry.tsx';

type View = 'by-recipe' | 'combined';

/** /shopping-list — the list of spec section 2, by recipe (default) or combined. */
export default function ShoppingListPage() {
  const { t } = useTranslation('shopping-list');
  const items = useShoppingItems();
  const [view, setView] = useState<View>('by-recipe');
  const { amount: displayAmount, lang } = useDisplayAmounts();
  const factsOf = useFoodFacts();
  const bought = useBoughtAs();
  // What to buy in the reader's unit system, on screen and in the shared text; the items keep
  // theirs. Cooked rice is bought as rice here too, as in the combined view.
  const list = useMemo(
    () =>
      (items.data ?? []).map((item) =>
        toShopItem(
          item,
          (amount, name) => displayAmount(amount, { food: factsOf?.(name, lang === 'pt-BR' ? 'pt' : 'en') }),
          lang,
          bought,
        ),
      ),
    [items.data, displayAmount, factsOf, bought, lang],
  );
  const groups = useMemo(() => groupByRecipe(list), [list]);
  const counts = countItems(list);

  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit print:hidden" data-page-header>
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          items.isSuccess ? (
            <div className="flex flex-wrap gap-2">
              <ShareListButton groups={groups} />
              <ClearListButton count={counts.total} />
            </div>
          ) : null
        }
      />

      {items.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48 rounded-[var(--radius-card)]" />
          <Skeleton className="h-48 rounded-[var(--radius-card)]" />
        </div>
      ) : items.isError ? (
        <ErrorRetry message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void items.refetch()} />
      ) : counts.total === 0 ? (
        <EmptyList />
      ) : (
        <Tabs value={view} onValueChange={(v) => setView(v as View)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Counters checked={counts.checked} total={counts.total} />
            <TabsList aria-label={t('views.label')}>
              <TabsTrigger value="by-recipe">{t('views.byRecipe')}</TabsTrigger>
              <TabsTrigger value="combined">{t('views.combined')}</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="by-recipe">
            <ByRecipeView groups={groups} />
          </TabsContent>
          <TabsContent value="combined">
            <CombinedView />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function Counters({ checked, total }: { checked: number; total: number }) {
  const { t } = useTranslation('shopping-list');
  const percent = total > 0 ? Math.round((checked / total) * 100) : 0;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2 sm:max-w-sm">
      <p className="text-sm font-medium" aria-live="polite">
        {t('progress', { checked, count: total })}
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function EmptyList() {
  const { t } = useTranslation('shopping-list');
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <ShoppingBasket aria-hidden="true" className="size-12 text-muted-foreground" />
      <h2 className="font-display text-xl font-semibold">{t('empty.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('empty.description')}</p>
      <Button asChild variant="outline">
        <Link href="/meal-planner">
          <CalendarDays aria-hidden="true" />
          {t('empty.planner')}
        </Link>
      </Button>
    </Card>
  );
}
