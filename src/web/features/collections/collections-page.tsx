import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';

/** Placeholder until the collections feature lands: the page's heading and what it is for. */
export default function CollectionsPage() {
  const { t } = useTranslation('collections');
  return <PageHeader title={t('title')} description={t('intro')} />;
}
