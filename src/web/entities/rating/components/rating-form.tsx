import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/utils.ts';
import type { TMyRating } from '../api/my-rating-query.ts';
import { useSubmitRating } from '../api/submit-rating.ts';
import { COMMENT_MAX, formatRating, RATING_MIN, toRatingNumber } from '../model/rating-rules.ts';
import { RatingStars } from './rating-stars.tsx';

/**
 * Rate a recipe (spec section 5): a rating must be chosen before submitting; the comment is
 * optional, at most 500 characters, with a counter. Starts from `initial` when updating.
 */
export function RatingForm({
  recipeId,
  initial,
  onSaved,
  onCancel,
}: {
  recipeId: string;
  initial?: Pick<TMyRating, 'rating' | 'comment'> | null;
  onSaved?: (saved: TMyRating) => void;
  /** Shows a Cancel button (when an existing rating is being updated). */
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('ratings');
  const ids = { stars: useId(), error: useId(), comment: useId(), counter: useId() };
  const [rating, setRating] = useState(() => toRatingNumber(initial?.rating));
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [missingRating, setMissingRating] = useState(false);
  const submit = useSubmitRating();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    if (rating < RATING_MIN) {
      setMissingRating(true);
      document.getElementById(ids.stars)?.focus();
      return;
    }
    submit.mutate({ recipeId, rating, comment: comment.trim() || null }, { onSuccess: (saved) => onSaved?.(saved) });
  }

  const remaining = COMMENT_MAX - comment.length;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        {/* The slider carries the same name; this line is what sighted people read. */}
        <span className="text-sm font-medium" aria-hidden="true">
          {t('form.ratingLabel')}
          <span className="ml-0.5 text-destructive">*</span>
        </span>
        <div className="flex items-center gap-3">
          <RatingStars
            id={ids.stars}
            value={rating}
            size="lg"
            label={t('form.ratingLabel')}
            aria-invalid={missingRating}
            aria-describedby={missingRating ? ids.error : undefined}
            onChange={(value) => {
              setRating(value);
              setMissingRating(false);
            }}
          />
          {rating > 0 ? (
            <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
              {formatRating(rating, i18n.resolvedLanguage)}
            </span>
          ) : null}
        </div>
        {missingRating ? (
          <p id={ids.error} role="alert" className="text-sm text-destructive">
            {t('form.ratingRequired')}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">{t('form.ratingHint')}</p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.comment}>{t('form.commentLabel')}</Label>
        <Textarea
          id={ids.comment}
          value={comment}
          rows={3}
          maxLength={COMMENT_MAX}
          placeholder={t('form.commentPlaceholder')}
          aria-describedby={ids.counter}
          onChange={(e) => setComment(e.target.value.slice(0, COMMENT_MAX))}
        />
        <p
          id={ids.counter}
          className={cn('self-end text-xs tabular-nums text-muted-foreground', remaining <= 20 && 'text-brand-700')}
        >
          {t('form.counter', { count: comment.length, max: COMMENT_MAX })}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {submit.isPending ? t('form.submitting') : initial ? t('form.update') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
