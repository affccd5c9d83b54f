import type { TLanguage } from '../../../../shared/constants.ts';
import type { TAction, TCourse, TRole, TStep, TText } from './schema.ts';

/** A unit an amount is written in; '' is a bare count ("2 eggs"). */
export type TUnit =
  | ''
  | 'g'
  | 'kg'
  | 'ml'
  | 'l'
  | 'tsp'
  | 'tbsp'
  | 'cup'
  | 'clove'
  | 'can'
  | 'pinch'
  | 'slice'
  | 'sprig'
  | 'leaf'
  | 'stalk'
  | 'sheet';
export interface Qty {
  n: number;
  unit: TUnit;
}

/** One ingredient of a dish being built or edited. */
export interface DishIng {
  id: string;
  key: string;
  role: TRole;
  /** Structured amount (null: "to taste"). */
  qty: Qty | null;
  /** Amount as written by hand per language (classics, lifted recipes), used while `qty` is unset. */
  amountText?: TText;
  /** The line as written by hand, valid while `key === origKey`. */
  line?: TText;
  origKey: string;
  /** Template slot this ingredient fills. */
  slot?: string;
  optional?: boolean;
  /** The cook's own words for it in steps (adjust-instructions keeps "firm tofu" as typed). */
  label?: string;
}

/** A recipe as structure: every text a cook reads is rendered from it. */
export interface Dish {
  source: 'recipe' | 'family' | 'lifted';
  sourceId: string;
  /** Title: a template over slots (families) or text (recipes); swaps re-render or re-word it. */
  title: TText;
  description: TText;
  course: TCourse;
  family: string;
  cuisine: string;
  servings: number;
  prepTime: number;
  cookTime: number;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  ings: DishIng[];
  steps: TStep[];
  tags: Record<TLanguage, string[]>;
  tips: Record<TLanguage, string[]>;
  /** Scale applied to amounts written by hand. */
  factor: number;
  /** Actions replaced by a method change (fry → airfry). */
  methodSwap?: { from: TAction[]; to: TAction };
}

export function cloneDish(d: Dish): Dish {
  return {
    ...d,
    ings: d.ings.map((i) => ({ ...i, qty: i.qty ? { ...i.qty } : null })),
    steps: [...d.steps],
    tags: { en: [...d.tags.en], 'pt-BR': [...d.tags['pt-BR']] },
    tips: { en: [...d.tips.en], 'pt-BR': [...d.tips['pt-BR']] },
  };
}
