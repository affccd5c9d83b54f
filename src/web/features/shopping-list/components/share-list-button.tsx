import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import type { ShoppingGroup } from '../lib/group-items.ts';
import { buildShareText, shareOrCopy } from '../lib/share-list.ts';

/** Share list (spec section 5): the share sheet, or the clipboard; an empty list has nothing to share. */
export function ShareListButton({ groups }: { groups: readonly ShoppingGroup[] }) {
  const { t } = useTranslation('shopping-list');
  async function share() {
    if (groups.every((group) => group.items.length === 0)) {
      toast({
        title: t('toasts.nothingToShare'),
        description: t('toasts.nothingToShareDescription'),
        variant: 'destructive',
      });
      return;
    }
    const title = t('share.title');
    const text = buildShareText(groups, { title, other: t('groups.other') });
    try {
      const outcome = await shareOrCopy({ title, text });
      if (outcome === 'copied') toast({ title: t('toasts.copied'), description: t('toasts.copiedDescription') });
    } catch {
      toast({ title: t('toasts.copyFailed'), description: t('toasts.copyFailedDescription'), variant: 'destructive' });
    }
  }
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {t('actions.share')}
    </Button>
  );
}
