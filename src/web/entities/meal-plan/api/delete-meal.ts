import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { mealPlanKeys } from './keys.ts';
import type { TMealPlanItem } from './types.ts';

/** DELETE /api/meal-plan-items/:id → 204. */
export async function deleteMealPlanItem(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/meal-plan-items/${encodeURIComponent(id)}`);
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlanItem,
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<TMealPlanItem[]>({ queryKey: mealPlanKeys.allItems }, (list) => list?.filter((item) => item.id !== id));
    },
  });
}
