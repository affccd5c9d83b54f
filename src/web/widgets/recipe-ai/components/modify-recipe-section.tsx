import { Suspense } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { RecipeModalSlotProps } from '../../../entities/recipe/extensions/types.ts';
import { ModifyRecipePanel } from './modify-recipe-panel.tsx';

/** The panel's element id, so the toolbar button can bring it into view. */
export function modifyPanelId(recipeId: string): string {
  return `modify-with-ai-${recipeId}`;
}

/**
 * The AI modification panel in the recipe detail modal (a modalSections slot of
 * extensions/registry.ts), for the owner only (spec section 6). Its texts load on first use
 * without holding up the rest of the modal.
 */
export function ModifyRecipeSection({ recipe, isOwner }: RecipeModalSlotProps) {
  if (!isOwner) return null;
  return (
    <Suspense fallback={null}>
      <ModifyRecipePanel recipe={recipe} id={modifyPanelId(recipe.id)} />
    </Suspense>
  );
}

/**
 * "Modify with AI" in the modal's toolbar (a modalOwnerActions slot): the panel sits below the
 * recipe, so this takes the cook (and the keyboard focus) straight to it.
 */
export function ModifyRecipeAction({ recipe, isOwner }: RecipeModalSlotProps) {
  if (!isOwner) return null;
  return (
    <Suspense fallback={null}>
      <ModifyRecipeButton recipeId={recipe.id} />
    </Suspense>
  );
}

function ModifyRecipeButton({ recipeId }: { recipeId: string }) {
  const { t } = useTranslation('chef-tools');
  const goToPanel = () => {
    const panel = document.getElementById(modifyPanelId(recipeId));
    if (!panel) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    panel.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  };
  return (
    <Button variant="outline" size="sm" onClick={goToPanel}>
      <Sparkles className="text-primary" aria-hidden="true" />
      {t('modify.heading')}
    </Button>
  );
}
