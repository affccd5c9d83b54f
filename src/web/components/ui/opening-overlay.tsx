import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown over the page while the code of a dialog opened for the first time downloads (a moment,
 * once): the Suspense fallback of on-demand dialogs. `label` defaults to "Loading...".
 */
export function OpeningOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-black/30">
      <span className="flex items-center gap-2 rounded-xl bg-card px-4 py-3 text-sm shadow-lg">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {label ?? t('loading')}
      </span>
    </div>
  );
}
