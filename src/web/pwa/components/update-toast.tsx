import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastAction } from '../../components/ui/toast.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { applyUpdate, useWaitingServiceWorker } from '../register-sw.ts';
import { bundlePwaTexts } from '../texts.ts';

bundlePwaTexts();

/**
 * A new version finished installing in the background: a toast offers to reload into it (the
 * service worker takes over on SKIP_WAITING, then the page reloads once it controls it). It stays
 * until answered; ignoring it keeps the running version, which still works.
 */
export function UpdateToast() {
  const { t } = useTranslation('pwa');
  const waiting = useWaitingServiceWorker();
  useEffect(() => {
    if (!waiting) return;
    const handle = toast({
      title: t('update.title'),
      description: t('update.description'),
      duration: Number.POSITIVE_INFINITY,
      action: (
        <ToastAction altText={t('update.reload')} onClick={() => applyUpdate(waiting)}>
          {t('update.reload')}
        </ToastAction>
      ),
    });
    return () => handle.dismiss();
  }, [waiting, t]);
  return null;
}
