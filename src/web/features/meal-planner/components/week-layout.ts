import type { TMealType } from '../../../../shared/constants.ts';
import { toIsoDate, type TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import type { DayEnergy } from '../lib/day-energy.ts';

/** The week's meals by "yyyy-MM-dd|mealType", in the order the server gave them. */
export function mealsByCell(meals: readonly TMealPlanItem[]): Map<string, TMealPlanItem[]> {
  const cells = new Map<string, TMealPlanItem[]>();
  for (const meal of meals) {
    const key = cellKey(meal.mealDate.slice(0, 10), meal.mealType);
    const list = cells.get(key);
    if (list) list.push(meal);
    else cells.set(key, [meal]);
  }
  return cells;
}

export function cellKey(date: string | Date, mealType: TMealType): string {
  return `${typeof date === 'string' ? date : toIsoDate(date)}|${mealType}`;
}

/** What the grid and the day list need to show a week. */
export interface WeekViewProps {
  days: Date[];
  cells: Map<string, TMealPlanItem[]>;
  /** Planned energy by "yyyy-MM-dd" (absent: nothing to show). */
  energy?: Map<string, DayEnergy>;
  onAdd: (date: Date, mealType: TMealType) => void;
  onOpenRecipe: (meal: TMealPlanItem) => void;
}
