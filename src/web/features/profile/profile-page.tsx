import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';

/** Placeholder until the profile feature lands: the page's heading and what it is for. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  return <PageHeader title={t('title')} description={t('intro')} />;
}
