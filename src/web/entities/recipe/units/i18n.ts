import i18n from '../../../lib/i18n.ts';
import en from '../../../locales/en/units.json';
import ptBR from '../../../locales/pt-BR/units.json';

export const UNITS_NS = 'units';

/**
 * The units toolbar sits in the recipe detail modal and the public recipe page. Its few texts ship
 * with it, so those views never suspend (a loading flash) waiting for the namespace's own chunk.
 */
export function bundleUnitsTexts(): void {
  if (!i18n.hasResourceBundle('en', UNITS_NS)) i18n.addResourceBundle('en', UNITS_NS, en, true, false);
  if (!i18n.hasResourceBundle('pt-BR', UNITS_NS)) i18n.addResourceBundle('pt-BR', UNITS_NS, ptBR, true, false);
}
