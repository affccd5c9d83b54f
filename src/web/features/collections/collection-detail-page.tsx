import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useCollection } from '../../entities/collection/api/collection-query.ts';
import { useDeleteCollection } from '../../entities/collection/api/delete-collection.ts';
import { CollectionFormDialog } from '../../entities/collection/components/collection-form-dialog.tsx';
import { CollectionIconTile } from '../../entities/collection/components/collection-icon.tsx';
import { getErrorStatus } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddRecipesDialog } from './components/add-recipes-dialog.tsx';
import { CollectionNotFound } from './components/collection-not-found.tsx';
import { CollectionRecipesBrowser } from './components/collection-recipes-browser.tsx';
import { confirmDeleteCollection } from './components/delete-collection.ts';
import { ErrorRetry } from '../../components/ui/error-retry.tsx';
import { OfflineUnavailable } from '../../pwa/components/offline-unavailable.tsx';
import { useOnline } from '../../pwa/use-online.ts';

function BackLink() {
  const { t } = useTranslation('collections');
  return (
    <Link
      href="/collections"
      data-page-header
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
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const collection = useCollection(id);
  const remove = useDeleteCollection();
  const online = useOnline();
  useDocumentTitle(collection.data?.name ?? t('detailTitle'));

  if (collection.isPending) return <DetailSkeleton />;
  if (collection.isError) {
    if (getErrorStatus(collection.error) === 404) return <CollectionNotFound />;
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <PageHeader title={t('detailTitle')} />
        {online ? (
          <ErrorRetry
            message={t('detail.loadFailed')}
            retryLabel={t('actions.retry')}
            onRetry={() => void collection.refetch()}
          />
        ) : (
          <OfflineUnavailable />
        )}
      </div>
    );
  }

  const c = collection.data;

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

      <CollectionRecipesBrowser key={c.id} collection={c} onAdd={() => setAdding(true)} />

      <CollectionFormDialog open={editing} onOpenChange={setEditing} collection={c} />
      <AddRecipesDialog collection={c} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
