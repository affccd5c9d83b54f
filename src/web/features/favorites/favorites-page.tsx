import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';

/** Placeholder until the favorites feature lands: the page's heading and what it is for. */
export default function FavoritesPage() {
  const { t } = useTranslation('favorites');
  return <PageHeader title={t('title')} description={t('intro')} />;
}
