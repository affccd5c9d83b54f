import i18n from '../../../lib/i18n.ts';
import en from '../../../locales/en/nutrition.json';
import ptBR from '../../../locales/pt-BR/nutrition.json';

export const NUTRITION_NS = 'nutrition';

/** The panel sits in the recipe modal and the public page: its texts ship with it, so it never suspends. */
export function bundleNutritionTexts(): void {
  if (!i18n.hasResourceBundle('en', NUTRITION_NS)) i18n.addResourceBundle('en', NUTRITION_NS, en, true, false);
  if (!i18n.hasResourceBundle('pt-BR', NUTRITION_NS)) i18n.addResourceBundle('pt-BR', NUTRITION_NS, ptBR, true, false);
}
