import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FolderX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Spec section 2: a missing collection shows 'Collection not found' with a link back to the list. */
export function CollectionNotFound() {
  const { t } = useTranslation('collections');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        <FolderX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild variant="outline">
        <Link href="/collections">
          <ArrowLeft aria-hidden="true" />
          {t('notFound.back')}
        </Link>
      </Button>
    </div>
  );
}
