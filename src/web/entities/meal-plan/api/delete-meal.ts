import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { mealPlanKeys } from './keys.ts';
import type { TMealPlanItem } from './types.ts';

/** DELETE /api/meal-plan-items/:id → 204. */
export async function deleteMealPlanItem(id: string): Promise<void> {
  await dataOf(api.DELETE('/api/meal-plan-items/{id}', { params: { path: { id } } }));
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlanItem,
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<TMealPlanItem[]>({ queryKey: mealPlanKeys.allItems }, (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
  });
}
