import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A `<fieldset>` disabled until the app has taken server-rendered HTML over (useHydrated): what
 * is typed before then would never reach React's state. A component of its own so that the switch
 * re-renders the fieldset alone, not the page around it: its children are elements the page made,
 * left as they are (signed-in Home and Favorites: one page-wide render less after hydration).
 */
export function HydrationFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className}>
      {children}
    </fieldset>
  );
}
