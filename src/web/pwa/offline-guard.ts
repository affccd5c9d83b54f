import { useTranslation } from 'react-i18next';
import { bundlePwaTexts } from './texts.ts';
import { useOnline } from './use-online.ts';

bundlePwaTexts();

export interface OfflineGuard {
  offline: boolean;
  /**
   * Spread last on a control that needs the server: while offline it is disabled and says why
   * (`title`, also its accessible description); online it adds nothing.
   */
  offlineProps: { disabled?: true; title?: string };
}

/** For controls that need the network (generate, import, AI actions, save): disabled offline. */
export function useOfflineGuard(): OfflineGuard {
  const online = useOnline();
  const { t } = useTranslation('pwa');
  return online
    ? { offline: false, offlineProps: {} }
    : { offline: true, offlineProps: { disabled: true, title: t('offlineHint') } };
}
