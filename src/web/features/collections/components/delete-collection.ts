import type { TFunction } from 'i18next';

/**
 * Spec section 2: deleting a collection asks for the browser's confirmation, saying it cannot be
 * undone. Returns whether the person agreed.
 */
export function confirmDeleteCollection(t: TFunction<'collections'>, name: string): boolean {
  return window.confirm(t('delete.confirm', { name }));
}
