import { BellRing, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../../shared/cooking/timers.ts';
import { cn } from '../../../lib/utils.ts';
import type { KitchenTimer } from '../hooks/use-timers.ts';

/** Every timer, running or finished, on every step. */
export function TimerBar({
  timers,
  now,
  onRemove,
}: {
  timers: readonly KitchenTimer[];
  now: number;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation('kitchen');
  if (timers.length === 0) return null;
  return (
    <section aria-label={t('cook.timers.heading')} className="flex flex-wrap gap-2">
      <ul className="flex flex-wrap gap-2" data-testid="running-timers">
        {timers.map((timer) => {
          const remaining = formatCountdown((timer.endsAt - now) / 1000);
          return (
            <li
              key={timer.id}
              data-testid="timer"
              data-done={timer.done || undefined}
              className={cn(
                'flex items-center gap-2 rounded-full border px-4 py-2 text-lg font-semibold tabular-nums',
                timer.done
                  ? 'animate-pulse border-destructive bg-destructive text-white motion-reduce:animate-none'
                  : 'bg-card',
              )}
            >
              {timer.done ? <BellRing aria-hidden="true" className="size-5" /> : null}
              <span role={timer.done ? 'alert' : undefined}>
                {timer.done
                  ? t('cook.timers.finished', { label: timer.label })
                  : t('cook.timers.running', { label: timer.label, remaining })}
              </span>
              <button
                type="button"
                onClick={() => onRemove(timer.id)}
                aria-label={
                  timer.done
                    ? t('cook.timers.dismiss', { label: timer.label })
                    : t('cook.timers.cancel', { label: timer.label })
                }
                className="flex size-8 items-center justify-center rounded-full hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
