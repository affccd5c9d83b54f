import i18n from '../../lib/i18n.ts';
import en from '../../locales/en/household.json';
import ptBR from '../../locales/pt-BR/household.json';

export const HOUSEHOLD_NS = 'household';

/**
 * The profile's Household section and the "added by" line of the shopping list render this
 * entity's texts: they ship with it, so those screens never suspend waiting for the namespace.
 */
export function bundleHouseholdTexts(): void {
  if (!i18n.hasResourceBundle('en', HOUSEHOLD_NS)) i18n.addResourceBundle('en', HOUSEHOLD_NS, en, true, false);
  if (!i18n.hasResourceBundle('pt-BR', HOUSEHOLD_NS)) i18n.addResourceBundle('pt-BR', HOUSEHOLD_NS, ptBR, true, false);
}
