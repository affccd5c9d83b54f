import type { KbRecipe } from '../types.ts';

/** Recipes of set B; each file of this set adds its list here. */
export const RECIPES_B: KbRecipe[] = [];
