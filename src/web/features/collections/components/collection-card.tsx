import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CollectionIconTile } from '../../../entities/collection/components/collection-icon.tsx';
import { collectionColor } from '../../../entities/collection/model/collection-style.ts';

/** One collection in the list: a link to its page, its recipe count, and edit and delete buttons. */
export function CollectionCard({
  collection,
  onEdit,
  onDelete,
  deleting = false,
}: {
  collection: TCollection;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  const { t } = useTranslation('collections');
  return (
    <Card className="relative gap-0 overflow-hidden transition-shadow focus-within:shadow-md hover:shadow-md">
      <div aria-hidden="true" className="h-1.5" style={{ backgroundColor: collectionColor(collection.color) }} />
      <div className="flex items-start gap-3 p-4 sm:p-5">
        <CollectionIconTile icon={collection.icon} color={collection.color} />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-tight font-semibold">
            {/* The whole card is the link's target area; the buttons sit above it. */}
            <Link
              href={`/collections/${encodeURIComponent(collection.id)}`}
              className="rounded outline-none after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="line-clamp-2 break-words">{collection.name}</span>
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('recipeCount', { count: collection.recipeCount })}</p>
          {collection.description ? (
            <p className="mt-2 line-clamp-2 text-sm break-words text-foreground/80">{collection.description}</p>
          ) : null}
        </div>
        <div className="relative z-10 -mt-1 -mr-1 flex shrink-0 gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('actions.editNamed', { name: collection.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={t('actions.deleteNamed', { name: collection.name })}
            disabled={deleting}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
