import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Globe, Heart } from 'lucide-react';
import type { TReviewItem } from '../../../../shared/schemas/rating.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RatingStars } from '../../../entities/rating/components/rating-stars.tsx';
import { formatRating } from '../../../entities/rating/model/rating-rules.ts';
import { formatReviewDate } from './format.ts';

/** One review: the recipe, its stars and value, the comment, the date and the recipe's flags. */
export function ReviewCard({
  review,
  title,
}: {
  review: TReviewItem;
  /** The title element (a button that opens the recipe, or text). */ title?: ReactNode;
}) {
  const { t, i18n } = useTranslation('reviews');
  const { recipe } = review;
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
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words">{title ?? recipe.title}</h3>
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
    </Card>
  );
}
