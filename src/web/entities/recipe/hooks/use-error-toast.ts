import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api.ts';
import { toast } from '../../../components/ui/use-toast.ts';

/**
 * Raises the destructive toast of spec section 8 once per failure of a query ('Failed to fetch
 * recipes' with the server's message). Queries have no onError in TanStack Query 5, so the
 * toast follows the error state; the page also shows the error in place with a retry. None while
 * the browser is offline (issue 35: the planner offline showed a red failure toast).
 */
export function useQueryErrorToast(error: unknown, title: string): void {
  const { t } = useTranslation('errors');
  useEffect(() => {
    // Offline, the connectivity toast and banner have said why already; a red "failed" says nothing more.
    if (!error || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    toast({ title, description: getErrorMessage(error, t('generic.description')), variant: 'destructive' });
  }, [error, title, t]);
}
