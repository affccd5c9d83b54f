import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';

/** Placeholder until the history feature lands: the page's heading and what it is for. */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  return <PageHeader title={t('title')} description={t('intro')} />;
}
