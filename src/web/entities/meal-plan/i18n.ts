import i18n from '../../lib/i18n.ts';
import en from '../../locales/en/meal-planner.json';
import ptBR from '../../locales/pt-BR/meal-planner.json';

export const MEAL_PLANNER_NS = 'meal-planner';

/**
 * The recipe card and detail modal render this entity's Add to Meal Plan button. Its texts ship
 * with it, so the card never suspends (which would flash the page's loading screen) waiting for
 * the namespace's own chunk. Both languages, whole, so the planner page finds every key too.
 */
export function bundleMealPlannerTexts(): void {
  if (!i18n.hasResourceBundle('en', MEAL_PLANNER_NS)) i18n.addResourceBundle('en', MEAL_PLANNER_NS, en, true, false);
  if (!i18n.hasResourceBundle('pt-BR', MEAL_PLANNER_NS)) i18n.addResourceBundle('pt-BR', MEAL_PLANNER_NS, ptBR, true, false);
}
