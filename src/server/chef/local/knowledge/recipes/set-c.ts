import type { KbRecipe } from '../types.ts';
import { MEXICAN_RECIPES } from './c-mexican.ts';

/** Recipes of set C; each file of this set adds its list here. */
export const RECIPES_C: KbRecipe[] = [...MEXICAN_RECIPES];
