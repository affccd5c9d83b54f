import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';

/** Placeholder until the my-reviews feature lands: the page's heading and what it is for. */
export default function MyReviewsPage() {
  const { t } = useTranslation('my-reviews');
  return <PageHeader title={t('title')} description={t('intro')} />;
}
