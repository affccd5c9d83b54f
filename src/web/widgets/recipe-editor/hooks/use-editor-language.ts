import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type TLanguage } from '../../../../shared/constants.ts';
import { isSupportedLanguage } from '../../../lib/i18n.ts';

/** The interface language, which picks the built-in suggestion lists (en or pt-BR). */
export function useEditorLanguage(): TLanguage {
  const { i18n } = useTranslation('editor');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
