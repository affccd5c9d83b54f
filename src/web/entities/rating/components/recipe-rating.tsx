import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { loginUrl, useCurrentPathAndQuery } from '../../../lib/navigation.ts';
import { cn } from '../../../lib/utils.ts';
import { useMyRating } from '../api/my-rating-query.ts';
import { RatingDisplay } from './rating-display.tsx';
import { RatingForm } from './rating-form.tsx';
import { RatingSummary } from './rating-summary.tsx';

/**
 * The signed-in user's own rating of a recipe (spec section 4): the form while there is none,
 * then the saved rating with an Update button that returns to the form.
 */
export function MyRating({ recipeId }: { recipeId: string }) {
  const { t } = useTranslation('ratings');
  const mine = useMyRating(recipeId);
  const [editing, setEditing] = useState(false);

  if (mine.isPending) {
    return (
      <div role="status" aria-label={t('mine.loading')} className="flex flex-col gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm text-muted-foreground">{t('mine.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={() => void mine.refetch()}>
          {t('mine.retry')}
        </Button>
      </div>
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

/**
 * The rating block of a recipe (detail modal, public recipe page): the summary for everyone, then
 * the user's own rating when signed in, or a link to sign in to rate (spec section 6).
 */
export function RecipeRatingSection({
  recipeId,
  headingLevel = 3,
  className,
}: {
  recipeId: string;
  /** The heading level that fits the host page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const { t } = useTranslation('ratings');
  const { user, isLoading } = useAuth();
  const returnTo = useCurrentPathAndQuery();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-lg font-semibold">
          {t('section.title')}
        </Heading>
        <RatingSummary recipeId={recipeId} />
      </div>
      {isLoading ? null : user ? (
        <MyRating recipeId={recipeId} />
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">{t('section.signInText')}</p>
          <Button asChild variant="outline" size="sm">
            <a href={loginUrl(returnTo)}>
              <LogIn aria-hidden="true" />
              {t('section.signIn')}
            </a>
          </Button>
        </div>
      )}
    </section>
  );
}
