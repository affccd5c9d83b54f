import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '../../shared/constants.ts';
import type { TPreferences, TUser } from '../../shared/schemas/user.ts';
import { api, dataOf } from './api/client.ts';
import { CURRENT_USER_QUERY_KEY } from './auth.ts';
import { currentLanguage, isSupportedLanguage } from './i18n.ts';
import { toast } from '../components/ui/use-toast.ts';

/**
 * The language lives in two places: this device (localStorage 'i18nextLng', read first by the
 * detector) and the account (user.language). A choice made on this device is marked pending until
 * the account has it, so a failed save, or a choice made while signed out, is sent on the next
 * signed-in visit instead of being overwritten by the account's older value.
 */
export const LANGUAGE_PENDING_KEY = 'tempero.languagePending';

/**
 * The pending choice itself (not a flag): i18n.changeLanguage finishes asynchronously (it may load
 * namespaces first), so the language to save must not be read back from i18n while it switches.
 */
function readPending(): TLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_PENDING_KEY);
    if (value === '1') return currentLanguage(); // written by an older version of the app
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function writePending(pending: TLanguage | false): void {
  try {
    if (pending) localStorage.setItem(LANGUAGE_PENDING_KEY, pending);
    else localStorage.removeItem(LANGUAGE_PENDING_KEY);
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this page.
  }
}

export function patchPreferences(body: TPreferences): Promise<TUser> {
  return dataOf(api.PATCH('/api/user/preferences', { body }));
}

function useSaveLanguage() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');
  return useMutation({
    mutationFn: (language: TLanguage) => patchPreferences({ language }),
    onSuccess: (user, language) => {
      queryClient.setQueryData<TUser | null>(CURRENT_USER_QUERY_KEY, user);
      if (readPending() === language) writePending(false);
    },
    onError: () => {
      toast({
        title: t('preferences.updateFailed'),
        description: t('preferences.languageKeptLocally'),
        variant: 'destructive',
      });
    },
  });
}

/** The interface language and a setter that also saves it to the account when signed in. */
export function useLanguage(): { language: TLanguage; setLanguage: (language: TLanguage) => void } {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveLanguage();
  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  const setLanguage = (next: TLanguage) => {
    writePending(next);
    void i18n.changeLanguage(next);
    const user = queryClient.getQueryData<TUser | null>(CURRENT_USER_QUERY_KEY);
    if (user && user.language !== next) save.mutate(next);
    else if (user) writePending(false);
  };
  return { language, setLanguage };
}

/**
 * Runs on signed-in screens: a pending device choice is saved to the account; otherwise the
 * account's language is applied (signing in on a new device brings your language with you).
 */
export function useAccountLanguageSync(user: TUser | null): void {
  const { i18n } = useTranslation();
  const save = useSaveLanguage();
  const synced = useRef<string | null>(null);
  const mutate = save.mutate;

  useEffect(() => {
    if (!user) return;
    const key = `${user.id}:${user.language}`;
    if (synced.current === key) return;
    synced.current = key;
    const device = currentLanguage();
    const pending = readPending();
    if (pending) {
      if (user.language !== pending) mutate(pending);
      else writePending(false);
    } else if (user.language !== device) {
      void i18n.changeLanguage(user.language);
    }
  }, [user, i18n, mutate]);
}
