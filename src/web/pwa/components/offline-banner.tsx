import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { readFavoritesCache } from '../favorites-cache.ts';
import { bundlePwaTexts } from '../texts.ts';
import { useOnline } from '../use-online.ts';

bundlePwaTexts();

/** Spec section 2 (Offline page): signed-in users see this banner while offline, on every screen. */
export function OfflineBanner() {
  const { t } = useTranslation('pwa');
  const online = useOnline();
  // Reads the app's current-user answer without asking the server itself (enabled: false), so
  // public pages make no extra request; offline, the app's own read comes from the service worker.
  const { data: user } = useQuery({ ...currentUserQueryOptions, enabled: false });
  // A page that never asks who is signed in (/offline, opened offline) still knows: the offline
  // copy of the favorites belongs to a signed-in user and is dropped when they log out.
  const signedIn = Boolean(user) || readFavoritesCache() !== null;
  if (online || !signedIn) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 text-center text-sm font-medium">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {t('banner')}
      </p>
    </div>
  );
}

/** The banner as mounted by main.tsx, beside the app: on the app's own query client. */
export function AppOfflineBanner() {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
    </QueryClientProvider>
  );
}
