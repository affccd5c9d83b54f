import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Heart, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FAVORITE_SORTS } from '../../../shared/constants.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { HydrationFieldset } from '../../components/ui/hydration-fieldset.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import {
  EmptyState,
  RecipeCard,
  RecipeGrid,
  RecipeGridSkeleton,
  RecipesErrorState,
  useFavorites,
  useQueryErrorToast,
} from '../../entities/recipe/index.ts';
import { ImportRecipeButton } from '../../widgets/recipe-import/index.ts';
import { useCachedFavorites } from '../../pwa/use-cached-favorites.ts';
import { useReviewedRecipeIds } from './api/reviewed-recipe-ids.ts';
import { collectTags, filterFavorites, type FavoriteSort } from './lib/filter-favorites.ts';

const ALL_TAGS = '__all__';

/**
 * My Favorites (spec section 2): search, tag filter, sort, only-reviewed toggle, the import
 * button and the count of saved recipes. The whole favourites list is loaded once and filtered
 * here, so typing gives instant results and the list works from the offline cache.
 */
export default function FavoritesPage() {
  const { t, i18n } = useTranslation('favorites');
  const { t: tr } = useTranslation('recipes');
  const ids = { search: useId(), tag: useId(), sort: useId(), reviewed: useId() };

  const [search, setSearch] = useState('');
  const [tag, setTag] = useState(ALL_TAGS);
  const [sort, setSort] = useState<FavoriteSort>('newest');
  const [onlyReviewed, setOnlyReviewed] = useState(false);

  const favorites = useFavorites();
  // Offline with no service-worker copy: the list kept on this device (younger than 24 hours).
  const cached = useCachedFavorites(favorites.isError);
  const reviewed = useReviewedRecipeIds(onlyReviewed);
  useQueryErrorToast(cached ? null : favorites.error, tr('errors.fetchRecipes'));

  const all = useMemo(() => favorites.data ?? cached?.recipes ?? [], [favorites.data, cached]);
  const tags = useMemo(() => collectTags(all, i18n.language), [all, i18n.language]);
  const selectedTag = tag !== ALL_TAGS && tags.includes(tag) ? tag : null;
  const shown = useMemo(
    () =>
      filterFavorites(all, {
        search,
        tag: selectedTag,
        sort,
        onlyIds: onlyReviewed ? (reviewed.data ?? new Set<string>()) : null,
      }),
    [all, search, selectedTag, sort, onlyReviewed, reviewed.data],
  );
  const filtered = shown.length !== all.length;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        description={favorites.data || cached ? t('count', { count: all.length }) : t('intro')}
        actions={<ImportRecipeButton />}
      />

      <div className="grid gap-3 rounded-2xl border bg-card p-4 shadow-xs md:grid-cols-[minmax(0,1fr)_11rem_11rem_auto] md:items-end">
        {/* Server-rendered, the filters wait for the app: nothing typed before it runs is lost. */}
        <HydrationFieldset className="contents">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.search}>{t('searchLabel')}</Label>
            <SearchInput
              id={ids.search}
              value={search}
              placeholder={t('searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.tag}>{t('tagLabel')}</Label>
            <NativeSelect id={ids.tag} value={selectedTag ?? ALL_TAGS} onChange={(event) => setTag(event.target.value)}>
              <option value={ALL_TAGS}>{t('allTags')}</option>
              {tags.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.sort}>{t('sortLabel')}</Label>
            <NativeSelect
              id={ids.sort}
              value={sort}
              onChange={(event) => {
                const next = FAVORITE_SORTS.find((option) => option === event.target.value);
                if (next) setSort(next);
              }}
            >
              {FAVORITE_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`sort.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex h-10 items-center gap-2 md:pb-0">
            <Switch id={ids.reviewed} checked={onlyReviewed} onCheckedChange={setOnlyReviewed} />
            <Label htmlFor={ids.reviewed}>{t('onlyReviewed')}</Label>
          </div>
        </HydrationFieldset>
      </div>

      {favorites.isPending || (onlyReviewed && reviewed.isPending) ? (
        <RecipeGridSkeleton count={6} />
      ) : favorites.isError && !cached ? (
        <RecipesErrorState error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : onlyReviewed && reviewed.isError ? (
        <RecipesErrorState error={reviewed.error} onRetry={() => void reviewed.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<Heart className="size-7" aria-hidden="true" />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button asChild variant="outline">
              <Link href="/history">{t('empty.action')}</Link>
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-7" aria-hidden="true" />}
          title={t('noMatch.title')}
          description={t('noMatch.description')}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {filtered ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('showingFiltered', { shown: shown.length, count: all.length })}
            </p>
          ) : null}
          <RecipeGrid label={t('listLabel')}>
            {shown.map((recipe, index) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} headingLevel={2} priorityImage={index < 4} className="h-full" />
              </li>
            ))}
          </RecipeGrid>
        </div>
      )}
    </div>
  );
}
