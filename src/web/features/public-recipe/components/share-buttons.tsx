import { Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useCopyLink } from '../../../entities/recipe/reader.ts';

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Share (the system share sheet where there is one, else copy) and copy link. */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('public-recipe');
  const copyLink = useCopyLink();

  const share = async () => {
    if (!canShare()) {
      await copyLink(url);
      return;
    }
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink(url);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {t('share')}
      </Button>
      <Button variant="outline" onClick={() => void copyLink(url)}>
        <Copy aria-hidden="true" />
        {t('copyLink')}
      </Button>
    </>
  );
}
