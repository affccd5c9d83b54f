import type { TFunction } from 'i18next';
import { toast } from '../../../../components/ui/use-toast.ts';
import { getErrorMessage, getErrorStatus } from '../../../../lib/api.ts';
import i18n from '../../../../lib/i18n.ts';
import { retryAfterSeconds } from '../../ai/lib/ai-error.ts';

export type ImagesT = TFunction<'images'>;

/**
 * The images namespace for code that runs outside a component that suspended for it (the card's
 * regenerate hook must not suspend every card while the texts load).
 */
export async function loadImagesT(): Promise<ImagesT> {
  await i18n.loadNamespaces(['images', 'errors']);
  return i18n.getFixedT(null, 'images');
}

/**
 * A toast description for a failed image call: over the generation budget (429) a sentence in the
 * interface language with the wait; otherwise the server's message, else the call's fallback.
 */
export function imageErrorText(t: ImagesT, error: unknown, fallback: string): string {
  if (getErrorStatus(error) === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds(error) ?? 60) / 60));
    return t('toast.rateLimited', { count: minutes });
  }
  return getErrorMessage(error, fallback);
}

/** Spec section 8: no new image address came back → 'Image Generation Issue' with the message. */
export function showGenerationIssue(t: ImagesT, message: string | undefined): void {
  toast({
    variant: 'destructive',
    title: t('toast.issueTitle'),
    description: message?.trim() || t('toast.issueFallback'),
  });
}

/** Card regenerate failed → the generic title with the server's message or the regenerate text. */
export function showRegenerateFailed(t: ImagesT, error: unknown): void {
  toast({
    variant: 'destructive',
    title: i18n.t('errors:generic.title'),
    description: imageErrorText(t, error, t('toast.regenerateFailed')),
  });
}

/** The manager's generate failed → 'Image Generation Failed'. */
export function showGenerationFailed(t: ImagesT, error: unknown): void {
  toast({
    variant: 'destructive',
    title: t('toast.generationFailedTitle'),
    description: imageErrorText(t, error, t('toast.generationFailed')),
  });
}

/** An upload refused on the device or by the server → 'Image Upload Failed'. */
export function showUploadFailed(t: ImagesT, description: string): void {
  toast({ variant: 'destructive', title: t('toast.uploadFailedTitle'), description });
}

export function showDownloadFailed(t: ImagesT): void {
  toast({ variant: 'destructive', title: t('toast.downloadFailedTitle'), description: t('toast.downloadFailed') });
}

/** Any other failed image change (confirm, remove): the generic title and the server's message. */
export function showImageError(t: ImagesT, error: unknown, fallback: string): void {
  toast({
    variant: 'destructive',
    title: i18n.t('errors:generic.title'),
    description: imageErrorText(t, error, fallback),
  });
}
