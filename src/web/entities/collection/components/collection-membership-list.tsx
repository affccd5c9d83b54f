import { useId } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useAddRecipeToCollection } from '../api/add-recipe-to-collection.ts';
import { useCollections } from '../api/collections-query.ts';
import { useRemoveRecipeFromCollection } from '../api/remove-recipe-from-collection.ts';
import { CollectionIcon } from './collection-icon.tsx';

/** One collection with a checkbox that puts the recipe in it or takes it out. */
function MembershipItem({ collection, recipeId }: { collection: TCollection; recipeId: string }) {
  const { t } = useTranslation('collections');
  const id = useId();
  const add = useAddRecipeToCollection();
  const remove = useRemoveRecipeFromCollection();
  const checked = collection.recipeIds.includes(recipeId);
  // One change at a time per collection, so an add and a remove never race each other.
  const pending = add.isPending || remove.isPending;

  return (
    <li className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent/60">
      <Checkbox
        id={id}
        checked={checked}
        disabled={pending}
        aria-busy={pending || undefined}
        onCheckedChange={(next) => {
          const vars = { collectionId: collection.id, recipeId };
          if (next === true) add.mutate(vars);
          else remove.mutate(vars);
        }}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
        <CollectionIcon icon={collection.icon} color={collection.color} />
        <span className="truncate font-medium">{collection.name}</span>
        <span className="ml-auto shrink-0 text-xs text-muted-foreground">
          {t('recipeCount', { count: collection.recipeCount })}
        </span>
      </label>
      {pending ? <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-muted-foreground" /> : null}
    </li>
  );
}

/**
 * The user's collections, each with a checkbox for one recipe (the quick-collections popover and
 * the collections manager dialog). With no collections it links to /collections (spec section 2).
 */
export function CollectionMembershipList({
  recipeId,
  onNavigate,
  showManageLink = false,
}: {
  recipeId: string;
  /** Called when a link to /collections is followed (to close the popover or dialog). */
  onNavigate?: () => void;
  /** Add a 'Manage collections' link under a non-empty list. */
  showManageLink?: boolean;
}) {
  const { t } = useTranslation('collections');
  const { data, isPending, isError, refetch } = useCollections();

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t('membership.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-2 py-1">
        <p className="text-sm text-muted-foreground">{t('membership.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2 py-1">
        <p className="text-sm text-muted-foreground">{t('membership.none')}</p>
        <Button asChild size="sm">
          <Link href="/collections" onClick={onNavigate}>
            {t('membership.createFirst')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t('membership.listLabel')} className="-mx-2 flex max-h-72 flex-col overflow-y-auto">
        {data.map((c) => (
          <MembershipItem key={c.id} collection={c} recipeId={recipeId} />
        ))}
      </ul>
      {showManageLink ? (
        <Link
          href="/collections"
          onClick={onNavigate}
          className="mt-1 self-start rounded px-0.5 text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('membership.manage')}
        </Link>
      ) : null}
    </>
  );
}
