import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast.ts';

/** Writes text to the clipboard; throws when the browser refuses or has no clipboard. */
export async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * Copies a link and says so: 'Copied to clipboard', or the destructive
 * 'Copy failed: Could not copy link to clipboard.' (spec section 8). Resolves to success.
 */
export function useCopyLink(): (url: string) => Promise<boolean> {
  const { t } = useTranslation('recipes');
  return useCallback(
    async (url: string) => {
      try {
        await writeClipboard(url);
        toast({ title: t('clipboard.copied'), description: t('clipboard.copiedLink') });
        return true;
      } catch {
        toast({
          title: t('clipboard.failedTitle'),
          description: t('clipboard.failedDescription'),
          variant: 'destructive',
        });
        return false;
      }
    },
    [t],
  );
}
