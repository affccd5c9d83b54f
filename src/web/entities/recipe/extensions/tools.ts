import { lazy, type ComponentType } from 'react';
import type { RecipeModalSlotProps, RecipeSlotProps } from './types.ts';

type Load<P> = () => Promise<ComponentType<P>>;

/**
 * The recipe tools the card and the detail modal offer: Edit, Modify with AI, the image manager.
 * They are widgets (decision 0007), which an entity may not import, so the registry holds named
 * places for them and the app says where their code is (widgets/recipe-slots.ts, provided by
 * root.tsx; tests by test-setup.ts). Each still loads on first render, in its own chunk.
 */
export interface RecipeToolLoaders {
  EditRecipeAction: Load<RecipeModalSlotProps>;
  ModifyRecipeAction: Load<RecipeModalSlotProps>;
  ModifyRecipeSection: Load<RecipeModalSlotProps>;
  ImageManagerCardHost: Load<RecipeSlotProps>;
  ManageImageAction: Load<RecipeModalSlotProps>;
}

let loadTools: (() => Promise<RecipeToolLoaders>) | null = null;
let tools: Promise<RecipeToolLoaders> | null = null;

/**
 * Called once, before anything renders a recipe. The loaders come in their own small chunk, not
 * with the app's first one: pages without recipes (the landing page) never fetch them.
 */
export function provideRecipeTools(load: () => Promise<RecipeToolLoaders>): void {
  loadTools = load;
  tools = null;
}

function recipeTools(): Promise<RecipeToolLoaders> {
  // A wiring mistake, not a state a user can reach: fail loudly rather than hide the buttons.
  if (!loadTools) return Promise.reject(new Error('The recipe tools were never provided (see root.tsx).'));
  return (tools ??= loadTools());
}

/**
 * Starts fetching the loaders when the card's and the modal's code arrives (registry.ts), so a
 * tool's slot waits for its own chunk only, as when the registry imported it directly.
 */
export function preloadRecipeTools(): void {
  if (loadTools) recipeTools().catch(() => (tools = null));
}

/** A slot filled by the tool `pick` chooses, loaded when the slot first renders. */
export function toolSlot<P extends object>(pick: (tools: RecipeToolLoaders) => Load<P>) {
  return lazy(async () => ({ default: await pick(await recipeTools())() }));
}
