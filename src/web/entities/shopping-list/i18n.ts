import i18n from '../../lib/i18n.ts';
import en from '../../locales/en/shopping-list.json';
import ptBR from '../../locales/pt-BR/shopping-list.json';

export const SHOPPING_LIST_NS = 'shopping-list';

/**
 * The recipe card and detail modal render this entity's shopping-list button. Its texts ship with
 * it, so the card never suspends (which would flash the page's loading screen) waiting for the
 * namespace's own chunk. Both languages, whole, so the shopping-list page finds every key too.
 */
export function bundleShoppingListTexts(): void {
  if (!i18n.hasResourceBundle('en', SHOPPING_LIST_NS)) i18n.addResourceBundle('en', SHOPPING_LIST_NS, en, true, false);
  if (!i18n.hasResourceBundle('pt-BR', SHOPPING_LIST_NS)) i18n.addResourceBundle('pt-BR', SHOPPING_LIST_NS, ptBR, true, false);
}
