import { useTranslation } from 'react-i18next';
import { isToday } from 'date-fns/isToday';
import { MEAL_TYPES } from '../../../../shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDayInSentence, formatLongDay, toIsoDate } from '../../../entities/meal-plan/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { cn } from '../../../lib/utils.ts';
import { AddMealButton } from './add-meal-button.tsx';
import { DayEnergyTotal } from './day-energy.tsx';
import { MealEntry } from './meal-entry.tsx';
import { cellKey, type WeekViewProps } from './week-layout.ts';

/** Phones and narrow windows: the same week as one card per day, its four meals inside. */
export function WeekDayList({ days, cells, energy, onAdd, onOpenRecipe }: WeekViewProps) {
  return (
    <ol className="flex flex-col gap-4">
      {days.map((day) => (
        <DayCard key={day.toISOString()} day={day} {...{ cells, energy, onAdd, onOpenRecipe }} />
      ))}
    </ol>
  );
}

function DayCard({ day, cells, energy, onAdd, onOpenRecipe }: Omit<WeekViewProps, 'days'> & { day: Date }) {
  const { t } = useTranslation('meal-planner');
  const heading = formatLongDay(day, currentLanguage());
  const dayLabel = formatDayInSentence(day, currentLanguage());
  const today = isToday(day);
  return (
    <li
      aria-current={today ? 'date' : undefined}
      className={cn(
        'rounded-[var(--radius-card)] border bg-card p-4 shadow-sm',
        today && 'border-primary/50 ring-1 ring-primary/30',
      )}
    >
      <h2 className="mb-3 flex items-center gap-2 font-display text-lg font-semibold">
        {heading}
        {today ? <Badge variant="warning">{t('grid.today')}</Badge> : null}
      </h2>
      <DayEnergyTotal energy={energy?.get(toIsoDate(day))} dayLabel={dayLabel} className="-mt-2 mb-3" />
      <div className="flex flex-col divide-y">
        {MEAL_TYPES.map((mealType) => {
          const meals = cells.get(cellKey(day, mealType)) ?? [];
          return (
            <div key={mealType} className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0">
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t(`mealTypes.${mealType}`)}
                </h3>
                <AddMealButton
                  mealType={mealType}
                  dayLabel={dayLabel}
                  onClick={() => onAdd(day, mealType)}
                  className="w-auto min-w-24"
                />
              </div>
              {meals.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {meals.map((meal) => (
                    <MealEntry key={meal.id} meal={meal} dayLabel={dayLabel} onOpenRecipe={onOpenRecipe} />
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
    </li>
  );
}
