import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/utils.ts';

/** The responsive grid every recipe list uses: 1 column on phones, up to 4 on wide screens. */
export function RecipeGrid({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', className)}>
      {children}
    </ul>
  );
}

function CardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border bg-card">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-2/5" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </div>
      <div className="border-t px-4 py-3">
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

/** Loading placeholder shaped like the cards that will come. */
export function RecipeGridSkeleton({ count = 6, className }: { count?: number; className?: string }) {
  const { t } = useTranslation('recipes');
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{t('list.loading')}</span>
      <div className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4')}>
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** 'Failed to fetch recipes' with the server's message and a retry button. */
export function RecipesErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('recipes');
  const message = getErrorMessage(error, '');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-red-50 p-8 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-semibold">{t('errors.fetchRecipes')}</p>
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
      <Button variant="outline" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}

/** A friendly empty list: an icon, a title, a line of text and an optional action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
      {icon ? (
        <div className="flex size-14 items-center justify-center rounded-full bg-secondary text-brand-700">{icon}</div>
      ) : null}
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
