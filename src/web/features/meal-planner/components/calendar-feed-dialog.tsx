import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPES } from '../../../../shared/constants.ts';
import type { TCalendarSettings } from '../../../../shared/schemas/calendar.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { api, dataOf } from '../../../lib/api/client.ts';

const KEY = ['/api/meal-plans', 'calendar'] as const;

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every quarter hour of a day, as "HH:MM": the choices for a meal time. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * The meal-time choices written in the person's language (24 h in pt-BR, 12 h in English):
 * `<input type="time">` is drawn in the browser's own UI language, which is not the app's.
 * A saved time off the quarter hours (an API client may set 19:40) stays among the choices.
 */
export function mealTimeChoices(language: string, current: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const values = QUARTER_HOURS.includes(current) ? QUARTER_HOURS : [...QUARTER_HOURS, current].sort();
  return values.map((value) => {
    const [h, m] = value.split(':').map(Number);
    return { value, label: format.format(Date.UTC(2000, 0, 1, h, m)) };
  });
}

/** The week in the cook's calendar app: the secret feed address, meal times and time zone. */
export function CalendarFeedDialog() {
  const { t } = useTranslation('kitchen');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlus aria-hidden="true" />
          {t('calendar.heading')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('calendar.heading')}</DialogTitle>
          <DialogDescription>{t('calendar.intro')}</DialogDescription>
        </DialogHeader>
        <CalendarFeedForm />
      </DialogContent>
    </Dialog>
  );
}

function CalendarFeedForm() {
  const { t, i18n } = useTranslation('kitchen');
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    // This device's zone goes along: an account without one takes it, so the feed is right at once.
    queryFn: () => dataOf(api.GET('/api/meal-plans/calendar', { params: { query: { timeZone: browserTimeZone() } } })),
  });
  const onSaved = (data: TCalendarSettings) => queryClient.setQueryData(KEY, data);
  const reset = useMutation({
    mutationFn: () => dataOf(api.POST('/api/meal-plans/calendar/reset')),
    onSuccess: onSaved,
  });
  const save = useMutation({
    mutationFn: (body: Pick<TCalendarSettings, 'mealTimes' | 'timeZone'>) =>
      dataOf(api.PATCH('/api/meal-plans/calendar', { body })),
    onSuccess: onSaved,
  });
  const [edits, setEdits] = useState<Partial<TCalendarSettings['mealTimes']>>({});
  const [zone, setZone] = useState<string | null>(null);
  const ids = { url: useId(), zone: useId() };
  const timeIds = { breakfast: useId(), lunch: useId(), dinner: useId(), snack: useId() };

  if (settings.isPending) return <p role="status">{t('cook.loading')}</p>;
  if (settings.isError) return <p role="alert">{t('calendar.failed')}</p>;
  const data = settings.data;
  // The zone the feed uses: what the form shows is what the calendar gets.
  const timeZone = zone ?? data.timeZone;
  const mealTimes = { ...data.mealTimes, ...edits };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { mealTimes, timeZone },
      {
        onSuccess: () => toast({ title: t('calendar.saved') }),
        onError: () => toast({ title: t('calendar.failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.url}>{t('calendar.address')}</Label>
        <div className="flex gap-2">
          <Input id={ids.url} readOnly value={data.url} onFocus={(e) => e.currentTarget.select()} />
          <Button
            variant="outline"
            size="icon"
            aria-label={t('calendar.copy')}
            onClick={() =>
              void navigator.clipboard?.writeText(data.url).then(() => toast({ title: t('calendar.copied') }))
            }
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="w-fit"
          disabled={reset.isPending}
          onClick={() => reset.mutate(undefined, { onSuccess: () => toast({ title: t('calendar.resetDone') }) })}
        >
          <RefreshCw aria-hidden="true" />
          {t('calendar.reset')}
        </Button>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-medium">{t('calendar.times')}</legend>
          {MEAL_TYPES.map((type) => (
            <div key={type} className="flex flex-col gap-1">
              <Label htmlFor={timeIds[type]}>{t(`calendar.mealTypes.${type}`)}</Label>
              <NativeSelect
                id={timeIds[type]}
                required
                value={mealTimes[type]}
                onChange={(e) => setEdits((v) => ({ ...v, [type]: e.target.value }))}
              >
                {mealTimeChoices(language, mealTimes[type]).map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.zone}>{t('calendar.timeZone')}</Label>
          <Input id={ids.zone} value={timeZone} maxLength={64} onChange={(e) => setZone(e.target.value)} />
        </div>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {t('calendar.save')}
        </Button>
      </form>
    </div>
  );
}
