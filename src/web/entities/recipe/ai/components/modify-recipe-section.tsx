import { Suspense } from 'react';
import type { RecipeModalSlotProps } from '../../extensions/types.ts';
import { ModifyRecipePanel } from './modify-recipe-panel.tsx';

/**
 * The AI modification panel in the recipe detail modal (a modalSections slot of
 * extensions/registry.ts), for the owner only (spec section 6). Its texts load on first use
 * without holding up the rest of the modal.
 */
export function ModifyRecipeSection({ recipe, isOwner }: RecipeModalSlotProps) {
  if (!isOwner) return null;
  return (
    <Suspense fallback={null}>
      <ModifyRecipePanel recipe={recipe} />
    </Suspense>
  );
}
