import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCollectionRecipes } from '../../../entities/collection/api/collection-recipes-query.ts';
import { pageCount, shownRange } from '../../../lib/pagination.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { OfflineUnavailable } from '../../../pwa/components/offline-unavailable.tsx';
import { useOnline } from '../../../pwa/use-online.ts';
import { CollectionRecipes } from './collection-recipes.tsx';

/** Recipes per page: fills whole rows of the 1-, 2-, 3- and 4-column grid. */
export const COLLECTION_PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

function RecipesSkeleton() {
  const { t } = useTranslation('collections');
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('detail.loadingRecipes')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-32 rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

/**
 * The recipes of a collection, a page at a time, searched by the server (title, tags or
 * description) once typing stops; like History, the page goes back to 1 when the search changes.
 */
export function CollectionRecipesBrowser({ collection, onAdd }: { collection: TCollection; onAdd: () => void }) {
  const { t } = useTranslation('collections');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const query = useCollectionRecipes(collection.id, { q: search || undefined, page, pageSize: COLLECTION_PAGE_SIZE });

  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, COLLECTION_PAGE_SIZE);
  // Removing the last recipe of the last page leaves us past the end: step back.
  if (query.data && !query.isPlaceholderData && page > totalPages) setPage(totalPages);

  const goToPage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div ref={top} className="flex scroll-mt-20 flex-col gap-6">
      {collection.recipeCount > 0 ? (
        <SearchInput
          wrapperClassName="max-w-md"
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
            setPage(1);
          }}
          placeholder={t('detail.searchPlaceholder')}
          aria-label={t('detail.searchLabel')}
        />
      ) : null}

      {!online && !query.data ? (
        <OfflineUnavailable />
      ) : query.isPending ? (
        <RecipesSkeleton />
      ) : query.isError && !query.data ? (
        <ErrorRetry
          message={t('detail.recipesFailed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : total === 0 && !search ? (
        <Card className="items-center px-6 py-12 text-center">
          <h2 className="text-xl font-semibold">{t('detail.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('detail.emptyText')}</p>
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('detail.addRecipes')}
          </Button>
        </Card>
      ) : total === 0 ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          {t('detail.noMatches', { search })}
        </p>
      ) : (
        <div className="flex flex-col gap-5" aria-busy={query.isFetching}>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="collection-range">
            {t('detail.showing', shownRange(page, COLLECTION_PAGE_SIZE, total))}
          </p>
          <CollectionRecipes
            collectionId={collection.id}
            recipes={query.data?.recipes ?? []}
            className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          />
          <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={goToPage} />
        </div>
      )}
    </div>
  );
}
