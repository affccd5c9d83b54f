import { useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUnitSystem } from '../../../../shared/constants.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../../lib/api.ts';
import { redirectToLoginAfterUnauthorized, useAuth } from '../../../lib/auth.ts';
import { RequestLocalesContext } from '../../../lib/request-locales.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import {
  browserLocales,
  getStoredUnitSystemSnapshot,
  storeUnitSystem,
  subscribeStoredUnitSystem,
  unitSystemForLocales,
} from '../model/unit-system.ts';

export interface ViewerUnitSystem {
  unitSystem: TUnitSystem;
  /** account: the signed-in user's preference; device: chosen here while signed out; browser: from the locale. */
  source: 'account' | 'device' | 'browser';
}

/** The unit system the person looking at the screen reads amounts in. */
export function useViewerUnitSystem(): ViewerUnitSystem {
  const { user } = useAuth();
  const stored = useSyncExternalStore(subscribeStoredUnitSystem, getStoredUnitSystemSnapshot, () => null);
  const requestLocales = useContext(RequestLocalesContext);
  if (user) return { unitSystem: user.unitSystem, source: 'account' };
  if (stored) return { unitSystem: stored, source: 'device' };
  return { unitSystem: unitSystemForLocales(requestLocales ?? browserLocales()), source: 'browser' };
}

/**
 * Changes the viewer's unit system. Signed in, it is saved to the account (PATCH preferences, shown
 * at once; on failure the previous system comes back with the 'Failed to update preferences'
 * toast). Signed out, it is kept on this device.
 */
export function useSetViewerUnitSystem(): (system: TUnitSystem) => void {
  const { user } = useAuth();
  const update = useUpdatePreferences();
  const { t } = useTranslation('errors');
  return (system) => {
    if (!user) {
      storeUnitSystem(system);
      return;
    }
    if (system === user.unitSystem) return;
    update.mutate(
      { unitSystem: system },
      {
        onError: (error) => {
          if (isUnauthorizedError(error)) redirectToLoginAfterUnauthorized();
          else toast({ title: t('preferences.updateFailed'), variant: 'destructive' });
        },
      },
    );
  };
}
