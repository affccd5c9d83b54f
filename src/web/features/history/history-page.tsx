import { useId, useState } from 'react';
import { Link } from 'wouter';
import { BookOpen, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_PAGE_SIZES, HISTORY_SORTS } from '../../../shared/constants.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ChoiceSelect } from '../../components/ui/choice-select.tsx';
import {
  EmptyState,
  RecipeCard,
  RecipeGrid,
  RecipeGridSkeleton,
  RecipesErrorState,
  useQueryErrorToast,
  useRecipes,
} from '../../entities/recipe/index.ts';
import { OfflineUnavailable } from '../../pwa/components/offline-unavailable.tsx';
import { useOnline } from '../../pwa/use-online.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { pageCount, shownRange } from '../../lib/pagination.ts';

type HistorySort = (typeof HISTORY_SORTS)[number];
const SEARCH_DEBOUNCE_MS = 300;

/**
 * History (spec section 2): every recipe of the user, searched by title, sorted and paged by the
 * server. The page goes back to 1 whenever the search, the sort or the page size changes.
 */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  const { t: tr } = useTranslation('recipes');
  const searchId = useId();
  const sortId = useId();
  const sizeId = useId();

  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<HistorySort>('newest');
  const [pageSize, setPageSize] = useState<number>(HISTORY_DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const query = useRecipes({ search, sort, page, pageSize });
  const online = useOnline();
  // Offline, a failed read is expected: the page says it needs a connection instead (issue 20).
  useQueryErrorToast(online ? query.error : null, tr('errors.fetchRecipes'));

  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, pageSize);
  // Deleting the last recipe of the last page leaves us past the end: step back.
  if (query.data && !query.isPlaceholderData && page > totalPages) setPage(totalPages);
  const range = shownRange(page, pageSize, total);
  const recipes = query.data?.recipes ?? [];

  const goToPage = (next: number) => {
    setPage(next);
    document.getElementById('main')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('intro')} />

      <div className="grid gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_12rem_10rem]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={searchId}>{t('searchLabel')}</Label>
          <SearchInput
            id={searchId}
            value={searchText}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={sortId}>{t('sortLabel')}</Label>
          <ChoiceSelect
            id={sortId}
            value={sort}
            choices={HISTORY_SORTS}
            label={(option) => t(`sort.${option}`)}
            onChange={(value) => {
              setSort(value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={sizeId}>{t('pageSizeLabel')}</Label>
          <ChoiceSelect
            id={sizeId}
            value={pageSize}
            choices={HISTORY_PAGE_SIZES}
            label={(size) => t('pageSizeOption', { count: size })}
            onChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </div>
      </div>

      {!online && !query.data ? (
        <OfflineUnavailable />
      ) : query.isPending ? (
        <RecipeGridSkeleton count={8} />
      ) : query.isError && !query.data ? (
        <RecipesErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        search ? (
          <EmptyState
            icon={<SearchX className="size-7" aria-hidden="true" />}
            title={t('noMatch.title', { search })}
            description={t('noMatch.description')}
          />
        ) : (
          <EmptyState
            icon={<BookOpen className="size-7" aria-hidden="true" />}
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Button asChild>
                <Link href="/">{t('empty.action')}</Link>
              </Button>
            }
          />
        )
      ) : (
        <div className="flex flex-col gap-5" aria-busy={query.isFetching}>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="history-range">
            {t('showing', range)}
          </p>
          <RecipeGrid
            label={t('listLabel')}
            className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            {recipes.map((recipe, index) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} headingLevel={2} priorityImage={index < 4} className="h-full" />
              </li>
            ))}
          </RecipeGrid>
          <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={goToPage} />
        </div>
      )}
    </div>
  );
}
