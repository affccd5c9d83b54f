import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useCollection } from '../../entities/collection/api/collection-query.ts';
import { useCollectionRecipes } from '../../entities/collection/api/collection-recipes-query.ts';
import { useDeleteCollection } from '../../entities/collection/api/delete-collection.ts';
import { CollectionFormDialog } from '../../entities/collection/components/collection-form-dialog.tsx';
import { CollectionIconTile } from '../../entities/collection/components/collection-icon.tsx';
import { getErrorStatus } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddRecipesDialog } from './components/add-recipes-dialog.tsx';
import { CollectionNotFound } from './components/collection-not-found.tsx';
import { CollectionRecipes } from './components/collection-recipes.tsx';
import { confirmDeleteCollection } from './components/delete-collection.ts';
import { filterRecipes } from './components/filter-recipes.ts';
import { ErrorRetry } from '../../components/ui/error-retry.tsx';

function BackLink() {
  const { t } = useTranslation('collections');
  return (
    <Link
      href="/collections"
      className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('collections');
  return (
    <div role="status" aria-busy="true" aria-label={t('detail.loading')} className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-2xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-[var(--radius-card)]" />
        ))}
      </div>
    </div>
  );
}

/** /collections/:id — the recipes of one collection, with search, add, remove, edit and delete. */
export default function CollectionDetailPage() {
  const { t } = useTranslation('collections');
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const collection = useCollection(id);
  const recipes = useCollectionRecipes(id, { enabled: collection.isSuccess });
  const remove = useDeleteCollection();
  useDocumentTitle(collection.data?.name ?? t('detailTitle'));

  if (collection.isPending) return <DetailSkeleton />;
  if (collection.isError) {
    if (getErrorStatus(collection.error) === 404) return <CollectionNotFound />;
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <PageHeader title={t('detailTitle')} />
        <ErrorRetry
          message={t('detail.loadFailed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void collection.refetch()}
        />
      </div>
    );
  }

  const c = collection.data;
  const visible = recipes.data ? filterRecipes(recipes.data, search) : [];

  function deleteIt() {
    if (!confirmDeleteCollection(t, c.name)) return;
    remove.mutate(c.id, {
      onSuccess: () => {
        toast({ title: t('delete.done'), description: t('delete.doneDescription', { name: c.name }) });
        navigate('/collections');
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <CollectionIconTile icon={c.icon} color={c.color} size="lg" />
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-bold tracking-tight break-words sm:text-4xl">{c.name}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('recipeCount', { count: c.recipeCount })}</p>
            {c.description ? (
              <p className="mt-2 max-w-2xl text-base break-words text-foreground/80">{c.description}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('detail.addRecipes')}
          </Button>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('actions.edit')}
          </Button>
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            disabled={remove.isPending}
            onClick={deleteIt}
          >
            <Trash2 aria-hidden="true" />
            {t('actions.delete')}
          </Button>
        </div>
      </div>

      {c.recipeCount > 0 ? (
        <div className="relative max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('detail.searchPlaceholder')}
            aria-label={t('detail.searchLabel')}
            className="pl-9"
          />
        </div>
      ) : null}

      {recipes.isPending ? (
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
      ) : recipes.isError ? (
        <ErrorRetry
          message={t('detail.recipesFailed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void recipes.refetch()}
        />
      ) : recipes.data.length === 0 ? (
        <Card className="items-center px-6 py-12 text-center">
          <h2 className="text-xl font-semibold">{t('detail.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('detail.emptyText')}</p>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('detail.addRecipes')}
          </Button>
        </Card>
      ) : visible.length === 0 ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          {t('detail.noMatches', { search: search.trim() })}
        </p>
      ) : (
        <CollectionRecipes collectionId={c.id} recipes={visible} />
      )}

      <CollectionFormDialog open={editing} onOpenChange={setEditing} collection={c} />
      <AddRecipesDialog collection={c} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
