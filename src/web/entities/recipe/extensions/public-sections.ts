import { useContext, type ComponentType } from 'react';
import { RatingPublicSection } from '../../rating/components/recipe-slots.tsx';
import { RecipeExtensionsContext } from './extensions-context.ts';
import type { PublicRecipeSlotProps } from './types.ts';

/**
 * The public recipe page's slots (registry.ts lists them as publicSections). They sit here, apart
 * from the registry, so the public page reads them without loading the registry and the image
 * actions it holds for cards and the modal; and they are not lazy: they are part of the page's
 * first render (and of the server's), with nothing filling in later and pushing the page down.
 */
export const publicRecipeSections: readonly ComponentType<PublicRecipeSlotProps>[] = [RatingPublicSection];

/** The public page's sections: the registered ones, or those of the nearest RecipeExtensionsProvider. */
export function usePublicRecipeSections(): readonly ComponentType<PublicRecipeSlotProps>[] {
  return useContext(RecipeExtensionsContext)?.publicSections ?? publicRecipeSections;
}
