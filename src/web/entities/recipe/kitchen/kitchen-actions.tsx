import { ChefHat, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import type { RecipeModalSlotProps } from '../extensions/types.ts';

/**
 * The detail modal's way into cook mode (/cook/:id); for a planned meal it names the meal, so the
 * last step can mark it done.
 */
export function CookModeModalAction({ recipe, meal }: RecipeModalSlotProps) {
  const { t } = useTranslation('kitchen');
  const query = meal ? `?${new URLSearchParams({ meal: meal.id, date: meal.date }).toString()}` : '';
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`/cook/${recipe.id}${query}`}>
        <ChefHat aria-hidden="true" />
        {t('cook.open')}
      </Link>
    </Button>
  );
}

/** Opens the recipe's print layout, which asks the browser to print at once. */
export function PrintRecipeModalAction({ recipe }: RecipeModalSlotProps) {
  const { t } = useTranslation('kitchen');
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`/print/recipes/${recipe.id}?auto=1`} aria-label={t('print.label')}>
        <Printer aria-hidden="true" />
        {t('print.button')}
      </Link>
    </Button>
  );
}
