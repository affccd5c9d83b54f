import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { loginUrl, useCurrentPathAndQuery } from '../../../lib/navigation.ts';
import { cn } from '../../../lib/utils.ts';
import { MyRatingSkeleton } from './my-rating-skeleton.tsx';
import { RatingSummary } from './rating-summary.tsx';

// Only signed-in readers see their own rating (form or saved rating): that code loads then, not
// with the public recipe page every visitor opens. Meanwhile the skeleton it shows while loading.
const MyRating = lazy(() => import('./my-rating.tsx').then((m) => ({ default: m.MyRating })));

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
        <Suspense fallback={<MyRatingSkeleton />}>
          <MyRating recipeId={recipeId} />
        </Suspense>
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
