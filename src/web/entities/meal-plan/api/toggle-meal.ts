import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { mealPlanKeys } from './keys.ts';
import type { TMealPlanItem } from './types.ts';

/** PATCH /api/meal-plan-items/:id/toggle (empty body): flips completed, answers the item. */
export function toggleMealPlanItem(id: string): Promise<TMealPlanItem> {
  return dataOf(api.PATCH('/api/meal-plan-items/{id}/toggle', { params: { path: { id } } }));
}

type Snapshot = Array<[readonly unknown[], TMealPlanItem[] | undefined]>;

function setCompleted(list: TMealPlanItem[] | undefined, id: string, completed?: boolean) {
  return list?.map((item) => (item.id === id ? { ...item, completed: completed ?? !item.completed } : item));
}

/** Toggles a meal's completion at once on screen, and puts it back if the server refuses. */
export function useToggleMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMealPlanItem,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: mealPlanKeys.allItems });
      const snapshot: Snapshot = queryClient.getQueriesData<TMealPlanItem[]>({ queryKey: mealPlanKeys.allItems });
      queryClient.setQueriesData<TMealPlanItem[]>({ queryKey: mealPlanKeys.allItems }, (list) =>
        setCompleted(list, id),
      );
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (item) => {
      queryClient.setQueriesData<TMealPlanItem[]>({ queryKey: mealPlanKeys.allItems }, (list) =>
        setCompleted(list, item.id, item.completed),
      );
    },
  });
}
