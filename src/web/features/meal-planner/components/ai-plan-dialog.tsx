import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addWeeks } from 'date-fns/addWeeks';
import { Loader2, Sparkles } from 'lucide-react';
import { AI_PLAN } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { formatWeekRange, invalidateMealPlans, weekRange } from '../../../entities/meal-plan/index.ts';
import { invalidateRecipeData } from '../../../entities/recipe/index.ts';
import { aiNoteText } from '../../../entities/recipe/ai/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { AI_PLAN_DEFAULTS, readAiPlanForm, type AiPlanFormErrors, type AiPlanFormValues } from '../lib/ai-plan-form.ts';
import type { TCalendarSettings } from '../../../../shared/schemas/calendar.ts';
import {
  AiPlanIncompleteError,
  AiPlanPastError,
  runAiMealPlan,
  todayIn,
  type AiPlanProgress,
} from '../lib/run-ai-plan.ts';

/** The account's time zone when the calendar settings are known on this device (the dialog's query). */
function accountTimeZone(queryClient: ReturnType<typeof useQueryClient>): string | undefined {
  return queryClient.getQueryData<TCalendarSettings>(['/api/meal-plans', 'calendar'])?.timeZone;
}

export interface AiPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Sunday of the week on screen; the plan is for it or the week after. */
  weekStart: Date;
  /** Shows the planned week once the plan is saved. */
  onPlanned: (weekStart: Date) => void;
}

/**
 * The AI meal plan dialog (spec sections 5 and 7; it works, beyond the spec's 'coming soon'):
 * people, preferences, dietary restrictions, max cooking time, saved recipes, and the week.
 */
export function AiPlanDialog({ open, onOpenChange, weekStart, onPlanned }: AiPlanDialogProps) {
  const { t } = useTranslation('meal-planner');
  const { t: tc } = useTranslation();
  const [busy, setBusy] = useState(false);
  // While the plan is being saved the dialog stays: closing it would hide the progress.
  const guard = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        closeLabel={busy ? undefined : tc('actions.close')}
        className="max-w-xl"
        onEscapeKeyDown={guard}
        onInteractOutside={guard}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {t('ai.title')}
          </DialogTitle>
          <DialogDescription>{t('ai.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <AiPlanForm
            weekStart={weekStart}
            onBusyChange={setBusy}
            close={() => onOpenChange(false)}
            onPlanned={onPlanned}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type WeekChoice = 'shown' | 'next';

function AiPlanForm({
  weekStart,
  onBusyChange,
  close,
  onPlanned,
}: {
  weekStart: Date;
  onBusyChange: (busy: boolean) => void;
  close: () => void;
  onPlanned: (weekStart: Date) => void;
}) {
  const { t } = useTranslation('meal-planner');
  const { t: tc } = useTranslation('chef');
  const ids = {
    people: useId(),
    peopleHint: useId(),
    preferences: useId(),
    dietary: useId(),
    time: useId(),
    timeHint: useId(),
    saved: useId(),
    week: useId(),
  };
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const [values, setValues] = useState<AiPlanFormValues>(AI_PLAN_DEFAULTS);
  const [errors, setErrors] = useState<AiPlanFormErrors>({});
  const [week, setWeek] = useState<WeekChoice>('shown');
  const [progress, setProgress] = useState<AiPlanProgress | null>(null);
  const weeks: Record<WeekChoice, Date> = { shown: weekStart, next: addWeeks(weekStart, 1) };
  const today = todayIn(accountTimeZone(queryClient));

  const plan = useMutation({
    mutationFn: runAiMealPlan,
    onMutate: () => onBusyChange(true),
    onSettled: () => {
      onBusyChange(false);
      setProgress(null);
      // New recipes and items exist even when saving stopped part-way.
      void invalidateMealPlans(queryClient);
      void invalidateRecipeData(queryClient);
    },
  });

  const set = <K extends keyof AiPlanFormValues>(key: K, value: AiPlanFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (key === 'people' || key === 'maxCookingTime') setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (plan.isPending) return;
    const read = readAiPlanForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    const target = weeks[week];
    plan.mutate(
      { weekStart: target, today, fields: read.fields, language, onProgress: setProgress },
      {
        onSuccess: ({ count, kept, meta }) => {
          // The chef's honest note (adapted, partly matched, answered for a failed LLM) goes with the result.
          const note = aiNoteText(meta, tc('meta.fallback'));
          const added = t('toasts.aiGeneratedDescription', { count });
          const generated = kept > 0 ? `${added} ${t('toasts.aiKeptDescription', { count: kept })}` : added;
          toast({
            title: t('toasts.aiGenerated'),
            description: note ? `${generated} ${note}` : generated,
            ...(note ? { duration: 10_000 } : {}),
          });
          onPlanned(target);
          close();
        },
        onError: (error) => {
          const description =
            error instanceof AiPlanIncompleteError && error.saved > 0
              ? t('toasts.aiPartialDescription', { saved: error.saved, total: error.total })
              : error instanceof AiPlanPastError
                ? t('toasts.aiPastDescription')
                : t('toasts.aiFailedDescription');
          toast({ title: t('toasts.aiFailed'), description, variant: 'destructive' });
          if (error instanceof AiPlanIncompleteError && error.saved > 0) onPlanned(target);
        },
      },
    );
  }

  const pending = plan.isPending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={pending || undefined}>
      <fieldset className="flex flex-col gap-2" disabled={pending}>
        <legend id={ids.week} className="mb-1 text-sm font-medium">
          {t('ai.week')}
        </legend>
        {(['shown', 'next'] as const).map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name={ids.week}
              value={choice}
              checked={week === choice}
              onChange={() => setWeek(choice)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {t(choice === 'shown' ? 'ai.weekShown' : 'ai.weekNext', {
              range: formatWeekRange(weeks[choice], language),
            })}
          </label>
        ))}
        {weekRange(weeks[week]).startDate < today ? (
          <p className="text-sm text-muted-foreground">
            {weekRange(weeks[week]).endDate < today ? t('toasts.aiPastDescription') : t('ai.fromToday')}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.people}>{t('ai.people')}</Label>
          <Input
            id={ids.people}
            type="number"
            inputMode="numeric"
            min={AI_PLAN.peopleMin}
            max={AI_PLAN.peopleMax}
            step={1}
            required
            disabled={pending}
            value={values.people}
            onChange={(e) => set('people', e.target.value)}
            aria-invalid={errors.people || undefined}
            aria-describedby={ids.peopleHint}
          />
          <p
            id={ids.peopleHint}
            className={errors.people ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
          >
            {errors.people ? t('ai.peopleInvalid') : t('ai.peopleHint')}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.time}>{t('ai.maxTime')}</Label>
          <Input
            id={ids.time}
            type="number"
            inputMode="numeric"
            min={AI_PLAN.maxTimeMin}
            max={AI_PLAN.maxTimeMax}
            step={5}
            disabled={pending}
            value={values.maxCookingTime}
            onChange={(e) => set('maxCookingTime', e.target.value)}
            aria-invalid={errors.maxCookingTime || undefined}
            aria-describedby={ids.timeHint}
          />
          <p
            id={ids.timeHint}
            className={errors.maxCookingTime ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
          >
            {errors.maxCookingTime ? t('ai.maxTimeInvalid') : t('ai.maxTimeHint')}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.preferences}>{t('ai.preferences')}</Label>
        <Textarea
          id={ids.preferences}
          rows={2}
          maxLength={1000}
          disabled={pending}
          value={values.preferences}
          onChange={(e) => set('preferences', e.target.value)}
          placeholder={t('ai.preferencesPlaceholder')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.dietary}>{t('ai.dietary')}</Label>
        <Input
          id={ids.dietary}
          maxLength={1000}
          disabled={pending}
          value={values.dietaryRestrictions}
          onChange={(e) => set('dietaryRestrictions', e.target.value)}
          placeholder={t('ai.dietaryPlaceholder')}
        />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox
          id={ids.saved}
          disabled={pending}
          checked={values.includeUserRecipes}
          onCheckedChange={(checked) => set('includeUserRecipes', checked === true)}
        />
        <Label htmlFor={ids.saved} className="cursor-pointer">
          {t('ai.includeSaved')}
        </Label>
      </div>

      {progress ? <PlanProgress progress={progress} /> : null}

      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={close}>
          {t('ai.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {pending ? t('ai.generating') : t('ai.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function PlanProgress({ progress }: { progress: AiPlanProgress }) {
  const { t } = useTranslation('meal-planner');
  const saving = progress.phase === 'saving';
  const percent = saving && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined;
  const text = saving
    ? t('ai.progressSaving', { done: Math.min(progress.done + 1, progress.total), total: progress.total })
    : t('ai.progressPlanning');
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={t('ai.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === undefined
              ? 'h-full w-1/3 animate-pulse rounded-full bg-primary'
              : 'h-full rounded-full bg-primary transition-[width]'
          }
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {text}
      </p>
    </div>
  );
}
