import { z } from 'zod';
import { ZDate } from './meal-plan.ts';

export const PANTRY_MAX_ITEMS = 1000;
export const STAPLES_MAX = 100;
/** Best-before within this many days (or already past) puts an item at the top of the pantry. */
export const PANTRY_EXPIRING_DAYS = 3;

const ZName = z.string().trim().min(1, 'Name is required').max(200);
const ZAmount = z.string().trim().max(100);

export const ZPantryItemCreate = z.object({
  name: ZName,
  amount: ZAmount.nullish().transform((v) => v ?? ''),
  bestBefore: ZDate.nullish().transform((v) => v ?? null),
  runningLow: z.boolean().optional().default(false),
});
export type TPantryItemCreate = z.infer<typeof ZPantryItemCreate>;

export const ZPantryItemUpdate = z
  .object({ name: ZName, amount: ZAmount, bestBefore: ZDate.nullable(), runningLow: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type TPantryItemUpdate = z.infer<typeof ZPantryItemUpdate>;

export const ZPantryItem = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.string(),
  bestBefore: z.string().nullable(),
  runningLow: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPantryItem = z.infer<typeof ZPantryItem>;

export const ZStaples = z.object({
  staples: z.array(z.string().trim().min(1).max(100)).max(STAPLES_MAX),
});
export type TStaples = z.infer<typeof ZStaples>;

export const ZMissingIngredient = z.object({ name: z.string(), amount: z.string() });

export const ZPantryMatch = z.object({
  recipe: z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable(), language: z.string() }),
  /** Ingredients that count (staples left out). */
  total: z.number().int(),
  missing: z.array(ZMissingIngredient),
  /** Names of the recipe's ingredients found in the pantry. */
  have: z.array(z.string()),
});
export type TPantryMatch = z.infer<typeof ZPantryMatch>;

export const ZPantryMatches = z.object({ matches: z.array(ZPantryMatch) });

export const ZPantryMatchesQuery = z.object({
  /** At most this many missing ingredients (default: any). */
  maxMissing: z.coerce.number().int().min(0).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(30),
});

/** Building the shopping list from the plan's week, leaving out what the pantry holds. */
export const ZShoppingFromPlan = z.object({ startDate: ZDate, endDate: ZDate });
export const ZShoppingFromPlanResult = z.object({
  /** New lines on the list. */
  added: z.number().int(),
  /** Ingredients added to a line already on the list (the same food for the same recipe). */
  merged: z.number().int().nonnegative(),
  /** Planned meals already on the list from an earlier build: not added twice. */
  alreadyListed: z.number().int().nonnegative(),
  /** Ingredients left out because the pantry has them: the ingredient and the pantry item. */
  skipped: z.array(z.object({ name: z.string(), pantryItem: z.string() })),
});
export type TShoppingFromPlanResult = z.infer<typeof ZShoppingFromPlanResult>;

/** Marking a meal cooked: the pantry items its recipe used, taken out. */
export const ZUsePantryResult = z.object({ removed: z.array(z.string()) });
