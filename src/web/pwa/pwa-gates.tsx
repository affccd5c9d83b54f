import { lazy, Suspense, useState } from 'react';
import { useInstallState } from './install-prompt.ts';
import { shouldOfferIosInstall } from './ios-install.ts';
import { useWaitingServiceWorker } from './register-sw.ts';
import { useOnline } from './use-online.ts';

/*
 * The app-wide PWA surfaces, mounted beside the app by main.tsx. Each is loaded only once it
 * applies (offline, an install prompt, iOS Safari, a waiting update), so the landing page's
 * scripts do not carry them; their chunks are precached, so they load offline too.
 */
const OfflineBanner = lazy(() =>
  import('./components/offline-banner.tsx').then((m) => ({ default: m.AppOfflineBanner })),
);
const InstallButton = lazy(() => import('./components/install-button.tsx').then((m) => ({ default: m.InstallButton })));
const IosInstallDialog = lazy(() =>
  import('./components/ios-install-dialog.tsx').then((m) => ({ default: m.IosInstallDialog })),
);
const UpdateToast = lazy(() => import('./components/update-toast.tsx').then((m) => ({ default: m.UpdateToast })));

/** Above the app, in the page flow: the offline banner (for signed-in users) while offline. */
export function PwaTop() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}

/** After the app: the install button, the iOS install dialog and the update toast. */
export function PwaSurfaces() {
  const { available } = useInstallState();
  const waiting = useWaitingServiceWorker();
  const [offerIos] = useState(() => shouldOfferIosInstall());
  return (
    <Suspense fallback={null}>
      {available ? <InstallButton /> : null}
      {offerIos ? <IosInstallDialog /> : null}
      {waiting ? <UpdateToast /> : null}
    </Suspense>
  );
}
