import { HeartOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { useCachedFavorites } from '../../../pwa/use-cached-favorites.ts';
import { OfflineRecipeCard } from './offline-recipe-card.tsx';

/**
 * Spec section 2 (Offline page, Cached Recipes): the favourites kept on this device, used only if
 * the copy is younger than 24 hours (section 4, Connectivity).
 */
export function CachedRecipes() {
  const { t, i18n } = useTranslation('offline');
  const cached = useCachedFavorites();
  if (!cached || cached.recipes.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <HeartOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-display text-xl font-semibold">{t('cached.emptyTitle')}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t('cached.emptyDescription')}</p>
      </Card>
    );
  }
  const savedAt = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(cached.savedAt));
  return (
    <section aria-labelledby="offline-cached" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="offline-cached" className="font-display text-lg font-semibold">
          {t('cached.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('cached.savedAt', { date: savedAt })}</p>
      </div>
      <ul aria-label={t('cached.listLabel')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cached.recipes.map((recipe) => (
          <li key={recipe.id}>
            <OfflineRecipeCard recipe={recipe} />
          </li>
        ))}
      </ul>
    </section>
  );
}
