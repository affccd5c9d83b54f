import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Globe, Heart } from 'lucide-react';
import type { TReviewItem } from '../../../../shared/schemas/rating.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RecipeDetailModal } from '../../../entities/recipe/index.ts';
import { RatingStars } from '../../../entities/rating/components/rating-stars.tsx';
import { formatRating } from '../../../entities/rating/model/rating-rules.ts';
import { formatReviewDate } from './format.ts';

/** One review: the recipe, its stars and value, the comment, the date and the recipe's flags. */
export function ReviewCard({ review }: { review: TReviewItem }) {
  const { t, i18n } = useTranslation('reviews');
  const { recipe } = review;
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex-row gap-4 p-4">
      {recipe.imageUrl ? (
        <img
          src={recipe.imageUrl}
          alt=""
          loading="lazy"
          className="hidden size-20 shrink-0 rounded-xl object-cover sm:block"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words">
            {/* Opens the recipe, where the rating can be updated. */}
            <button
              type="button"
              onClick={() => setOpen(true)}
              aria-haspopup="dialog"
              className="rounded text-left underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {recipe.title}
            </button>
          </h3>
          <div className="flex shrink-0 flex-wrap gap-1.5">
            {recipe.isFavorite ? (
              <Badge variant="warning">
                <Heart aria-hidden="true" />
                {t('item.favorite')}
              </Badge>
            ) : null}
            {recipe.isPublic ? (
              <Badge variant="success">
                <Globe aria-hidden="true" />
                {t('item.public')}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <RatingStars value={review.rating} readOnly size="sm" />
          <span className="font-semibold tabular-nums" aria-hidden="true">
            {formatRating(review.rating, i18n.resolvedLanguage)}
          </span>
          <span className="text-muted-foreground">
            · {t('item.ratedOn', { date: formatReviewDate(review.ratedAt, i18n.resolvedLanguage) })}
          </span>
        </div>
        {review.comment ? (
          <p className="text-sm break-words whitespace-pre-line text-foreground/85">{review.comment}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('item.noComment')}</p>
        )}
      </div>
      {open ? (
        // Its own boundary: the modal may still be loading its texts, and the list must not blank meanwhile.
        <Suspense fallback={null}>
          <RecipeDetailModal recipeId={recipe.id} recipe={recipe} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
