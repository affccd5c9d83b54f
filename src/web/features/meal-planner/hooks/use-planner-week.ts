import { useCallback, useMemo } from 'react';
import { addWeeks } from 'date-fns/addWeeks';
import { useSearchParams } from 'wouter';
import { parseIsoDate, toIsoDate, weekStartOf } from '../../../entities/meal-plan/index.ts';

export const WEEK_PARAM = 'week';

/**
 * The week on screen, kept in the address (?week=yyyy-MM-dd, any day of it) so a reload or a
 * shared link shows the same week; without it, the current week.
 */
export function usePlannerWeek() {
  const [params, setParams] = useSearchParams();
  const param = params.get(WEEK_PARAM);
  const weekStart = useMemo(() => weekStartOf(parseIsoDate(param) ?? new Date()), [param]);
  const isCurrentWeek = toIsoDate(weekStart) === toIsoDate(weekStartOf(new Date()));

  const showWeek = useCallback(
    (day: Date) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (toIsoDate(weekStartOf(day)) === toIsoDate(weekStartOf(new Date()))) next.delete(WEEK_PARAM);
          else next.set(WEEK_PARAM, toIsoDate(weekStartOf(day)));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    weekStart,
    isCurrentWeek,
    showWeek,
    previous: () => showWeek(addWeeks(weekStart, -1)),
    next: () => showWeek(addWeeks(weekStart, 1)),
    current: () => showWeek(new Date()),
  };
}
