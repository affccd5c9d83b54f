import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../../shared/amounts/format.ts';
import type { FoodLang } from '../../../../shared/food/lookup.ts';
import type { TFoodFacts } from '../../../../shared/schemas/food-facts.ts';

export type FoodFactsOf = (name: string, lang: FoodLang) => TFoodFacts | null;

/**
 * The food facts of names the server did not present (shopping-list rows): the knowledge room's
 * slice is a large module, so it loads on the pages that ask for it, once, and amounts convert by
 * unit alone until it has. Recipes carry their own facts (TRecipe.foods) and never need this.
 */
export function useFoodFacts(): FoodFactsOf | null {
  return useLazyModule('food-facts-module', async () => (await import('../../../../shared/food/facts.ts')).foodFacts);
}

export type BoughtAsOf = (name: string, amount: string, lang: Lang) => { name: string; amount: string } | null;

/**
 * A cooked food's line as the raw food a shop sells ("2 cups cooked rice" → "2/3 cup white rice",
 * src/shared/food/shop-measure.ts), loaded on demand like the food facts: until it has, a line
 * shows as written.
 */
export function useBoughtAs(): BoughtAsOf | null {
  return useLazyModule(
    'bought-as-module',
    async () => (await import('../../../../shared/food/shop-measure.ts')).boughtAs,
  );
}

/** A function of a module loaded once, on the first page that asks for it; null until it has. */
function useLazyModule<T>(key: string, load: () => Promise<T>): T | null {
  const query = useQuery({ queryKey: [key], queryFn: load, staleTime: Infinity, gcTime: Infinity });
  return query.data ?? null;
}
