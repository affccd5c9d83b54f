import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants.ts';
import { isSupportedLanguage } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/language.ts';
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../ui/dropdown-menu.tsx';

/** The language choice inside a dropdown menu (the avatar menu). */
export function LanguageRadioItems() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <>
      <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={language}
        onValueChange={(value) => {
          if (isSupportedLanguage(value)) setLanguage(value);
        }}
      >
        {LANGUAGES.map((lng) => (
          <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
