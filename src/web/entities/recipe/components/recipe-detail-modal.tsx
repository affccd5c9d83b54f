import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useRecipe } from '../api/get-recipe.ts';
import type { TRecipe, TRecipeCard } from '../api/types.ts';
import { useRecipeExtensions } from '../extensions/context.tsx';
import { SlotList } from '../extensions/slot-list.tsx';
import { DeleteRecipeButton } from './delete-recipe-button.tsx';
import { DifficultyBadge } from './difficulty-badge.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { HouseholdBadge } from './household-badge.tsx';
import { ImportedBadge } from './imported-badge.tsx';
import { RecipeImage } from './recipe-image.tsx';
import { RecipeTimes } from './recipe-meta.tsx';
import {
  RecipeIngredients,
  RecipeInstructions,
  RecipeSourceLink,
  RecipeSourceRating,
  RecipeTags,
  RecipeTips,
} from './recipe-sections.tsx';
import { VisibilityControl } from './visibility-control.tsx';
import { RecipeUnitsToolbar, useRecipeUnits } from '../units/index.ts';
import { RecipeNutritionPanel } from '../nutrition/index.ts';

// Full screen on phones, a centred panel from the sm breakpoint up. A flex column, not the
// default grid: grid rows would squeeze into the fixed height and let the text slide under the image.
const CONTENT_CLASSES =
  'top-0 left-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-6 rounded-none border-0 p-0 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border';

export interface RecipeDetailModalProps {
  recipeId: string;
  /**
   * The copy the opener already has. A whole recipe shows at once; a card (a list entry, without
   * ingredients or steps) does not: the modal reads the detail first.
   */
  recipe?: TRecipe | TRecipeCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the planner for this meal: passed to the slots (cook mode can mark it done). */
  meal?: { id: string; date: string };
}

function isWholeRecipe(recipe: TRecipe | TRecipeCard): recipe is TRecipe {
  return 'ingredients' in recipe && 'instructions' in recipe;
}

/**
 * The recipe detail modal (spec section 2): everything about one recipe, with the owner's
 * controls (favourite, visibility with the public link, delete) and the extension points of
 * extensions/registry.ts (Edit, AI modifications, images, rating…).
 */
export function RecipeDetailModal({ recipeId, recipe: initial, open, onOpenChange, meal }: RecipeDetailModalProps) {
  const { t } = useTranslation('recipes');
  const { t: tc } = useTranslation();
  const query = useRecipe(recipeId, {
    initial: initial && isWholeRecipe(initial) ? initial : undefined,
    enabled: open,
  });
  const recipe = query.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={CONTENT_CLASSES}
        // Described by the recipe's description when it has one; Radix wants an explicit opt-out otherwise.
        {...(recipe?.description ? {} : { 'aria-describedby': undefined })}
      >
        {/* Our own close button: it sits on the photo, so it needs its own background. */}
        <DialogClose
          aria-label={tc('actions.close')}
          className="absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md transition-colors hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogClose>
        {recipe ? (
          <RecipeDetailBody recipe={recipe} meal={meal} close={() => onOpenChange(false)} />
        ) : (
          <div className="flex min-h-64 shrink-0 flex-col items-center justify-center gap-3 p-6 text-center">
            <DialogTitle className="sr-only">
              {query.isError ? t('detail.loadFailed') : t('detail.loading')}
            </DialogTitle>
            {query.isError ? (
              <>
                <p role="alert">{t('detail.loadFailed')}</p>
                <Button variant="outline" onClick={() => void query.refetch()}>
                  {t('list.retry')}
                </Button>
              </>
            ) : (
              <p role="status" className="flex items-center gap-2 text-muted-foreground">
                <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                {t('detail.loading')}
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RecipeDetailBody({
  recipe,
  close,
  meal,
}: {
  recipe: TRecipe;
  close: () => void;
  meal?: RecipeDetailModalProps['meal'];
}) {
  const { t } = useTranslation('recipes');
  const { user } = useAuth();
  const extensions = useRecipeExtensions();
  const isOwner = user?.id === recipe.userId;
  const image = extensions.useImageActions(recipe, isOwner);
  const units = useRecipeUnits(recipe);
  const slotProps = { recipe, isOwner, closeModal: close, meal };

  return (
    <>
      <RecipeImage
        src={recipe.imageUrl}
        alt={t('image.alt', { title: recipe.title })}
        priority
        // Without a picture a short banner is enough.
        className={recipe.imageUrl ? 'aspect-[16/9] max-h-80 w-full shrink-0' : 'h-36 w-full shrink-0'}
        {...(isOwner ? image : { state: image.state })}
      />

      <div className="flex shrink-0 flex-col gap-6 px-5 pb-8 sm:px-8">
        <DialogHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={recipe.difficulty} />
            <ImportedBadge sourceUrl={recipe.sourceUrl} />
            <HouseholdBadge visibility={recipe.visibility} />
          </div>
          <DialogTitle className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
            {recipe.title}
          </DialogTitle>
          {recipe.description ? (
            <DialogDescription className="text-base leading-relaxed">{recipe.description}</DialogDescription>
          ) : null}
        </DialogHeader>

        <RecipeTimes recipe={{ ...recipe, servings: units.servings }} />

        <div role="group" aria-label={t('detail.toolbar')} className="flex flex-wrap items-center gap-2">
          {isOwner ? <FavoriteButton recipe={recipe} withLabel /> : null}
          <SlotList slots={extensions.modalActions} props={slotProps} />
          {isOwner ? <SlotList slots={extensions.modalOwnerActions} props={slotProps} /> : null}
          {isOwner ? <DeleteRecipeButton recipe={recipe} onDeleted={close} /> : null}
        </div>

        {isOwner ? <VisibilityControl recipe={recipe} /> : null}

        <RecipeUnitsToolbar units={units} />
        <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <RecipeIngredients ingredients={units.ingredients} />
          <RecipeInstructions instructions={units.instructions} />
        </div>

        <RecipeNutritionPanel recipe={recipe} servings={units.servings} />
        <RecipeTips tips={units.tips} />
        <RecipeTags tags={recipe.tags} />
        <RecipeSourceLink sourceUrl={recipe.sourceUrl} />
        <RecipeSourceRating rating={recipe.sourceRating} />

        <SlotList slots={extensions.modalSections} props={slotProps} />
      </div>
    </>
  );
}
