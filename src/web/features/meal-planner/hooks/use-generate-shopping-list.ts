import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast.ts';
import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import { useShoppingFromPlan } from '../../../entities/pantry/index.ts';
import { shoppingListFromMeals } from '../lib/shopping-from-plan.ts';

/**
 * 'Generate shopping list' (spec section 5): the week's ingredients into the list, then
 * /shopping-list. The server builds it (scaled to each meal's servings) and leaves out what the
 * pantry already holds, which the toast says.
 */
export function useGenerateShoppingList() {
  const { t } = useTranslation('meal-planner');
  const { t: tk } = useTranslation('kitchen');
  const [, navigate] = useLocation();
  const fromPlan = useShoppingFromPlan();

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
    const dates = meals.map((m) => m.mealDate).sort();
    fromPlan.mutate(
      { startDate: dates[0]!, endDate: dates[dates.length - 1]! },
      {
        onSuccess: ({ added, merged, alreadyListed, skipped }) => {
          const names = [...new Set(skipped.map((s) => s.name))];
          const description = [
            added > 0 || merged === 0 ? t('toasts.listUpdatedDescription', { count: added }) : '',
            merged > 0 ? t('toasts.listMerged', { count: merged }) : '',
            alreadyListed > 0 ? t('toasts.alreadyListed', { count: alreadyListed }) : '',
            names.length > 0 ? tk('pantry.skipped', { count: names.length, names: names.join(', ') }) : '',
          ]
            .filter(Boolean)
            .join(' ');
          toast({ title: t('toasts.listUpdated'), description });
          navigate('/shopping-list');
        },
        onError: () =>
          toast({ title: t('toasts.errorTitle'), description: t('toasts.listFailed'), variant: 'destructive' }),
      },
    );
  }

  return { generate, isPending: fromPlan.isPending };
}
