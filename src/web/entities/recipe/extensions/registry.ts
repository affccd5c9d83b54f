import { lazy } from 'react';
import i18n from '../../../lib/i18n.ts';
import { RatingModalSection } from '../../rating/components/recipe-slots.tsx';
import { useRecipeImageActions } from '../images/hooks/use-image-actions.ts';
import { publicRecipeSections } from './public-sections.ts';
import { preloadRecipeTools, toolSlot } from './tools.ts';
import type { RecipeExtensions } from './types.ts';

/*
 * Slots are loaded when a view first renders them (SlotList gives each its own Suspense boundary,
 * so a slot still loading leaves a gap for a moment). Their code (editor, AI panel, pickers,
 * popovers, forms) therefore never weighs on pages that only read a recipe, like the public page.
 * Slots of one module share one chunk.
 */
/**
 * A slot's code together with its texts when they live in another namespace: the slot then renders
 * at once instead of suspending a second time. Only the interface language is fetched (issue 19:
 * the buttons used to carry both languages' whole namespace into every list).
 */
function withTexts<M>(namespace: string, load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);
}
const loadShoppingListButton = () =>
  withTexts('card-actions', () => import('../../shopping-list/components/add-to-shopping-list-button.tsx'));
const loadMealPlanButton = () =>
  withTexts('card-actions', () => import('../../meal-plan/components/add-to-meal-plan-button.tsx'));
const ShoppingListCardAction = lazy(() =>
  loadShoppingListButton().then((m) => ({ default: m.ShoppingListCardAction })),
);
const ShoppingListModalAction = lazy(() =>
  loadShoppingListButton().then((m) => ({ default: m.ShoppingListModalAction })),
);
const MealPlanCardAction = lazy(() => loadMealPlanButton().then((m) => ({ default: m.MealPlanCardAction })));
const MealPlanModalAction = lazy(() => loadMealPlanButton().then((m) => ({ default: m.MealPlanModalAction })));
const CollectionBadgesCardSlot = lazy(() =>
  import('../../collection/components/recipe-slots.tsx').then((m) => ({ default: m.CollectionBadgesCardSlot })),
);
const QuickCollectionsCardAction = lazy(() =>
  import('../../collection/components/recipe-slots.tsx').then((m) => ({ default: m.QuickCollectionsCardAction })),
);
const CollectionsModalAction = lazy(() =>
  import('../../collection/components/recipe-slots.tsx').then((m) => ({ default: m.CollectionsModalAction })),
);
// The tools (widgets) fill these: see tools.ts.
preloadRecipeTools();
const EditRecipeAction = toolSlot((tools) => tools.EditRecipeAction);
const ModifyRecipeAction = toolSlot((tools) => tools.ModifyRecipeAction);
const ModifyRecipeSection = toolSlot((tools) => tools.ModifyRecipeSection);
const ImageManagerCardHost = toolSlot((tools) => tools.ImageManagerCardHost);
const ManageImageAction = toolSlot((tools) => tools.ManageImageAction);
const CookModeModalAction = lazy(() =>
  import('../kitchen/kitchen-actions.tsx').then((m) => ({ default: m.CookModeModalAction })),
);
const PrintRecipeModalAction = lazy(() =>
  import('../kitchen/kitchen-actions.tsx').then((m) => ({ default: m.PrintRecipeModalAction })),
);

/**
 * THE place where other entities plug into the recipe card, the detail modal and the public page
 * (decision 0001: entities may use other entities' components). Add your component to a list:
 *
 *   cardBadges:        collections → <RecipeCollectionBadges> (use OverflowBadges: 3, then '+N more')
 *   cardActions:       shopping list picker, quick collections popover, Add to Meal Plan
 *                      (icon buttons: <Button variant="outline" size="icon" aria-label=…>)
 *   modalActions:      same actions inside the modal, for anyone who can see the recipe
 *   modalOwnerActions: Edit, AI modifications, Manage image (buttons: variant="outline" size="sm")
 *   modalSections:     rating, AI modification panel (a <section aria-labelledby> with an h3)
 *   publicSections:    rating display on the public page
 *   useImageActions:   the image entity's hook returning { state, onGenerateImage,
 *                      onRegenerateImage, onManageImage } for a recipe
 *
 * Register a slot lazily (`lazy(() => import(…))`, as above) so its code loads only where it is
 * shown. The public page's sections are the exception (see public-sections.ts): part of the page's
 * first render, listed there. The rating section in the modal shares their module.
 *
 * The tools (Edit, AI modifications, the image manager) are widgets: their places here are filled
 * by widgets/recipe-slots.ts (see tools.ts).
 *
 * Each component receives { recipe, isOwner } (modal ones also closeModal; public ones
 * { recipe, isSignedIn }). Tests can replace the whole set with <RecipeExtensionsProvider>.
 */
export const recipeExtensions: RecipeExtensions = {
  cardBadges: [CollectionBadgesCardSlot],
  cardActions: [ShoppingListCardAction, QuickCollectionsCardAction, MealPlanCardAction, ImageManagerCardHost],
  modalActions: [ShoppingListModalAction, MealPlanModalAction, CookModeModalAction, PrintRecipeModalAction],
  modalOwnerActions: [EditRecipeAction, ModifyRecipeAction, CollectionsModalAction, ManageImageAction],
  modalSections: [ModifyRecipeSection, RatingModalSection],
  publicSections: publicRecipeSections,
  useImageActions: useRecipeImageActions,
};
