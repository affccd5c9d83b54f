import { useId, useState, type ReactNode } from 'react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { cn } from '../../../lib/utils.ts';
import type { TRecipeCard } from '../api/types.ts';
import { useRecipeExtensions } from '../extensions/context.tsx';
import { SlotList } from '../extensions/slot-list.tsx';
import { DifficultyBadge } from './difficulty-badge.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { ImportedBadge } from './imported-badge.tsx';
import { OverflowBadges } from './overflow-badges.tsx';
import { RecipeDetailModal } from './recipe-detail-modal.tsx';
import { RecipeImage } from './recipe-image.tsx';
import { RecipeQuickFacts } from './recipe-meta.tsx';

export interface RecipeCardProps {
  recipe: TRecipeCard;
  /** Replaces opening the card's own detail modal (e.g. a picker that selects instead). */
  onView?: (recipe: TRecipeCard) => void;
  /** Badges for this screen only, after the registered card badges. */
  badges?: ReactNode;
  /** Actions for this screen only, after the registered card actions (e.g. "remove from collection"). */
  actions?: ReactNode;
  /** Title heading level in the page outline: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** Load the image at once (cards above the fold). */
  priorityImage?: boolean;
  className?: string;
}

/**
 * The recipe card (spec section 2): image, badges (difficulty, Imported + host, collections),
 * title, total time and servings, 3 tags, and actions: view recipe, favourite, then the
 * registered extensions (shopping list, quick collections, Add to Meal Plan).
 */
export function RecipeCard({
  recipe,
  onView,
  badges,
  actions,
  headingLevel = 3,
  priorityImage = false,
  className,
}: RecipeCardProps) {
  const { t } = useTranslation('recipes');
  const { user } = useAuth();
  const extensions = useRecipeExtensions();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const isOwner = user?.id === recipe.userId;
  const image = extensions.useImageActions(recipe, isOwner);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const view = () => (onView ? onView(recipe) : setOpen(true));

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group flex flex-col overflow-hidden rounded-[var(--radius-card)] border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <RecipeImage
        src={recipe.imageUrl}
        alt={t('image.alt', { title: recipe.title })}
        priority={priorityImage}
        className="aspect-[4/3] w-full"
        {...(isOwner ? image : { state: image.state })}
      />

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <DifficultyBadge difficulty={recipe.difficulty} />
          <ImportedBadge sourceUrl={recipe.sourceUrl} />
          <SlotList slots={extensions.cardBadges} props={{ recipe, isOwner }} />
          {badges}
        </div>

        <Heading id={titleId} className="line-clamp-2 font-display text-lg leading-snug font-semibold">
          {recipe.title}
        </Heading>
        {recipe.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{recipe.description}</p> : null}

        <RecipeQuickFacts recipe={recipe} />

        <OverflowBadges
          label={t('detail.tags')}
          items={recipe.tags.map((tag, index) => ({ id: `${index}:${tag}`, label: tag }))}
          badgeClassName="max-w-36"
        />
      </div>

      <div
        role="group"
        aria-label={t('card.actions', { title: recipe.title })}
        className="flex flex-wrap items-center gap-2 border-t bg-muted/30 px-4 py-3"
      >
        <Button
          size="sm"
          className="h-10 flex-1"
          onClick={view}
          aria-label={t('card.viewNamed', { title: recipe.title })}
        >
          <Eye aria-hidden="true" />
          {t('card.view')}
        </Button>
        {isOwner ? <FavoriteButton recipe={recipe} /> : null}
        <SlotList slots={extensions.cardActions} props={{ recipe, isOwner }} />
        {actions}
      </div>

      {open ? <RecipeDetailModal recipeId={recipe.id} recipe={recipe} open={open} onOpenChange={setOpen} /> : null}
    </article>
  );
}
