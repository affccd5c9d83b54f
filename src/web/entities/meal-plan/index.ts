/**
 * The meal-plan entity (decision 0001): week dates, the plan and item API calls, and the Add to
 * Meal Plan dialog other screens open from a recipe (card and detail modal).
 */
export { mealPlanKeys, invalidateMealPlans } from './api/keys.ts';
export type {
  TMealPlan,
  TMealPlanCreateInput,
  TMealPlanGenerateInput,
  TMealPlanItem,
  TMealPlanItemInput,
  TMealSuggestion,
} from './api/types.ts';
export { fetchMealPlans } from './api/list-meal-plans.ts';
export { createMealPlan, ensureMealPlan, MealPlanUnavailableError } from './api/ensure-meal-plan.ts';
export { fetchMealPlanItems, mealPlanItemsQueryOptions, useMealPlanItems } from './api/meal-plan-items-query.ts';
export { addMealPlanItem, addMealToWeek, useAddMeal, type AddMealInput } from './api/add-meal.ts';
export { toggleMealPlanItem, useToggleMeal } from './api/toggle-meal.ts';
export { deleteMealPlanItem, useDeleteMeal } from './api/delete-meal.ts';
export { generateMealPlan } from './api/generate-meal-plan.ts';
export {
  AI_PLAN_NOTES,
  aiMealPlanName,
  DAYS_IN_WEEK,
  formatDayInSentence,
  formatDayParts,
  formatLongDay,
  formatMediumDate,
  formatWeekRange,
  mealPlanName,
  parseIsoDate,
  toIsoDate,
  WEEK_STARTS_ON,
  weekDays,
  weekRange,
  weekStartOf,
  type WeekRange,
} from './model/week.ts';
export {
  ADD_MEAL_DEFAULT_SERVINGS,
  parseServings,
  recipeDefaultServings,
  SERVINGS_MAX,
  SERVINGS_MIN,
  UNKNOWN_RECIPE_SERVINGS,
} from './model/servings.ts';
export { showAddMealError } from './components/meal-toasts.ts';
export { MealTypeSelect } from './components/meal-type-select.tsx';
export { ServingsField } from './components/servings-field.tsx';
export {
  AddToMealPlanDialog,
  ADD_TO_PLAN_DEFAULT_MEAL,
  type AddToMealPlanDialogProps,
  type MealPlanRecipe,
} from './components/add-to-meal-plan-dialog.tsx';
export { AddToMealPlanButton, MealPlanCardAction, MealPlanModalAction } from './components/add-to-meal-plan-button.tsx';
