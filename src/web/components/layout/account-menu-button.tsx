import { Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '../../lib/auth.ts';
import { lazyOnDemand } from '../../lib/lazy-on-demand.ts';
import { Button } from '../ui/button.tsx';
import { UserAvatar } from './user-avatar.tsx';

// Radix's menu (focus scope, dismissable layer, floating-ui, remove-scroll) is about 25 KB of
// gzipped script; it loads when the button is pointed at, focused or used (issue 19).
const accountMenu = lazyOnDemand(() => import('./account-menu.tsx').then((m) => m.AccountMenu));

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The header's avatar button. Until first used it is a plain button announcing a menu; a click or
 * Enter, Space or ArrowDown swaps in the Radix menu, open, with focus inside it (on the first item
 * from the keyboard), and from then on the Radix menu is the button.
 */
export function AccountMenuButton({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<null | { keyboard: boolean }>(null);

  // No aria-label: the shown initial stays first in the name ("Z Account menu"), as WCAG 2.5.3
  // Label in Name asks; with a photo (alt="") it is "Account menu".
  const face = (
    <>
      <UserAvatar user={user} /> <span className="sr-only">{t('nav.accountMenu')}</span>
    </>
  );
  const plainButton = (open?: (keyboard: boolean) => void) => (
    <Button
      variant="ghost"
      size="icon"
      className="ml-1 rounded-full"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={accountMenu.preload}
      onFocus={accountMenu.preload}
      onClick={open ? (event) => open(event.detail === 0) : undefined}
      onKeyDown={
        open
          ? (event: KeyboardEvent) => {
              if (!OPEN_KEYS.has(event.key)) return;
              event.preventDefault();
              open(true);
            }
          : undefined
      }
    >
      {face}
    </Button>
  );

  if (!opened) return plainButton((keyboard) => setOpened({ keyboard }));
  return (
    <Suspense fallback={plainButton()}>
      <accountMenu.Component user={user} focusFirstItem={opened.keyboard}>
        {face}
      </accountMenu.Component>
    </Suspense>
  );
}
