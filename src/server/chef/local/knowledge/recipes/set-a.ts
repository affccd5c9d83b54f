import type { KbRecipe } from '../types.ts';

/** Recipes of set A; each file of this set adds its list here. */
export const RECIPES_A: KbRecipe[] = [];
