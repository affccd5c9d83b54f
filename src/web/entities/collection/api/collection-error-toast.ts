import type { TFunction } from 'i18next';
import { getErrorMessage } from '../../../lib/api.ts';
import { toast } from '../../../components/ui/use-toast.ts';

export type CollectionErrorKind = 'add' | 'remove' | 'create' | 'update' | 'delete';

/**
 * Spec section 8 (Collections): a destructive toast titled for the failed action, described by the
 * server's message or 'Please try again.'.
 */
export function toastCollectionError(t: TFunction<'collections'>, kind: CollectionErrorKind, error: unknown): void {
  toast({
    variant: 'destructive',
    title: t(`errors.${kind}`),
    description: getErrorMessage(error, t('errors.fallback')),
  });
}
