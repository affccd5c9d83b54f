import { Link } from 'wouter';
import { Heart, ShoppingCart, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { bundlePwaTexts } from '../texts.ts';

bundlePwaTexts();

/**
 * What a page that needs the server shows while offline (issue 20): that it is not available
 * offline, and links to what is, instead of a failed request and "Something went wrong".
 */
export function OfflineUnavailable() {
  const { t } = useTranslation('pwa');
  const link =
    'inline-flex h-10 items-center gap-2 rounded-md border bg-background px-4 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <section
      aria-labelledby="offline-unavailable-title"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed p-8 text-center"
    >
      <WifiOff className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id="offline-unavailable-title" className="font-display text-lg font-semibold">
        {t('unavailable.title')}
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">{t('unavailable.description')}</p>
      <nav aria-label={t('unavailable.title')} className="flex flex-wrap justify-center gap-2">
        <Link href="/favorites" className={link}>
          <Heart className="size-4" aria-hidden="true" />
          {t('unavailable.favorites')}
        </Link>
        <Link href="/shopping-list" className={link}>
          <ShoppingCart className="size-4" aria-hidden="true" />
          {t('unavailable.shoppingList')}
        </Link>
        <Link href="/offline" className={link}>
          <WifiOff className="size-4" aria-hidden="true" />
          {t('unavailable.offline')}
        </Link>
      </nav>
    </section>
  );
}
