import { ChefHat } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * Placeholder for /public/recipe/:id, /public/recipes/:id and /recipes/:id until the public recipe
 * feature lands: the heading, what the page is for and the spec's 'try the generator' button.
 */
export default function PublicRecipePage() {
  const { t } = useTranslation('public-recipe');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('intro')} />
      <Button asChild className="w-fit">
        <Link href="/">
          <ChefHat aria-hidden="true" />
          {t('tryGenerator')}
        </Link>
      </Button>
    </div>
  );
}
