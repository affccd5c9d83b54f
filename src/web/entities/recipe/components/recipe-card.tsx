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
import { HouseholdBadge } from './household-badge.tsx';
import { ImportedBadge } from './imported-badge.tsx';
import { OverflowBadges } from './overflow-badges.tsx';
import { preloadRecipeDetailModal, RecipeDetailModal } from './lazy-recipe-detail-modal.tsx';
import { RecipeImage } from './recipe-image.tsx';
import { RecipeQuickFacts } from './recipe-meta.tsx';
import { readerTags } from '../lib/reader-tags.ts';

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
  const { t, i18n } = useTranslation('recipes');
  const { user } = useAuth();
  const extensions = useRecipeExtensions();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const isOwner = user?.id === recipe.userId;
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
      <CardImage recipe={recipe} isOwner={isOwner} priority={priorityImage} />

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <DifficultyBadge difficulty={recipe.difficulty} />
          <ImportedBadge sourceUrl={recipe.sourceUrl} />
          <HouseholdBadge visibility={recipe.visibility} />
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
          items={readerTags(recipe.tags, i18n.language).map((tag, index) => ({ id: `${index}:${tag}`, label: tag }))}
          badgeClassName="max-w-36"
        />
      </div>

      {/* One row at every card width (issue 20): the row is a size container; below 22rem "View
          recipe" keeps only its icon (its name stays in aria-label and title), below 17.5rem the
          buttons and gaps get smaller, so six actions still fit in 13rem. */}
      <div className="@container border-t bg-muted/30 px-4 py-3">
        <div
          role="group"
          aria-label={t('card.actions', { title: recipe.title })}
          className="flex flex-nowrap items-center gap-1 @[17.5rem]:gap-2 @max-[17.5rem]:[&_button:not([data-card-view])]:size-8"
        >
          <Button
            size="sm"
            data-card-view=""
            className="h-10 min-w-10 flex-1 @max-[17.5rem]:h-8"
            onClick={view}
            // The modal's code loads on first use; start as soon as the button is aimed at.
            onPointerEnter={onView ? undefined : preloadRecipeDetailModal}
            onFocus={onView ? undefined : preloadRecipeDetailModal}
            aria-label={t('card.viewNamed', { title: recipe.title })}
            title={t('card.viewNamed', { title: recipe.title })}
          >
            <Eye aria-hidden="true" />
            <span className="hidden @[22rem]:inline">{t('card.view')}</span>
          </Button>
          {isOwner ? <FavoriteButton recipe={recipe} /> : null}
          <SlotList slots={extensions.cardActions} props={{ recipe, isOwner }} />
          {actions}
        </div>
      </div>

      {open ? <RecipeDetailModal recipeId={recipe.id} recipe={recipe} open={open} onOpenChange={setOpen} /> : null}
    </article>
  );
}

/**
 * The card's picture and its image actions. A component of its own: when those actions change
 * (a drawing starts, the image manager's host mounts just after hydration) the picture renders
 * again, not the whole card.
 */
function CardImage({ recipe, isOwner, priority }: { recipe: TRecipeCard; isOwner: boolean; priority: boolean }) {
  const { t } = useTranslation('recipes');
  const image = useRecipeExtensions().useImageActions(recipe, isOwner);
  return (
    <RecipeImage
      src={recipe.imageUrl}
      alt={t('image.alt', { title: recipe.title })}
      priority={priority}
      className="aspect-[4/3] w-full"
      {...(isOwner ? image : { state: image.state })}
    />
  );
}
