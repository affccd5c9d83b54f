import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

/** Spec section 2 (Offline page): links to the two pages that work offline. */
export function OfflineLinks() {
  const { t } = useTranslation('offline');
  const links = [
    { href: '/favorites', icon: Heart, title: t('favorites'), description: t('available.favoritesDescription') },
    {
      href: '/shopping-list',
      icon: ShoppingCart,
      title: t('shoppingList'),
      description: t('available.shoppingListDescription'),
    },
  ];
  return (
    <section aria-labelledby="offline-available" className="flex flex-col gap-3">
      <h2 id="offline-available" className="font-display text-lg font-semibold">
        {t('available.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map(({ href, icon: Icon, title, description }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full items-start gap-3 rounded-[var(--radius-card)] border bg-card p-4 shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold">{title}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
