import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { usePantryItems } from '../../../../entities/pantry/index.ts';

export const FROM_PANTRY_PARAM = 'fromPantry';

/**
 * Opened as /?fromPantry=1 (the pantry page's "generate from my pantry"), the form's available
 * ingredients start as the pantry's, soonest best-before first; the cook can still edit them.
 * The pantry is only fetched then, so the home page costs nothing more otherwise; the picking code
 * (rank-recipes.ts brings the ingredient tables with it, ~3 KB gzip) loads then too (issue 19).
 */
export function usePantryPrefill(limit: number, current: readonly string[], apply: (names: string[]) => void) {
  const wanted = new URLSearchParams(useSearch()).get(FROM_PANTRY_PARAM) === '1';
  const pantry = usePantryItems(wanted);
  const done = useRef(false);
  useEffect(() => {
    if (!wanted || done.current || !pantry.data) return;
    done.current = true;
    if (current.length > 0 || pantry.data.length === 0) return;
    const items = pantry.data;
    void import('../../../../../shared/pantry/rank-recipes.ts')
      .then(({ availableFromPantry }) => apply(availableFromPantry(items, limit)))
      .catch(() => undefined); // (not downloadable, e.g. offline with no cache: the form starts empty)
  }, [wanted, pantry.data, current.length, apply, limit]);
}
