/**
 * Colours and shapes of ingredients for the built-in recipe illustration: each food's `look` in
 * the knowledge room (src/knowledge/foods), found by the food's names in either language, longest
 * phrase first; a food without a look, or a name no food is written as, has none.
 */
import { findFoodHit } from '../../shared/food/lookup.ts';
import type { TFood, TLookRole } from '../../shared/knowledge/food-schema.ts';
import { knowledgeRoom } from '../knowledge/room.ts';

export type { TLookShape as Shape } from '../../shared/knowledge/food-schema.ts';
import type { TLookShape as Shape } from '../../shared/knowledge/food-schema.ts';
export type Role = TLookRole;

export interface IngredientLook {
  color: string;
  shape: Shape;
  role: Role;
  /** The words of the name that named the food, folded (e.g. "abobora" for "1 abóbora"). */
  key: string;
}

/** Lowercase, accents removed, punctuation to spaces. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();
}

/** A food's part in the picture when its look does not say: from what it is in a dish. */
function roleOf(food: TFood): Role {
  if (food.staple || food.buy === false) return 'neutral';
  switch (food.kind) {
    case 'grain':
    case 'pasta':
    case 'starch':
    case 'bread':
    case 'flour':
      return 'base';
    case 'protein':
    case 'legume':
    case 'egg':
    case 'cheese':
      return 'main';
    case 'vegetable':
    case 'aromatic':
      return 'veg';
    case 'fruit':
      return 'fruit';
    case 'herb':
    case 'spice':
    case 'seasoning':
    case 'nut':
    case 'seed':
    case 'condiment':
      return 'garnish';
    case 'liquid':
    case 'sauce':
    case 'dairy':
    case 'drink':
      return 'liquid';
    case 'sweet':
      return 'sweet';
    case 'fat':
    case 'leaven':
    case 'other':
      return 'neutral';
  }
}

/**
 * The look of one ingredient name, or null when no food with a look is written so. A drawing does
 * not know the recipe's language, so a name English does not read is read as Portuguese, where
 * "feijao preto" without its accents is still black beans.
 */
export function lookUpIngredient(name: string): IngredientLook | null {
  const hit = findFoodHit(name, 'en') ?? findFoodHit(name, 'pt');
  const food = hit ? knowledgeRoom().foods.get(hit.key) : undefined;
  if (!hit || !food?.look) return null;
  return {
    color: food.look.color,
    shape: food.look.shape ?? 'crumble',
    role: food.look.role ?? roleOf(food),
    key: normalizeName(hit.phrase),
  };
}
