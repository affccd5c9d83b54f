import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';

/** Placeholder until the meal-planner feature lands: a back button to /, the heading and what the page is for. */
export default function MealPlannerPage() {
  const { t } = useTranslation('meal-planner');
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
      <PageHeader title={t('title')} description={t('intro')} />
    </div>
  );
}
