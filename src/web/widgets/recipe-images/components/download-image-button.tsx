import { useState } from 'react';
import { Download, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { showDownloadFailed } from '../../../entities/recipe/images/lib/image-toasts.ts';
import { downloadImage } from '../lib/download.ts';

/** Saves a picture (the current one or a preview) under a name from the recipe title. */
export function DownloadImageButton({
  imageUrl,
  title,
  size = 'sm',
  disabled = false,
}: {
  imageUrl: string;
  title: string;
  size?: 'sm' | 'default';
  disabled?: boolean;
}) {
  const { t } = useTranslation('images');
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadImage(imageUrl, title);
    } catch {
      showDownloadFailed(t);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button variant="outline" size={size} disabled={disabled || downloading} onClick={() => void download()}>
      {downloading ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {downloading ? t('manager.downloading') : t('manager.download')}
    </Button>
  );
}
