import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { ImportRecipeButton } from '../../widgets/recipe-import/index.ts';
import { FavoritesStrip } from './components/favorites-strip.tsx';
import { GenerateRecipeForm, GeneratedRecipes } from './generate/index.ts';
import { usePendingRecipeAutoSave } from './hooks/use-pending-recipe-auto-save.ts';

/**
 * Home (spec section 2): the generation form, the import button and the generated recipes, then
 * the first 3 favourites. A public recipe saved before signing in is added here after load.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePendingRecipeAutoSave();

  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={t('title')} description={t('intro')} />

      <GenerateRecipeForm />

      <div className="flex flex-wrap gap-2">
        <ImportRecipeButton />
      </div>

      <GeneratedRecipes />

      <FavoritesStrip />
    </div>
  );
}
