import { useTranslation } from 'react-i18next';

/** First focusable element of every screen: jumps keyboard users past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-semibold text-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}
