import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { shoppingListKeys } from '../../shopping-list/index.ts';
import type { TPantryItemCreate, TPantryItemUpdate } from '../../../../shared/schemas/pantry.ts';

/** Keys start with the API paths, so invalidating ['/api/pantry-items'] refreshes the list. */
export const pantryKeys = {
  items: ['/api/pantry-items'] as const,
  matches: ['/api/pantry', 'matches'] as const,
  staples: ['/api/pantry', 'staples'] as const,
};

export const pantryItemsQueryOptions = () =>
  queryOptions({ queryKey: pantryKeys.items, queryFn: () => dataOf(api.GET('/api/pantry-items')) });
export const usePantryItems = (enabled = true) => useQuery({ ...pantryItemsQueryOptions(), enabled });

export const usePantryMatches = () =>
  useQuery({
    queryKey: pantryKeys.matches,
    queryFn: async () => (await dataOf(api.GET('/api/pantry/matches'))).matches,
  });

export const useStaples = () =>
  useQuery({
    queryKey: pantryKeys.staples,
    queryFn: async () => (await dataOf(api.GET('/api/pantry/staples'))).staples,
  });

/** Any pantry change can change what you can make. */
function useInvalidatePantry() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pantryKeys.items });
    void queryClient.invalidateQueries({ queryKey: ['/api/pantry'] });
  };
}

export function useAddPantryItem() {
  const invalidate = useInvalidatePantry();
  return useMutation({
    mutationFn: (input: Partial<TPantryItemCreate> & { name: string }) =>
      dataOf(api.POST('/api/pantry-items', { body: input })),
    onSettled: invalidate,
  });
}

export function useUpdatePantryItem() {
  const invalidate = useInvalidatePantry();
  return useMutation({
    mutationFn: ({ id, ...patch }: TPantryItemUpdate & { id: string }) =>
      dataOf(api.PATCH('/api/pantry-items/{id}', { params: { path: { id } }, body: patch })),
    onSettled: invalidate,
  });
}

export function useDeletePantryItem() {
  const invalidate = useInvalidatePantry();
  return useMutation({
    mutationFn: async (id: string) => {
      await dataOf(api.DELETE('/api/pantry-items/{id}', { params: { path: { id } } }));
    },
    onSettled: invalidate,
  });
}

export function useSaveStaples() {
  const invalidate = useInvalidatePantry();
  return useMutation({
    mutationFn: async (staples: string[]) =>
      (await dataOf(api.PUT('/api/pantry/staples', { body: { staples } }))).staples,
    onSettled: invalidate,
  });
}

/** The plan's week into the shopping list, leaving out what the pantry holds. */
export function useShoppingFromPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: { startDate: string; endDate: string }) =>
      dataOf(api.POST('/api/shopping-list-items/from-plan', { body: range })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}

/** A cooked meal's ingredients out of the pantry; answers the names taken out. */
export function useUsePantryForMeal() {
  const invalidate = useInvalidatePantry();
  return useMutation({
    mutationFn: async (mealItemId: string) =>
      (await dataOf(api.POST('/api/meal-plan-items/{id}/use-pantry', { params: { path: { id: mealItemId } } })))
        .removed,
    onSettled: invalidate,
  });
}
