import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../shared/amounts/format.ts';
import { isSupportedLanguage } from '../../../lib/i18n.ts';
import { displayAmount, displayText, type DisplayOptions } from '../model/display-amounts.ts';
import { useViewerUnitSystem, type ViewerUnitSystem } from './use-viewer-unit-system.ts';

type Extra = Pick<DisplayOptions, 'factor' | 'original' | 'food'>;

export interface DisplayAmounts extends ViewerUnitSystem {
  lang: Lang;
  /** An amount in the viewer's system (scaled by `factor` when given). */
  amount: (text: string, extra?: Extra) => string;
  /** Temperatures and lengths of a step or tip in the viewer's system. */
  text: (text: string, extra?: Extra) => string;
}

/**
 * Amounts as the viewer reads them: their unit system (account, device choice or browser
 * locale) and the interface language. Shopping-list rows and recipe views go through this.
 */
export function useDisplayAmounts(): DisplayAmounts {
  const { unitSystem, source } = useViewerUnitSystem();
  const { i18n } = useTranslation();
  const lang: Lang = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const amount = useCallback(
    (value: string, extra?: Extra) => displayAmount(value, { to: unitSystem, lang, ...extra }),
    [unitSystem, lang],
  );
  const text = useCallback(
    (value: string, extra?: Extra) => displayText(value, { to: unitSystem, lang, ...extra }),
    [unitSystem, lang],
  );
  return useMemo(() => ({ unitSystem, source, lang, amount, text }), [unitSystem, source, lang, amount, text]);
}
