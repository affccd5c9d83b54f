import { useTranslation } from 'react-i18next';
import { isToday } from 'date-fns/isToday';
import { MEAL_TYPES } from '../../../../shared/constants.ts';
import {
  formatDayInSentence,
  formatDayParts,
  formatLongDay,
  formatWeekRange,
  toIsoDate,
} from '../../../entities/meal-plan/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { cn } from '../../../lib/utils.ts';
import { AddMealButton } from './add-meal-button.tsx';
import { DayEnergyTotal } from './day-energy.tsx';
import { MealEntry } from './meal-entry.tsx';
import { cellKey, type WeekViewProps } from './week-layout.ts';

/** Wide screens: the 4 meal rows × 7 day columns of spec section 2, as a table. */
export function WeekGrid({ days, cells, energy, onAdd, onOpenRecipe }: WeekViewProps) {
  const { t } = useTranslation('meal-planner');
  const language = currentLanguage();
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border bg-card shadow-sm">
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('grid.caption', { range: formatWeekRange(days[0], language) })}</caption>
        <colgroup>
          <col className="w-28" />
          {days.map((day) => (
            <col key={day.toISOString()} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b bg-muted/40">
            <th
              scope="col"
              className="p-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t('grid.mealColumn')}
            </th>
            {days.map((day) => {
              const parts = formatDayParts(day, language);
              const today = isToday(day);
              return (
                <th
                  key={day.toISOString()}
                  scope="col"
                  aria-label={formatLongDay(day, language)}
                  aria-current={today ? 'date' : undefined}
                  className={cn('p-3 text-left font-semibold', today && 'text-primary')}
                >
                  <span className="block text-xs tracking-wide uppercase">{parts.weekday}</span>
                  <span className="block text-base">{parts.date}</span>
                  <DayEnergyTotal
                    energy={energy?.get(toIsoDate(day))}
                    dayLabel={formatDayInSentence(day, language)}
                    className="font-normal"
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {MEAL_TYPES.map((mealType) => (
            <tr key={mealType} className="border-b last:border-b-0">
              <th scope="row" className="bg-muted/20 p-3 text-left align-top font-semibold">
                {t(`mealTypes.${mealType}`)}
              </th>
              {days.map((day) => {
                const meals = cells.get(cellKey(day, mealType)) ?? [];
                const dayLabel = formatDayInSentence(day, language);
                return (
                  <td
                    key={day.toISOString()}
                    className={cn('border-l p-2 align-top', isToday(day) && 'bg-primary/[0.04]')}
                  >
                    <div className="flex flex-col gap-2">
                      {meals.length > 0 ? (
                        <ul className="flex flex-col gap-2">
                          {meals.map((meal) => (
                            <MealEntry key={meal.id} meal={meal} dayLabel={dayLabel} onOpenRecipe={onOpenRecipe} />
                          ))}
                        </ul>
                      ) : null}
                      <AddMealButton mealType={mealType} dayLabel={dayLabel} onClick={() => onAdd(day, mealType)} />
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
