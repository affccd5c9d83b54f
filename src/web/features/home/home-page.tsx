import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';

/** Placeholder until the home feature lands: the page's heading and what it is for. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return <PageHeader title={t('title')} description={t('intro')} />;
}
