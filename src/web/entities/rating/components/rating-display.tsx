import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { TMyRating } from '../api/my-rating-query.ts';
import { formatRating } from '../model/rating-rules.ts';
import { RatingStars } from './rating-stars.tsx';

/** The user's saved rating and comment, with an Update button that goes back to the form. */
export function RatingDisplay({
  rating,
  onUpdate,
}: {
  rating: Pick<TMyRating, 'rating' | 'comment'>;
  onUpdate: () => void;
}) {
  const { t, i18n } = useTranslation('ratings');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t('display.yours')}</span>
        <RatingStars value={rating.rating} readOnly size="md" />
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {formatRating(rating.rating, i18n.resolvedLanguage)}
        </span>
      </div>
      {rating.comment ? (
        <blockquote className="rounded-lg border-l-4 border-brand-300 bg-muted/60 px-3 py-2 text-sm whitespace-pre-line break-words">
          {rating.comment}
        </blockquote>
      ) : null}
      <Button variant="outline" size="sm" className="self-start" onClick={onUpdate}>
        <Pencil aria-hidden="true" />
        {t('display.update')}
      </Button>
    </div>
  );
}
