import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from 'wouter';
import { Check, ChevronLeft, ChevronRight, Loader2, Square, Timer, Volume2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { detectTimers } from '../../../shared/cooking/timers.ts';
import { ingredientsOfStep } from '../../../shared/cooking/step-ingredients.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWakeLock } from '../../lib/use-wake-lock.ts';
import { cn } from '../../lib/utils.ts';
import {
  InlineMarkup,
  stripInlineMarkup,
  useRecipe,
  useRecipeUnits,
  type TRecipe,
} from '../../entities/recipe/reader.ts';
import { mealPlanItemsQueryOptions } from '../../entities/meal-plan/index.ts';
import { PlannedMealFinish, plannedMealOf, type PlannedMeal } from './components/planned-meal-finish.tsx';
import { TimerBar } from './components/timer-bar.tsx';
import { timerLabel } from './timer-label.ts';
import { useSpeech } from './hooks/use-speech.ts';
import { useStepNavigation } from './hooks/use-step-navigation.ts';
import { useTimers, type KitchenTimer } from './hooks/use-timers.ts';

/**
 * /cook/:id — full-screen cook mode. The recipe comes from the cache offline (service worker).
 * Opened for a planned meal (/cook/:id?meal=<item id>&date=<YYYY-MM-DD>), its last step offers to
 * mark the meal done and to rate the recipe.
 */
export default function CookPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation('kitchen');
  const query = useRecipe(id);
  useDocumentTitle(query.data ? `${t('cook.title')} · ${query.data.title}` : t('cook.title'));
  return (
    <div className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background text-foreground" role="main">
      {query.data ? (
        <CookMode recipe={query.data} />
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          {query.isError ? (
            <p role="alert">{t('cook.loadFailed')}</p>
          ) : (
            <Loader2 aria-label={t('cook.loading')} className="size-8 animate-spin motion-reduce:animate-none" />
          )}
          <ExitButton />
        </div>
      )}
    </div>
  );
}

/** Back to where the cook came from (the recipe, the planner), or home when cook mode was opened directly. */
function leaveCookMode() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

function ExitButton() {
  const { t } = useTranslation('kitchen');
  return (
    <Button variant="ghost" size="icon" className="size-12" aria-label={t('cook.exit')} onClick={leaveCookMode}>
      <X aria-hidden="true" className="size-6" />
    </Button>
  );
}

/**
 * The servings planned for the meal cook mode was opened for, once its day's meals have loaded;
 * null without a meal or until then. The list bought for these servings, so the kitchen cooks them.
 */
function usePlannedServings(meal: PlannedMeal | null): number | null {
  const items = useQuery({
    ...mealPlanItemsQueryOptions({ startDate: meal?.date ?? '', endDate: meal?.date ?? '' }),
    enabled: meal !== null,
  });
  const item = meal ? items.data?.find((i) => i.id === meal.id) : undefined;
  return item && item.servings > 0 ? item.servings : null;
}

function CookMode({ recipe }: { recipe: TRecipe }) {
  const { t, i18n } = useTranslation('kitchen');
  const units = useRecipeUnits(recipe);
  const search = useSearch();
  const meal = useMemo(() => plannedMealOf(search), [search]);
  // A planned meal is cooked for its planned servings (walk 10: 2 planned, the recipe's 4 shown).
  const planned = usePlannedServings(meal);
  const scaledFor = useRef<number | null>(null);
  const { setServings } = units;
  useEffect(() => {
    if (planned === null || scaledFor.current === planned) return;
    scaledFor.current = planned;
    setServings(planned);
  }, [planned, setServings]);
  const steps = units.instructions;
  const nav = useStepNavigation(steps.length);
  const wakeLock = useWakeLock();
  const speech = useSpeech(recipe.language);
  const onFinished = useCallback(
    (timer: KitchenTimer) => ({
      title: t('cook.timers.notificationTitle'),
      body: t('cook.timers.notificationBody', { label: timer.label, recipe: recipe.title }),
    }),
    [t, recipe.title],
  );
  const timers = useTimers(onFinished);
  const { setEnabled } = wakeLock;
  useEffect(() => setEnabled(true), [setEnabled]);

  const step = steps[nav.index] ?? '';
  const plain = stripInlineMarkup(step);
  const stepTimers = useMemo(() => detectTimers(plain), [plain]);
  const used = useMemo(() => new Set(ingredientsOfStep(plain, units.ingredients)), [plain, units.ingredients]);
  const isLast = nav.index >= steps.length - 1;
  const stopReadingOnMove = (delta: number) => {
    speech.stop();
    nav.go(delta);
  };

  return (
    <div
      className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 p-4 sm:p-8"
      {...nav.swipe}
      style={{ touchAction: 'pan-y' }}
    >
      <header className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">{t('cook.title')}</p>
          <h1 className="font-display text-2xl font-bold sm:text-3xl">{recipe.title}</h1>
          {wakeLock.enabled ? <p className="text-xs text-muted-foreground">{t('cook.screenAwake')}</p> : null}
        </div>
        <ExitButton />
      </header>

      <TimerBar timers={timers.timers} now={timers.now} onRemove={timers.remove} />

      {steps.length === 0 ? (
        <p>{t('cook.noSteps')}</p>
      ) : (
        <div className="grid flex-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="cook-step-heading" aria-live="polite" className="flex flex-col gap-6">
            <h2 id="cook-step-heading" className="text-lg font-semibold text-brand-700">
              {t('cook.step', { current: nav.index + 1, total: steps.length })}
            </h2>
            <p className="text-2xl leading-relaxed sm:text-3xl" data-testid="cook-step">
              <InlineMarkup text={step} />
            </p>
            <div className="flex flex-wrap gap-2">
              {stepTimers.map((timer) => {
                const label = timerLabel(timer, i18n.language);
                return (
                  <Button
                    key={`${timer.start}`}
                    size="lg"
                    variant="outline"
                    onClick={() => timers.start(label, timer.seconds, nav.index)}
                  >
                    <Timer aria-hidden="true" />
                    <span>{t('cook.timers.start', { label })}</span>
                  </Button>
                );
              })}
              {speech.supported ? (
                <Button
                  size="lg"
                  variant="ghost"
                  onClick={() => (speech.speaking ? speech.stop() : speech.speak(plain))}
                >
                  {speech.speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
                  {speech.speaking ? t('cook.stopReading') : t('cook.readAloud')}
                </Button>
              ) : null}
            </div>
          </section>
          <section aria-labelledby="cook-ingredients-heading" className="flex flex-col gap-2">
            <h2 id="cook-ingredients-heading" className="text-lg font-semibold">
              {used.size > 0 ? t('cook.ingredients') : t('cook.allIngredients')}
            </h2>
            {planned !== null && planned !== recipe.servings ? (
              <p className="text-sm text-muted-foreground">{t('cook.plannedServings', { count: planned })}</p>
            ) : null}
            <ul className="flex flex-col gap-1" data-testid="cook-ingredients">
              {units.ingredients.map((ingredient, i) => (
                <li
                  key={i}
                  data-highlighted={used.has(i) || undefined}
                  className={cn(
                    'rounded-lg px-3 py-2',
                    used.has(i)
                      ? 'bg-brand-100 text-lg font-semibold text-brand-900'
                      : used.size > 0
                        ? 'text-muted-foreground'
                        : '',
                  )}
                >
                  {ingredient.amount ? <span className="font-bold">{ingredient.amount} </span> : null}
                  {ingredient.name}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}

      {meal && (isLast || steps.length === 0) ? (
        <PlannedMealFinish meal={meal} recipeId={recipe.id} title={recipe.title} />
      ) : null}

      <nav aria-label={t('cook.title')} className="sticky bottom-0 flex flex-col gap-2 bg-background/95 pt-2 pb-4">
        <div className="grid grid-cols-2 gap-3">
          <Button
            size="lg"
            variant="outline"
            className="h-16 text-lg"
            disabled={nav.index === 0}
            onClick={() => stopReadingOnMove(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
            {t('cook.previous')}
          </Button>
          {isLast ? (
            // The last step ends cooking: a disabled "Next step" left the cook with nothing to press.
            <Button
              size="lg"
              className="h-16 text-lg"
              onClick={() => {
                speech.stop();
                leaveCookMode();
              }}
            >
              <Check aria-hidden="true" className="size-6" />
              {t('cook.finish')}
            </Button>
          ) : (
            <Button size="lg" className="h-16 text-lg" onClick={() => stopReadingOnMove(1)}>
              {t('cook.next')}
              <ChevronRight aria-hidden="true" className="size-6" />
            </Button>
          )}
        </div>
        <p className="text-center text-xs text-muted-foreground">{t('cook.keyboardHint')}</p>
      </nav>
    </div>
  );
}
