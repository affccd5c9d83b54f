import { z } from 'zod';

/**
 * What a reader's page needs to know about the food an ingredient line names, worked out on the
 * server from the knowledge room (so the browser carries no food list): its key, how cooks measure
 * it by volume, whether half of one is usual, and what a cup and spoons of it weigh (USDA SR24).
 */
export const ZFoodFacts = z.object({
  /** The knowledge room's key of the food ("all-purpose flour" → "flour"). */
  food: z.string(),
  /** 'volume': dry foods US cooks measure in cups and metric cooks weigh; 'liquid'; 'weight'. */
  by: z.enum(['volume', 'liquid', 'weight']),
  /** Half of one is a usual amount ("½ onion"). */
  halves: z.boolean().optional(),
  /** Grams of one US cup, tablespoon and teaspoon of it, where USDA gives them. */
  cup: z.number().optional(),
  tbsp: z.number().optional(),
  tsp: z.number().optional(),
});
export type TFoodFacts = z.infer<typeof ZFoodFacts>;
