import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';

/** Placeholder until the offline feature lands: the heading, its purpose and the links it offers. */
export default function OfflinePage() {
  const { t } = useTranslation('offline');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('intro')} />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href="/favorites">
            <Heart aria-hidden="true" />
            {t('favorites')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/shopping-list">
            <ShoppingCart aria-hidden="true" />
            {t('shoppingList')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
