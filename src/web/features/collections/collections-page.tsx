import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderOpen, Plus } from 'lucide-react';
import type { TCollection } from '../../../shared/schemas/collection.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useCollections } from '../../entities/collection/api/collections-query.ts';
import { useDeleteCollection } from '../../entities/collection/api/delete-collection.ts';
import { CollectionFormDialog } from '../../entities/collection/components/collection-form-dialog.tsx';
import { filterCollections } from '../../entities/collection/model/collection-rules.ts';
import { CollectionCard } from './components/collection-card.tsx';
import { CollectionsSkeleton } from './components/collections-skeleton.tsx';
import { confirmDeleteCollection } from './components/delete-collection.ts';
import { ErrorRetry } from '../../components/ui/error-retry.tsx';

type DialogState = { mode: 'create' } | { mode: 'edit'; collection: TCollection } | null;

/** /collections: the user's collections with search, and create, edit and delete (spec section 2). */
export default function CollectionsPage() {
  const { t } = useTranslation('collections');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const collections = useCollections();
  const remove = useDeleteCollection();

  function deleteCollection(collection: TCollection) {
    if (!confirmDeleteCollection(t, collection.name)) return;
    remove.mutate(collection.id, {
      onSuccess: () =>
        toast({ title: t('delete.done'), description: t('delete.doneDescription', { name: collection.name }) }),
    });
  }

  const visible = collections.data ? filterCollections(collections.data, search) : [];
  const hasAny = (collections.data?.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {t('actions.new')}
          </Button>
        }
      />

      {hasAny ? (
        <SearchInput
          wrapperClassName="max-w-md"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.searchLabel')}
        />
      ) : null}

      {collections.isPending ? (
        <CollectionsSkeleton />
      ) : collections.isError ? (
        <ErrorRetry
          message={t('list.loadFailed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void collections.refetch()}
        />
      ) : !hasAny ? (
        <Card className="items-center px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
            <FolderOpen aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-xl font-semibold">{t('list.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('list.emptyText')}</p>
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {t('list.createFirst')}
          </Button>
        </Card>
      ) : visible.length === 0 ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          {t('list.noMatches', { search: search.trim() })}
        </p>
      ) : (
        <ul aria-label={t('list.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((c) => (
            <li key={c.id}>
              <CollectionCard
                collection={c}
                onEdit={() => setDialog({ mode: 'edit', collection: c })}
                onDelete={() => deleteCollection(c)}
                deleting={remove.isPending && remove.variables === c.id}
              />
            </li>
          ))}
        </ul>
      )}

      <CollectionFormDialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        collection={dialog?.mode === 'edit' ? dialog.collection : undefined}
      />
    </div>
  );
}
