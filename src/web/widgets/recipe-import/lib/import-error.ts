import type { TFunction } from 'i18next';
import { getErrorMessage, getErrorStatus } from '../../../lib/api.ts';
import { PhotoUploadError } from '../../../entities/recipe/import/api/import-recipe.ts';
import type { ImportKind } from '../../../entities/recipe/import/api/use-import-recipe.ts';

/**
 * The text shown for a failed import (spec section 8): the server's message when it sent one (it
 * answers in the account's language), else the import's own text. A failed photo upload says
 * 'Failed to upload image. Please try again.', or why, for a file too large or not an image.
 */
export function importErrorMessage(error: unknown, kind: ImportKind, t: TFunction<'import'>): string {
  if (error instanceof PhotoUploadError) {
    if (error.status === 413) return t('errors.photoTooLarge');
    if (error.status === 415) return t('errors.notAnImage');
    return t('errors.uploadFailed');
  }
  switch (kind) {
    case 'url':
      return getErrorMessage(error, t('errors.importFailed'));
    case 'text':
      return getErrorMessage(error, t('errors.textFailed'));
    case 'photo': {
      const status = getErrorStatus(error);
      const readFailed = status === 422 || status === 415 || status === 504;
      return getErrorMessage(error, readFailed ? t('errors.clearerPhoto') : t('errors.uploadFailed'));
    }
  }
}
