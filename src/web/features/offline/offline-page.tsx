import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CachedRecipes } from './components/cached-recipes.tsx';
import { OfflineLinks } from './components/offline-links.tsx';
import { StatusCard } from './components/status-card.tsx';

/**
 * /offline (spec section 2): public, and one of the pages that work without a connection
 * (section 9). Tabs 'Offline Status' (connection, try again, the pages that work offline) and
 * 'Cached Recipes' (the favourites kept on this device, view-only). Signed-in users also see the
 * app-wide offline banner while offline.
 */
export default function OfflinePage() {
  const { t } = useTranslation('offline');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('intro')} />
      <Tabs defaultValue="status" className="flex flex-col">
        <TabsList aria-label={t('tabs.label')} className="w-fit">
          <TabsTrigger value="status">{t('tabs.status')}</TabsTrigger>
          <TabsTrigger value="cached">{t('tabs.cached')}</TabsTrigger>
        </TabsList>
        <TabsContent value="status" className="flex flex-col gap-6">
          <StatusCard />
          <OfflineLinks />
        </TabsContent>
        <TabsContent value="cached">
          <CachedRecipes />
        </TabsContent>
      </Tabs>
    </div>
  );
}
