import i18n from '../lib/i18n.ts';
import en from '../locales/en/pwa.json';
import ptBR from '../locales/pt-BR/pwa.json';

export const PWA_NS = 'pwa';

/**
 * The PWA texts ship with the code that shows them (a few hundred bytes), so an offline hint on a
 * button or the offline banner never suspends its screen waiting for the namespace's chunk —
 * which, on a page opened offline for the first time, might not be cached.
 */
export function bundlePwaTexts(): void {
  if (!i18n.hasResourceBundle('en', PWA_NS)) i18n.addResourceBundle('en', PWA_NS, en, true, false);
  if (!i18n.hasResourceBundle('pt-BR', PWA_NS)) i18n.addResourceBundle('pt-BR', PWA_NS, ptBR, true, false);
}
