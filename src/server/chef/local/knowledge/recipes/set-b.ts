import type { KbRecipe } from '../types.ts';
import { AMERICAN_RECIPES } from './b-american.ts';
import { BREAKFAST_RECIPES } from './b-breakfast.ts';
import { BRITISH_GERMAN_RECIPES } from './b-british-german.ts';
import { FRENCH_RECIPES } from './b-french.ts';
import { IBERIAN_RECIPES } from './b-iberian.ts';
import { ITALIAN_RECIPES } from './b-italian.ts';
import { MEDITERRANEAN_RECIPES } from './b-mediterranean.ts';

/** Recipes of set B; each file of this set adds its list here. */
export const RECIPES_B: KbRecipe[] = [
  ...ITALIAN_RECIPES,
  ...FRENCH_RECIPES,
  ...IBERIAN_RECIPES,
  ...MEDITERRANEAN_RECIPES,
  ...BRITISH_GERMAN_RECIPES,
  ...AMERICAN_RECIPES,
  ...BREAKFAST_RECIPES,
];
