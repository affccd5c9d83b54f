import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api.ts';
import { toast } from '../../../components/ui/use-toast.ts';

/**
 * The error toast of spec section 8 for a recipe call: the generic 'Error' title, and the server's
 * message when it sent one, else the call's own text ('Failed to update favorite status.'…).
 */
export function useRecipeErrorToast(): (error: unknown, fallback: string) => void {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown, fallback: string) => {
      toast({ title: t('generic.title'), description: getErrorMessage(error, fallback), variant: 'destructive' });
    },
    [t],
  );
}

export interface MutationToastOptions {
  /** Show the spec's error toast on failure (default). Turn off to handle the error yourself. */
  errorToast?: boolean;
}
