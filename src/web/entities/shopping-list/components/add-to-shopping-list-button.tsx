import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { OpeningOverlay } from '../../../components/ui/opening-overlay.tsx';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';
import type { PickerRecipe } from './ingredient-picker-dialog.tsx';

// The picker (the recipe's ingredients, amounts parsing) loads on first use: every card shows this button.
const dialog = lazyOnDemand(() => import('./ingredient-picker-dialog.tsx').then((m) => m.IngredientPickerDialog));

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
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
      >
        <ShoppingCart aria-hidden="true" />
        {withLabel ? t('picker.button') : null}
      </Button>
      {open ? (
        <Suspense fallback={<OpeningOverlay />}>
          <dialog.Component recipe={recipe} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
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
