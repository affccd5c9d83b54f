import type { KbRecipe } from '../types.ts';

/** Recipes of set C; each file of this set adds its list here. */
export const RECIPES_C: KbRecipe[] = [];
