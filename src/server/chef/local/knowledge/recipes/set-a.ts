import type { KbRecipe } from '../types.ts';
import { breakfastA } from './a-brazilian-breakfast.ts';
import { dessertsA } from './a-brazilian-desserts.ts';
import { homeCookingA } from './a-brazilian-home-cooking.ts';
import { mainsA } from './a-brazilian-mains.ts';
import { sidesA } from './a-brazilian-sides.ts';
import { snacksA } from './a-brazilian-snacks.ts';
import { vegetarianA } from './a-brazilian-vegetarian.ts';

/** Recipes of set A (Brazilian cooking); each file of this set adds its list here. */
export const RECIPES_A: KbRecipe[] = [
  ...breakfastA,
  ...mainsA,
  ...homeCookingA,
  ...vegetarianA,
  ...sidesA,
  ...snacksA,
  ...dessertsA,
];
