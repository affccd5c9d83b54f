import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { IngredientPickerDialog, type PickerRecipe } from './ingredient-picker-dialog.tsx';
import { bundleShoppingListTexts } from '../i18n.ts';

bundleShoppingListTexts();

/**
 * The recipe card's and the detail modal's shopping-list action: opens the ingredient picker.
 * `withLabel` shows the text (the modal toolbar); the card shows the icon.
 */
export function AddToShoppingListButton({ recipe, withLabel = false }: { recipe: PickerRecipe; withLabel?: boolean }) {
  const { t } = useTranslation('shopping-list');
  const [open, setOpen] = useState(false);
  const label = t('picker.buttonFor', { title: recipe.title });
  return (
    <>
      <Button
        variant="outline"
        size={withLabel ? 'sm' : 'icon'}
        aria-label={withLabel ? undefined : label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ShoppingCart aria-hidden="true" />
        {withLabel ? t('picker.button') : null}
      </Button>
      {open ? <IngredientPickerDialog recipe={recipe} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

/** Slots for the recipe entity's extension registry (cardActions / modalActions). */
export function ShoppingListCardAction({ recipe }: { recipe: PickerRecipe }) {
  return <AddToShoppingListButton recipe={recipe} />;
}

export function ShoppingListModalAction({ recipe }: { recipe: PickerRecipe }) {
  return <AddToShoppingListButton recipe={recipe} withLabel />;
}
