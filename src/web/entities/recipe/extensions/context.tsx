import { createContext, useContext, type ReactNode } from 'react';
import { recipeExtensions } from './registry.ts';
import type { RecipeExtensions } from './types.ts';

const RecipeExtensionsContext = createContext<RecipeExtensions>(recipeExtensions);

/** Overrides the registered extensions below it (tests, or a screen that wants fewer actions). */
export function RecipeExtensionsProvider({ value, children }: { value: Partial<RecipeExtensions>; children: ReactNode }) {
  const parent = useContext(RecipeExtensionsContext);
  return <RecipeExtensionsContext.Provider value={{ ...parent, ...value }}>{children}</RecipeExtensionsContext.Provider>;
}

export function useRecipeExtensions(): RecipeExtensions {
  return useContext(RecipeExtensionsContext);
}
