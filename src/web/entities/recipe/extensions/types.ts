import type { ComponentType } from 'react';
import type { TPublicRecipe, TRecipe, TRecipeCard } from '../api/types.ts';

/** What every recipe slot receives. */
export interface RecipeSlotProps {
  /** On cards a list entry (no ingredients, steps or tips); in the modal the whole recipe. */
  recipe: TRecipeCard;
  /** True when the signed-in user owns the recipe (only owners manage it: spec section 6). */
  isOwner: boolean;
}

/** Slots inside the detail modal can also close it (after opening an editor, say). */
export interface RecipeModalSlotProps extends RecipeSlotProps {
  recipe: TRecipe;
  closeModal: () => void;
  /** The planned meal the modal was opened for (from the planner), if any: cook mode can finish it. */
  meal?: { id: string; date: string };
}

export interface PublicRecipeSlotProps {
  recipe: TPublicRecipe;
  isSignedIn: boolean;
}

/**
 * How the image widget acts on a recipe's picture. Every field is optional: a button is shown only
 * when its handler exists, so nothing pretends to generate an image before the image API is wired.
 */
export interface RecipeImageActions {
  /** 'regenerating' shows the spinner with 'Generating new image...'. */
  state?: 'idle' | 'regenerating';
  /** Missing image → "Generate image" button. */
  onGenerateImage?: () => void;
  /** Failed image → "Regenerate image" button. */
  onRegenerateImage?: () => void;
  /** Opens the image management modal (generate, upload, preview, download). */
  onManageImage?: () => void;
}

/**
 * The extension points of the recipe card, the recipe detail modal and the public recipe page.
 * Each list is rendered in order; an entry is a component that renders its own button or section
 * (or nothing). See registry.ts for where each one appears and how to add yours.
 */
export interface RecipeExtensions {
  /** Card, badge row under the title (e.g. collection badges: at most 3, then '+N more'). */
  cardBadges: readonly ComponentType<RecipeSlotProps>[];
  /** Card, action bar after "View recipe" and the favourite toggle (shopping list, quick collections, meal plan). */
  cardActions: readonly ComponentType<RecipeSlotProps>[];
  /** Modal toolbar, for everyone who can see the recipe (add to shopping list, meal plan…). */
  modalActions: readonly ComponentType<RecipeModalSlotProps>[];
  /** Modal toolbar, owner only, before Delete (Edit, AI modifications, Manage image). */
  modalOwnerActions: readonly ComponentType<RecipeModalSlotProps>[];
  /** Modal body, after tags and source (rating, AI modification panel…). */
  modalSections: readonly ComponentType<RecipeModalSlotProps>[];
  /** Public recipe page, after the tips (rating display and form). */
  publicSections: readonly ComponentType<PublicRecipeSlotProps>[];
  /** Image actions for a recipe (a hook: it may use queries and mutations). */
  useImageActions: (recipe: TRecipeCard, isOwner: boolean) => RecipeImageActions;
}
