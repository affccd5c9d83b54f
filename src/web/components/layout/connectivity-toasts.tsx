import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/use-toast.ts';

/** Raises a toast when the browser goes offline or comes back online (spec section 4, Connectivity). */
export function ConnectivityToasts() {
  const { t } = useTranslation('errors');
  useEffect(() => {
    const offline = () =>
      toast({
        title: t('connectivity.offlineTitle'),
        description: t('connectivity.offlineDescription'),
        variant: 'destructive',
      });
    const online = () =>
      toast({ title: t('connectivity.onlineTitle'), description: t('connectivity.onlineDescription') });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
