import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type TLanguage } from '../../../../../shared/constants.ts';
import { isSupportedLanguage } from '../../../../lib/i18n.ts';

/** The interface language: AI answers are asked for in it (spec section 3, `language`). */
export function useUiLanguage(): TLanguage {
  const { i18n } = useTranslation('chef');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
