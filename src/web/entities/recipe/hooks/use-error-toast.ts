import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api.ts';
import { toast } from '../../../components/ui/use-toast.ts';

/**
 * Raises the destructive toast of spec section 8 once per failure of a query ('Failed to fetch
 * recipes' with the server's message). Queries have no onError in TanStack Query 5, so the
 * toast follows the error state; the page also shows the error in place with a retry.
 */
export function useQueryErrorToast(error: unknown, title: string): void {
  const { t } = useTranslation('errors');
  useEffect(() => {
    if (!error) return;
    toast({ title, description: getErrorMessage(error, t('generic.description')), variant: 'destructive' });
  }, [error, title, t]);
}
