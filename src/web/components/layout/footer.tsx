import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand.tsx';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t bg-card/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-center gap-2">
          <BrandMark className="size-6" />
          <span>
            <span className="font-semibold text-foreground">{t('appName')}</span> · {t('footer.tagline')}
          </span>
        </div>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex gap-6">
            <li>
              <Link href="/terms" className="rounded hover:text-foreground hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="rounded hover:text-foreground hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
