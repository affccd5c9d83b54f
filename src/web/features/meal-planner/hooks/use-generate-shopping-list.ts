import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast.ts';
import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import { useAddShoppingItems } from '../../../entities/shopping-list/index.ts';
import { shoppingListFromMeals } from '../lib/shopping-from-plan.ts';

/** 'Generate shopping list' (spec section 5): the week's ingredients into the list, then /shopping-list. */
export function useGenerateShoppingList() {
  const { t } = useTranslation('meal-planner');
  const [, navigate] = useLocation();
  const add = useAddShoppingItems();

  function generate(meals: readonly TMealPlanItem[]) {
    const list = shoppingListFromMeals(meals);
    if (list.kind === 'no-meals') {
      toast({ title: t('toasts.noMeals'), description: t('toasts.noMealsDescription') });
      return;
    }
    if (list.kind === 'no-ingredients') {
      toast({ title: t('toasts.noIngredients'), description: t('toasts.noIngredientsDescription') });
      return;
    }
    add.mutate(list.items, {
      onSuccess: (items) => {
        toast({ title: t('toasts.listUpdated'), description: t('toasts.listUpdatedDescription', { count: items.length }) });
        navigate('/shopping-list');
      },
      onError: () => toast({ title: t('toasts.errorTitle'), description: t('toasts.listFailed'), variant: 'destructive' }),
    });
  }

  return { generate, isPending: add.isPending };
}
