import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';

/** Full-screen wait state: the route guard while the session is checked, and Suspense fallbacks. */
export function LoadingScreen({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-4 p-8', className)}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-primary motion-reduce:animate-none"
      />
      <span className="text-sm font-medium text-muted-foreground">{t('loading')}</span>
    </div>
  );
}
