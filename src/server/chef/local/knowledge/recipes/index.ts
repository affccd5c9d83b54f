import type { KbRecipe } from '../types.ts';
import { RECIPES_A } from './set-a.ts';
import { RECIPES_B } from './set-b.ts';
import { RECIPES_C } from './set-c.ts';

export const KB_RECIPES: readonly KbRecipe[] = [...RECIPES_A, ...RECIPES_B, ...RECIPES_C];
