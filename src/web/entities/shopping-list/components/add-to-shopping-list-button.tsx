import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import { LazyDialogButton } from '../../../components/ui/lazy-dialog-button.tsx';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';
import type { PickerRecipe } from './ingredient-picker-dialog.tsx';

// The picker (the recipe's ingredients, amounts parsing) loads on first use: every card shows this button.
const dialog = lazyOnDemand(() => import('./ingredient-picker-dialog.tsx').then((m) => m.IngredientPickerDialog));

/**
 * The recipe card's and the detail modal's shopping-list action: opens the ingredient picker.
 * `withLabel` shows the text (the modal toolbar); the card shows the icon.
 */
export function AddToShoppingListButton({ recipe, withLabel = false }: { recipe: PickerRecipe; withLabel?: boolean }) {
  const { t } = useTranslation('card-actions');
  return (
    <LazyDialogButton
      dialog={dialog}
      dialogProps={{ recipe }}
      icon={<ShoppingCart aria-hidden="true" />}
      text={withLabel ? t('shoppingList.button') : undefined}
      title={t('shoppingList.buttonFor', { title: recipe.title })}
    />
  );
}

/** Slots for the recipe entity's extension registry (cardActions / modalActions). */
export function ShoppingListCardAction({ recipe }: { recipe: PickerRecipe }) {
  return <AddToShoppingListButton recipe={recipe} />;
}

export function ShoppingListModalAction({ recipe }: { recipe: PickerRecipe }) {
  return <AddToShoppingListButton recipe={recipe} withLabel />;
}
