import { useTranslation } from 'react-i18next';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { cn } from '../../../lib/utils.ts';
import { useCollections } from '../api/collections-query.ts';
import { collectionColor } from '../model/collection-style.ts';
import { collectionsOfRecipe, MAX_COLLECTION_BADGES, splitBadges } from '../model/collection-rules.ts';
import { CollectionIcon } from './collection-icon.tsx';

type BadgeCollection = Pick<TCollection, 'id' | 'name' | 'color' | 'icon'>;

/** Collection badges: at most `max` (3) coloured chips, then '+N more' naming the rest on hover. */
export function CollectionBadges({
  collections,
  max = MAX_COLLECTION_BADGES,
  className,
}: {
  collections: readonly BadgeCollection[];
  max?: number;
  className?: string;
}) {
  const { t } = useTranslation('card-actions');
  if (collections.length === 0) return null;
  const { shown, more } = splitBadges(collections, max);
  const hidden = collections.slice(shown.length).map((c) => c.name);
  return (
    <ul aria-label={t('collections.label')} className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {shown.map((c) => {
        const color = collectionColor(c.color);
        return (
          <li
            key={c.id}
            className="inline-flex max-w-[12rem] items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium text-foreground"
            // A light tint of the collection's colour keeps the text readable on every preset.
            style={{ backgroundColor: `${color}1f`, borderColor: `${color}66` }}
          >
            <CollectionIcon icon={c.icon} color={color} className="size-3" />
            <span className="truncate">{c.name}</span>
          </li>
        );
      })}
      {more > 0 ? (
        <li
          className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground"
          title={hidden.join(', ')}
        >
          <span aria-hidden="true">{t('collections.more', { count: more })}</span>
          <span className="sr-only">{t('collections.moreLabel', { count: more, names: hidden.join(', ') })}</span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The badges of the collections holding one recipe, read from the cached collection list (its
 * recipeIds), so a grid of cards makes no call per card. Nothing shows while loading or on failure.
 */
export function RecipeCollectionBadges({
  recipeId,
  max = MAX_COLLECTION_BADGES,
  className,
}: {
  recipeId: string;
  max?: number;
  className?: string;
}) {
  const { data } = useCollections();
  const holding = data ? collectionsOfRecipe(data, recipeId) : [];
  return <CollectionBadges collections={holding} max={max} className={className} />;
}
