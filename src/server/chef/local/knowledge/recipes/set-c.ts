import type { KbRecipe } from '../types.ts';
import { MEXICAN_RECIPES } from './c-mexican.ts';
import { INDIAN_RECIPES } from './c-indian.ts';
import { EAST_ASIAN_RECIPES } from './c-east-asian.ts';
import { SOUTHEAST_ASIAN_RECIPES } from './c-southeast-asian.ts';
import { LATIN_AFRICAN_RECIPES } from './c-latin-african.ts';

/** Recipes of set C; each file of this set adds its list here. */
export const RECIPES_C: KbRecipe[] = [
  ...MEXICAN_RECIPES,
  ...INDIAN_RECIPES,
  ...EAST_ASIAN_RECIPES,
  ...SOUTHEAST_ASIAN_RECIPES,
  ...LATIN_AFRICAN_RECIPES,
];
