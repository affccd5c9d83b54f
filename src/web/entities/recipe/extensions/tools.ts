import { lazy, type ComponentType } from 'react';
import type { RecipeModalSlotProps, RecipeSlotProps } from './types.ts';

type Load<P> = () => Promise<ComponentType<P>>;

/**
 * The recipe tools the card and the detail modal offer: Edit, Modify with AI, the image manager.
 * They are widgets (decision 0007), which an entity may not import, so the registry holds named
 * places for them and the app hands in where their code is (widgets/recipe-slots.ts, provided by
 * root.tsx; tests by test-setup.ts). Each still loads on first render, in its own chunk.
 */
export interface RecipeToolLoaders {
  EditRecipeAction: Load<RecipeModalSlotProps>;
  ModifyRecipeAction: Load<RecipeModalSlotProps>;
  ModifyRecipeSection: Load<RecipeModalSlotProps>;
  ImageManagerCardHost: Load<RecipeSlotProps>;
  ManageImageAction: Load<RecipeModalSlotProps>;
}

let loaders: RecipeToolLoaders | null = null;

/** Called once, before anything renders a recipe. */
export function provideRecipeTools(given: RecipeToolLoaders): void {
  loaders = given;
}

/** A slot filled by the tool `pick` chooses, read when the slot first renders. */
export function toolSlot<P extends object>(pick: (tools: RecipeToolLoaders) => Load<P>) {
  return lazy(async () => {
    // A wiring mistake, not a state a user can reach: fail loudly rather than hide the button.
    if (!loaders) throw new Error('The recipe tools were never provided (root.tsx calls provideRecipeTools).');
    return { default: await pick(loaders)() };
  });
}
