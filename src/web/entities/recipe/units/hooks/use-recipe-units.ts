import { useMemo, useState } from 'react';
import type { TUnitSystem } from '../../../../../shared/constants.ts';
import { useDisplayAmounts } from '../../../user/hooks/use-display-amounts.ts';
import { useSetViewerUnitSystem } from '../../../user/hooks/use-viewer-unit-system.ts';
import { displayRecipe, type RecipeContent, type RecipeDisplay } from '../model/recipe-display.ts';

export interface RecipeUnits extends RecipeDisplay {
  /** The servings the recipe is written for. */
  baseServings: number;
  setServings: (servings: number) => void;
  showOriginal: boolean;
  setShowOriginal: (value: boolean) => void;
  unitSystem: TUnitSystem;
  setUnitSystem: (system: TUnitSystem) => void;
  /** Signed in, the unit system is the account's; signed out, this device's (or the browser's). */
  unitSystemSource: 'account' | 'device' | 'browser';
}

/**
 * A recipe as this viewer reads it (servings they chose, their unit system, or the original units
 * on request), with the controls' state. Use with <RecipeUnitsToolbar units={...} /> and pass
 * `ingredients`, `instructions` and `tips` to the recipe sections.
 */
export function useRecipeUnits(recipe: RecipeContent): RecipeUnits {
  const { unitSystem, source, lang } = useDisplayAmounts();
  const setUnitSystem = useSetViewerUnitSystem();
  // null: the recipe's own servings, followed if the recipe is edited while open.
  const [chosen, setChosen] = useState<number | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const servings = chosen ?? recipe.servings;
  const display = useMemo(
    () => displayRecipe(recipe, { to: unitSystem, lang, servings, original: showOriginal }),
    [recipe, unitSystem, lang, servings, showOriginal],
  );
  return {
    ...display,
    baseServings: recipe.servings,
    setServings: (value) => setChosen(value === recipe.servings ? null : value),
    showOriginal,
    setShowOriginal,
    unitSystem,
    setUnitSystem,
    unitSystemSource: source,
  };
}
