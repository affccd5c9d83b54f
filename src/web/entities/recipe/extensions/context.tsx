import { useContext, type ReactNode } from 'react';
import { RecipeExtensionsContext } from './extensions-context.ts';
import { recipeExtensions } from './registry.ts';
import type { RecipeExtensions } from './types.ts';

// The registry imports other entities, which import this entity back: read it when rendering,
// never while modules are still loading, so the import cycle cannot see it half-built.

export function useRecipeExtensions(): RecipeExtensions {
  return useContext(RecipeExtensionsContext) ?? recipeExtensions;
}

/** Overrides the registered extensions below it (tests, or a screen that wants fewer actions). */
export function RecipeExtensionsProvider({
  value,
  children,
}: {
  value: Partial<RecipeExtensions>;
  children: ReactNode;
}) {
  const parent = useRecipeExtensions();
  return (
    <RecipeExtensionsContext.Provider value={{ ...parent, ...value }}>{children}</RecipeExtensionsContext.Provider>
  );
}
