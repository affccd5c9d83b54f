import { createContext } from 'react';
import type { RecipeExtensions } from './types.ts';

/**
 * The extensions set by the nearest <RecipeExtensionsProvider> (null: none, use the registry).
 * Apart from context.tsx so that usePublicRecipeSections can read it without the whole registry.
 */
export const RecipeExtensionsContext = createContext<RecipeExtensions | null>(null);
