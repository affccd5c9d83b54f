import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  CalendarDays,
  FolderOpen,
  Heart,
  Refrigerator,
  History,
  LogOut,
  Menu,
  ShoppingCart,
  Star,
  User,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { avatarInitial, fullName, type TUser } from '../../lib/auth.ts';
import { LOGOUT_URL, navigateTo } from '../../lib/navigation.ts';
import { cn } from '../../lib/utils.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip.tsx';
import { BrandLink } from './brand.tsx';
import { LanguageRadioItems } from './language-radio-items.tsx';
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

const ACCOUNT_LINKS: readonly IconLink[] = [
  { href: '/history', label: 'nav.history', icon: History },
  { href: '/my-reviews', label: 'nav.myReviews', icon: Star },
  { href: '/collections', label: 'nav.collections', icon: FolderOpen },
  { href: '/meal-planner', label: 'nav.mealPlanner', icon: CalendarDays },
  { href: '/pantry', label: 'nav.pantry', icon: Refrigerator },
  { href: '/profile', label: 'nav.profile', icon: User },
];

export function Header({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = fullName(user);

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
                      active ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
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
          {ICON_LINKS.map(({ href, label, icon: Icon }) => (
            <Tooltip key={href}>
              <TooltipTrigger asChild>
                <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
                  <Link href={href} aria-label={t(label)} aria-current={isActivePath(location, href) ? 'page' : undefined}>
                    <Icon aria-hidden="true" className="size-5" />
                  </Link>
                </Button>
              </TooltipTrigger>
              <TooltipContent>{t(label)}</TooltipContent>
            </Tooltip>
          ))}

          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              {/* No aria-label: the shown initial stays first in the name ("Z Account menu"), as
                  WCAG 2.5.3 Label in Name asks; with a photo (alt="") it is "Account menu". */}
              <Button variant="ghost" size="icon" className="ml-1 rounded-full">
                <Avatar>
                  {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
                  <AvatarFallback data-testid="avatar-fallback">{avatarInitial(user)}</AvatarFallback>
                </Avatar>{' '}
                <span className="sr-only">{t('nav.accountMenu')}</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-64">
              <DropdownMenuLabel className="flex flex-col gap-0.5 py-2 font-normal">
                <span className="truncate text-sm font-semibold text-foreground">{name}</span>
                <span className="truncate text-xs text-muted-foreground">{user.email}</span>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
                <DropdownMenuItem key={href} asChild>
                  <Link href={href}>
                    <Icon aria-hidden="true" />
                    {t(label)}
                  </Link>
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <LanguageRadioItems />
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => navigateTo(LOGOUT_URL)}>
                <LogOut aria-hidden="true" />
                {t('nav.logout')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
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
