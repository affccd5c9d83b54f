import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/utils.ts';

/** A page's heading (the one h1 of the screen), its one-line purpose and optional actions. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    // data-page-header: toasts keep off its buttons (toaster.tsx).
    <div data-page-header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="max-w-3xl">
        <h1 className="font-display text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 text-base text-muted-foreground sm:text-lg">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}
