import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyRating } from '../api/my-rating-query.ts';
import { MyRatingSkeleton } from './my-rating-skeleton.tsx';
import { RatingDisplay } from './rating-display.tsx';
import { RatingForm } from './rating-form.tsx';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';

/**
 * The signed-in user's own rating of a recipe (spec section 4): the form while there is none,
 * then the saved rating with an Update button that returns to the form. Loaded on demand by
 * RecipeRatingSection (signed-in readers only), so the public page's visitors never download it.
 */
export function MyRating({ recipeId }: { recipeId: string }) {
  const { t } = useTranslation('ratings');
  const mine = useMyRating(recipeId);
  const [editing, setEditing] = useState(false);

  if (mine.isPending) return <MyRatingSkeleton />;
  if (mine.isError) {
    return (
      <ErrorRetry
        variant="inline"
        message={t('mine.loadFailed')}
        retryLabel={t('mine.retry')}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  if (!mine.data || editing) {
    return (
      <RatingForm
        key={mine.data?.updatedAt ?? 'new'}
        recipeId={recipeId}
        initial={mine.data}
        onSaved={() => setEditing(false)}
        onCancel={mine.data ? () => setEditing(false) : undefined}
      />
    );
  }
  return <RatingDisplay rating={mine.data} onUpdate={() => setEditing(true)} />;
}
