import { useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ChefHat, ChevronDown, Loader2, SlidersHorizontal, Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { HydrationFieldset } from '../../../../components/ui/hydration-fieldset.tsx';
import { cn } from '../../../../lib/utils.ts';
import { useOfflineGuard } from '../../../../pwa/offline-guard.ts';
import { useUiLanguage } from '../../../../entities/recipe/ai/index.ts';
import { useGenerateRecipes } from '../api/generate-recipes.ts';
import { usePantryPrefill } from '../hooks/use-pantry-prefill.ts';
import {
  advancedInUse,
  DEFAULT_GENERATE_VALUES,
  LIMITS,
  RECIPE_COUNT_OPTIONS,
  TIME_OPTIONS,
  toGenerateRequest,
  type GenerateFormValues,
} from '../model/generate-form.ts';
import { AdvancedSummary } from './advanced-summary.tsx';
import { AvailableIngredientsField } from './available-ingredients-field.tsx';

/**
 * Validation with zod, loaded at the first submit: zod is about 25 KB of gzipped script Home does
 * not need to show (issue 19). The fields' own limits (maxLength, fixed choices) keep the values
 * valid; the check guards what the request will carry. Plain state rather than react-hook-form
 * (15 KB on Home's first load) for five fields shown without error messages.
 */
async function validateGenerateForm(values: GenerateFormValues) {
  const { ZGenerateForm } = await import('../model/generate-form-schema.ts');
  return ZGenerateForm.safeParse(values);
}

/**
 * Home's generation form (spec sections 2 to 5): a free-text wish, how many recipes (1 to 5,
 * default 2) and, in the collapsible Advanced configuration, the time available, the ingredients
 * at hand and dietary preferences. The recipes come back saved; the grid below shows them.
 */
export function GenerateRecipeForm() {
  const { t } = useTranslation('chef');
  const language = useUiLanguage();
  const generate = useGenerateRecipes();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [values, setValues] = useState<GenerateFormValues>(DEFAULT_GENERATE_VALUES);
  const setField = useCallback(
    <K extends keyof GenerateFormValues>(name: K, value: GenerateFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const validating = useRef(false);
  const ids = {
    heading: useId(),
    dishType: useId(),
    count: useId(),
    advanced: useId(),
    advancedLabel: useId(),
    advancedState: useId(),
    time: useId(),
    preferences: useId(),
  };
  // Where a field that fails validation takes focus (the ingredient input for the list).
  const fieldIds: Record<keyof GenerateFormValues, string> = {
    dishType: ids.dishType,
    recipeCount: ids.count,
    timeLimit: ids.time,
    availableIngredients: ids.advanced,
    preferences: ids.preferences,
  };
  const { timeLimit, availableIngredients, preferences } = values;
  const inUse = advancedInUse({ timeLimit, availableIngredients, preferences });
  const fillFromPantry = useCallback(
    (names: string[]) => {
      setField('availableIngredients', names);
      setAdvancedOpen(true);
    },
    [setField],
  );
  usePantryPrefill(LIMITS.ingredients, availableIngredients, fillFromPantry);
  const [cleared, setCleared] = useState('');
  const clearAdvanced = () => {
    setValues((current) => ({
      ...current,
      timeLimit: DEFAULT_GENERATE_VALUES.timeLimit,
      availableIngredients: DEFAULT_GENERATE_VALUES.availableIngredients,
      preferences: DEFAULT_GENERATE_VALUES.preferences,
    }));
    setCleared(t('generate.advancedCleared'));
  };
  const pending = generate.isPending;
  const { offline, offlineProps } = useOfflineGuard();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (generate.isPending || offline || validating.current) return;
    validating.current = true;
    try {
      const result = await validateGenerateForm(values);
      if (result.success) generate.mutate(toGenerateRequest(result.data, language));
      else document.getElementById(fieldIds[result.error.issues[0]?.path[0] as keyof GenerateFormValues])?.focus();
    } finally {
      validating.current = false;
    }
  };

  // Ctrl+Enter (Cmd+Enter) in a text area sends the form; Enter alone starts a new line.
  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="relative overflow-hidden rounded-3xl border bg-card p-5 shadow-sm sm:p-7"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-gradient-to-br from-brand-200/60 to-transparent blur-2xl"
      />
      <h2 id={ids.heading} className="relative mb-5 flex items-center gap-2 font-display text-2xl font-semibold">
        <ChefHat className="size-6 text-primary" aria-hidden="true" />
        {t('generate.heading')}
      </h2>

      <form noValidate onSubmit={(event) => void submit(event)} className="relative flex flex-col gap-5">
        {/* Server-rendered, the fields wait for the app: nothing typed before it runs is lost. */}
        <HydrationFieldset className="contents">
          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.dishType}>{t('generate.dishType')}</Label>
              <Textarea
                id={ids.dishType}
                rows={2}
                maxLength={LIMITS.dishType}
                placeholder={t('generate.dishTypePlaceholder')}
                onKeyDown={submitOnCtrlEnter}
                aria-keyshortcuts="Control+Enter"
                className="min-h-0 resize-y"
                value={values.dishType}
                onChange={(event) => setField('dishType', event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.count}>{t('generate.recipeCount')}</Label>
              <NativeSelect
                id={ids.count}
                value={values.recipeCount}
                onChange={(event) => setField('recipeCount', event.target.value)}
              >
                {RECIPE_COUNT_OPTIONS.map((count) => (
                  <option key={count} value={String(count)}>
                    {t('generate.recipeCountOption', { count })}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          <div className="rounded-2xl border bg-muted/30">
            <button
              type="button"
              aria-expanded={advancedOpen}
              aria-controls={ids.advanced}
              aria-labelledby={ids.advancedLabel}
              aria-describedby={!advancedOpen && inUse > 0 ? ids.advancedState : undefined}
              onClick={() => setAdvancedOpen((open) => !open)}
              className="flex min-h-12 w-full items-center gap-2 rounded-2xl px-4 py-3 text-left font-semibold transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <SlidersHorizontal className="size-4 text-primary" aria-hidden="true" />
              <span id={ids.advancedLabel} className="flex-1">
                {t('generate.advanced')}
              </span>
              {!advancedOpen && inUse > 0 ? (
                <Badge variant="warning" className="font-medium">
                  {t('generate.advancedActive', { count: inUse })}
                </Badge>
              ) : null}
              <ChevronDown
                className={cn(
                  'size-4 shrink-0 transition-transform motion-reduce:transition-none',
                  advancedOpen && 'rotate-180',
                )}
                aria-hidden="true"
              />
            </button>
            {/* Closed, it still says what it holds, so nothing carries over to the next wish unseen. */}
            {!advancedOpen && inUse > 0 ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t px-4 py-2">
                <AdvancedSummary id={ids.advancedState} values={values} lead={t('generate.advancedSummary')} />
                <Button type="button" variant="ghost" size="sm" onClick={clearAdvanced}>
                  <X aria-hidden="true" />
                  {t('generate.advancedClear')}
                </Button>
              </div>
            ) : null}
            {/* Hidden, not unmounted: what was chosen stays when the section is closed. */}
            <div id={ids.advanced} hidden={!advancedOpen} className="border-t px-4 pt-4 pb-5">
              <div className="flex flex-col gap-5">
                <div className="flex flex-col gap-2 sm:max-w-xs">
                  <Label htmlFor={ids.time}>{t('generate.timeLimit')}</Label>
                  <NativeSelect
                    id={ids.time}
                    className={timeLimit ? undefined : 'text-muted-foreground'}
                    value={timeLimit}
                    onChange={(event) => setField('timeLimit', event.target.value as GenerateFormValues['timeLimit'])}
                  >
                    <option value="">{t('generate.timeAny')}</option>
                    {TIME_OPTIONS.map((option) => (
                      <option key={option} value={option}>
                        {t(`generate.time.${option}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <AvailableIngredientsField
                  value={availableIngredients}
                  onChange={(names) => setField('availableIngredients', names)}
                />
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.preferences}>{t('generate.preferences')}</Label>
                  <Textarea
                    id={ids.preferences}
                    rows={1}
                    maxLength={LIMITS.preferences}
                    placeholder={t('generate.preferencesPlaceholder')}
                    onKeyDown={submitOnCtrlEnter}
                    className="min-h-10 resize-y"
                    value={preferences}
                    onChange={(event) => setField('preferences', event.target.value)}
                  />
                </div>
              </div>
            </div>
          </div>

          {/* aria-disabled, not disabled: the button keeps focus while the recipes are written. */}
          <Button
            type="submit"
            size="lg"
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            className="w-full sm:w-auto sm:self-start"
            {...offlineProps}
          >
            {pending ? (
              <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Sparkles className="size-5" aria-hidden="true" />
            )}
            {pending ? t('generate.pending') : t('generate.submit')}
          </Button>
        </HydrationFieldset>
      </form>
      <span role="status" className="sr-only">
        {cleared}
      </span>
    </section>
  );
}
