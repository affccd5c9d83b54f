import type { ReactNode } from 'react';
import { ChefHat, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';

/** "Recipe Not Found" (spec section 2), or another message in the same frame, with a way to the generator. */
export function NotFoundView({
  title,
  description,
  hint,
  actions,
}: {
  title?: string;
  description?: string;
  hint?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('public-recipe');
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-secondary text-brand-700">
        <SearchX className="size-8" aria-hidden="true" />
      </div>
      <h1 className="font-display text-3xl font-bold">{title ?? t('notFound.title')}</h1>
      <p className="text-muted-foreground">{description ?? t('notFound.description')}</p>
      {hint ? <p className="text-sm">{hint}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        {actions}
        <Button asChild variant={actions ? 'outline' : 'default'}>
          <Link href="/">
            <ChefHat aria-hidden="true" />
            {t('notFound.action')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
