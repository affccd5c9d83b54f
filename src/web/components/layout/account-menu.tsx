import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { CalendarDays, FolderOpen, History, LogOut, Refrigerator, Star, User, type LucideIcon } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { fullName, type TUser } from '../../lib/auth.ts';
import { LOGOUT_URL, navigateTo } from '../../lib/navigation.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { LanguageRadioItems } from './language-radio-items.tsx';

const ACCOUNT_LINKS: readonly { href: string; label: ParseKeys<'common'>; icon: LucideIcon }[] = [
  { href: '/history', label: 'nav.history', icon: History },
  { href: '/my-reviews', label: 'nav.myReviews', icon: Star },
  { href: '/collections', label: 'nav.collections', icon: FolderOpen },
  { href: '/meal-planner', label: 'nav.mealPlanner', icon: CalendarDays },
  { href: '/pantry', label: 'nav.pantry', icon: Refrigerator },
  { href: '/profile', label: 'nav.profile', icon: User },
];

/**
 * The avatar's account menu (Radix DropdownMenu: name, e-mail, account links, language, logout).
 * Loaded on first use by AccountMenuButton, which renders it already open: `focusFirstItem` when
 * opened from the keyboard, as Radix does itself for Enter, Space and ArrowDown.
 */
export function AccountMenu({
  user,
  children,
  focusFirstItem,
}: {
  user: TUser;
  /** The trigger's content (avatar and hidden name), the same as the button shown before. */
  children: ReactNode;
  focusFirstItem: boolean;
}) {
  const { t } = useTranslation();
  // Only the first opening came from the plain button; later ones go through Radix's own trigger.
  const focusFirstOnce = useRef(focusFirstItem);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="ml-1 rounded-full">
          {children}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-64"
        onFocus={(event) => {
          // Radix knows the keyboard opened a menu only from its own trigger's key press; the first
          // one happened on the plain button before this code arrived. Radix focuses the content
          // when it opens: the first item takes it from there.
          if (!focusFirstOnce.current || event.target !== event.currentTarget) return;
          focusFirstOnce.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
        }}
      >
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2 font-normal">
          <span className="truncate text-sm font-semibold text-foreground">{fullName(user)}</span>
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
  );
}
