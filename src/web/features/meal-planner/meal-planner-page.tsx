import { useMemo, useState } from 'react';
import { ArrowLeft, Loader2, ShoppingCart, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { TMealType } from '../../../shared/constants.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMealPlanItems, weekDays, weekRange, type TMealPlanItem } from '../../entities/meal-plan/index.ts';
import { RecipeDetailModal, useQueryErrorToast } from '../../entities/recipe/index.ts';
import { AddMealDialog, type AddMealTarget } from './components/add-meal-dialog.tsx';
import { AiPlanDialog } from './components/ai-plan-dialog.tsx';
import { CalendarFeedDialog } from './components/calendar-feed-dialog.tsx';
import { WeekDayList } from './components/week-day-list.tsx';
import { WeekGrid } from './components/week-grid.tsx';
import { mealsByCell } from './components/week-layout.ts';
import { energyByDay } from './lib/day-energy.ts';
import { WeekNavigation } from './components/week-navigation.tsx';
import { useGenerateShoppingList } from './hooks/use-generate-shopping-list.ts';
import { useMediaQuery } from './hooks/use-media-query.ts';
import { usePlannerWeek } from './hooks/use-planner-week.ts';
import { ErrorRetry } from '../../components/ui/error-retry.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useOnline } from '../../pwa/use-online.ts';

/** The 4×7 grid needs room; below this width the week is a list of days. */
export const WIDE_WEEK_QUERY = '(min-width: 64rem)';

/** /meal-planner — the weekly planner of spec section 2. */
export default function MealPlannerPage() {
  const { t } = useTranslation('meal-planner');
  const week = usePlannerWeek();
  const range = useMemo(() => weekRange(week.weekStart), [week.weekStart]);
  const days = useMemo(() => weekDays(week.weekStart), [week.weekStart]);
  const items = useMealPlanItems(range);
  const online = useOnline();
  useQueryErrorToast(items.error, t('toasts.fetchFailed'));
  const wide = useMediaQuery(WIDE_WEEK_QUERY);
  const shopping = useGenerateShoppingList();
  const [addTarget, setAddTarget] = useState<AddMealTarget | null>(null);
  const [aiOpen, setAiOpen] = useState(false);
  const [openMeal, setOpenMeal] = useState<TMealPlanItem | null>(null);

  const meals = useMemo(() => items.data ?? [], [items.data]);
  const cells = useMemo(() => mealsByCell(meals), [meals]);
  const energy = useMemo(() => energyByDay(meals), [meals]);
  const completed = meals.filter((meal) => meal.completed).length;
  const viewProps = {
    days,
    cells,
    energy,
    onAdd: (date: Date, mealType: TMealType) => setAddTarget({ date, mealType }),
    onOpenRecipe: setOpenMeal,
  };

  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit" data-page-header>
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <CalendarFeedDialog />
            <Button variant="outline" onClick={() => setAiOpen(true)} aria-haspopup="dialog">
              <Sparkles aria-hidden="true" />
              {t('ai.button')}
            </Button>
            <Button onClick={() => shopping.generate(meals)} disabled={shopping.isPending || !items.isSuccess}>
              {shopping.isPending ? (
                <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <ShoppingCart aria-hidden="true" />
              )}
              {shopping.isPending ? t('shopping.pending') : t('shopping.button')}
            </Button>
          </div>
        }
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <WeekNavigation
          weekStart={week.weekStart}
          isCurrentWeek={week.isCurrentWeek}
          onPrevious={week.previous}
          onNext={week.next}
          onCurrent={week.current}
        />
        {items.isSuccess ? (
          <p className="text-sm text-muted-foreground">
            {meals.length === 0 ? t('grid.summaryEmpty') : t('grid.summary', { count: meals.length, completed })}
          </p>
        ) : null}
      </div>

      {items.isPending ? (
        <div role="status" aria-label={t('grid.loading')} className="grid gap-3 lg:grid-cols-7">
          {days.map((day) => (
            <Skeleton key={day.toISOString()} className="h-40 rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : items.isError && !online ? (
        <OfflinePlanner />
      ) : items.isError ? (
        <ErrorRetry
          message={t('toasts.fetchFailed')}
          retryLabel={t('grid.retry')}
          onRetry={() => void items.refetch()}
        />
      ) : wide ? (
        <WeekGrid {...viewProps} />
      ) : (
        <WeekDayList {...viewProps} />
      )}

      <AddMealDialog target={addTarget} onClose={() => setAddTarget(null)} />
      <AiPlanDialog open={aiOpen} onOpenChange={setAiOpen} weekStart={week.weekStart} onPlanned={week.showWeek} />
      {openMeal ? (
        <RecipeDetailModal
          recipeId={openMeal.recipeId}
          recipe={openMeal.recipe}
          meal={{ id: openMeal.id, date: openMeal.mealDate }}
          open
          onOpenChange={(open) => (open ? undefined : setOpenMeal(null))}
        />
      ) : null}
    </div>
  );
}

/** The week is read from the server: offline, the page says so calmly and points to what works. */
function OfflinePlanner() {
  const { t } = useTranslation('meal-planner');
  return (
    <Card role="status" className="flex flex-col items-start gap-3 p-5">
      <p className="font-semibold">{t('offline.title')}</p>
      <p className="text-sm text-muted-foreground">{t('offline.description')}</p>
      <Button asChild variant="outline">
        <Link href="/shopping-list">
          <ShoppingCart aria-hidden="true" />
          {t('offline.list')}
        </Link>
      </Button>
    </Card>
  );
}
