import { EditRecipeAction } from '../editor/components/edit-recipe-action.tsx';
import { MealPlanCardAction, MealPlanModalAction } from '../../meal-plan/components/add-to-meal-plan-button.tsx';
import { ShoppingListCardAction, ShoppingListModalAction } from '../../shopping-list/components/add-to-shopping-list-button.tsx';
import { ModifyRecipeAction, ModifyRecipeSection } from '../ai/components/modify-recipe-section.tsx';
import {
  CollectionBadgesCardSlot,
  CollectionsModalAction,
  QuickCollectionsCardAction,
} from '../../collection/components/recipe-slots.tsx';
import { RatingModalSection, RatingPublicSection } from '../../rating/components/recipe-slots.tsx';
import { ImageManagerCardHost } from '../images/components/image-manager-host.tsx';
import { ManageImageAction } from '../images/components/manage-image-action.tsx';
import { useRecipeImageActions } from '../images/hooks/use-image-actions.ts';
import type { RecipeExtensions } from './types.ts';

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
 *   listActions:       the import button (Favorites header, Home under the generation form)
 *   useImageActions:   the image entity's hook returning { state, onGenerateImage,
 *                      onRegenerateImage, onManageImage } for a recipe
 *
 * Each component receives { recipe, isOwner } (modal ones also closeModal; public ones
 * { recipe, isSignedIn }). Tests can replace the whole set with <RecipeExtensionsProvider>.
 */
export const recipeExtensions: RecipeExtensions = {
  cardBadges: [CollectionBadgesCardSlot],
  cardActions: [ShoppingListCardAction, QuickCollectionsCardAction, MealPlanCardAction, ImageManagerCardHost],
  modalActions: [ShoppingListModalAction, MealPlanModalAction],
  modalOwnerActions: [EditRecipeAction, ModifyRecipeAction, CollectionsModalAction, ManageImageAction],
  modalSections: [ModifyRecipeSection, RatingModalSection],
  publicSections: [RatingPublicSection],
  listActions: [],
  useImageActions: useRecipeImageActions,
};
