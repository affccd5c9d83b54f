import { Suspense } from 'react';
import { OpeningOverlay } from '../../../components/ui/opening-overlay.tsx';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';
import type { RecipeDetailModalProps } from './recipe-detail-modal.tsx';

/**
 * The detail modal's code (sections, units and nutrition with its food table, rating, the slots'
 * pickers) is loaded when a recipe is first opened, not with the lists that can open it: Home and
 * Favorites show cards first (issue 19: a signed-in first load under 150 KB of gzipped script).
 * The service worker precaches the chunk, so it opens offline too.
 */
const modal = lazyOnDemand<RecipeDetailModalProps>(() =>
  import('./recipe-detail-modal.tsx').then((m) => m.RecipeDetailModal),
);

/** Starts loading the modal's code (a card calls it when its View button is pointed at or focused). */
export const preloadRecipeDetailModal = modal.preload;

export function RecipeDetailModal(props: RecipeDetailModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<OpeningOverlay />}>
      <modal.Component {...props} />
    </Suspense>
  );
}
export type { RecipeDetailModalProps };
