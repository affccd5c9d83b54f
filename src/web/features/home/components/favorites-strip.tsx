import { useId } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  RecipeCard,
  RecipeGrid,
  RecipeGridSkeleton,
  RecipesErrorState,
  useFavorites,
} from '../../../entities/recipe/index.ts';

/** Home's first 3 favourites with a link to /favorites (spec sections 2 and 9). */
export const HOME_FAVORITES_COUNT = 3;

export function FavoritesStrip() {
  const { t } = useTranslation('home');
  const headingId = useId();
  const favorites = useFavorites();
  const first = favorites.data?.slice(0, HOME_FAVORITES_COUNT) ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-2xl font-semibold">
          <Heart className="size-5 text-red-600" aria-hidden="true" />
          {t('favorites.title')}
        </h2>
        <Button asChild variant="link" className="px-0">
          <Link href="/favorites">
            {t('favorites.seeAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {favorites.isPending ? (
        <RecipeGridSkeleton count={HOME_FAVORITES_COUNT} />
      ) : favorites.isError ? (
        <RecipesErrorState error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : first.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card/60 px-6 py-8 text-center text-muted-foreground">
          {t('favorites.empty')}
        </p>
      ) : (
        <RecipeGrid label={t('favorites.title')} className="lg:grid-cols-3 xl:grid-cols-3">
          {first.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} className="h-full" />
            </li>
          ))}
        </RecipeGrid>
      )}
    </section>
  );
}
