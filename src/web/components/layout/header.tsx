import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Heart, Menu, ShoppingCart, X, type LucideIcon } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import type { TUser } from '../../lib/auth.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { AccountMenuButton } from './account-menu-button.tsx';
import { BrandLink } from './brand.tsx';
import { HeaderIconLink } from './header-icon-link.tsx';
import { isActivePath, PRIMARY_LINKS } from './nav-links.ts';

interface IconLink {
  href: string;
  label: ParseKeys<'common'>;
  icon: LucideIcon;
}

const ICON_LINKS: readonly IconLink[] = [
  { href: '/favorites', label: 'nav.favorites', icon: Heart },
  { href: '/meal-planner', label: 'nav.mealPlanner', icon: CalendarDays },
  { href: '/shopping-list', label: 'nav.shoppingList', icon: ShoppingCart },
];

export function Header({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <BrandLink className="mr-4" />

        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_LINKS.map((link) => {
              const active = isActivePath(location, link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      active
                        ? 'bg-secondary text-secondary-foreground'
                        : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                    )}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          {ICON_LINKS.map(({ href, label, icon }) => (
            <HeaderIconLink
              key={href}
              href={href}
              label={t(label)}
              icon={icon}
              current={isActivePath(location, href)}
            />
          ))}

          <AccountMenuButton user={user} />
        </div>
      </div>

      {menuOpen ? (
        <nav id="mobile-nav" aria-label={t('nav.main')} className="border-t bg-background lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
            {[...PRIMARY_LINKS, ...ICON_LINKS.slice(1)].map((link) => {
              const active = isActivePath(location, link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                    className={cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium',
                      active ? 'bg-secondary text-secondary-foreground' : 'text-foreground hover:bg-accent',
                    )}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
