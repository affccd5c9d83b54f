import { Refrigerator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ToastAction } from '../../../components/ui/toast.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAddPantryItem, useUsePantryForMeal } from '../api/pantry-api.ts';

/** A bought item of the shopping list into the pantry, in one tap. */
export function PutInPantryButton({ name, amount }: { name: string; amount: string }) {
  const { t } = useTranslation('kitchen');
  const add = useAddPantryItem();
  const label = `${t('pantry.addToPantry')}: ${name}`;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9 shrink-0 text-muted-foreground hover:text-herb-700"
      aria-label={label}
      title={label}
      disabled={add.isPending}
      onClick={() =>
        add.mutate(
          { name, amount },
          {
            onSuccess: () => toast({ title: t('pantry.addedToPantry', { name }) }),
            onError: () => toast({ title: t('pantry.failed'), variant: 'destructive' }),
          },
        )
      }
    >
      <Refrigerator aria-hidden="true" />
    </Button>
  );
}

/**
 * After a meal is marked cooked: one toast that says so and offers, as its one button, to take the
 * ingredients out of the pantry (it said the same sentence twice, as title and as button).
 */
export function useOfferTakeOut() {
  const { t } = useTranslation('kitchen');
  const takeOut = useUsePantryForMeal();
  return (mealItemId: string, title: string) => {
    const run = () =>
      takeOut.mutate(mealItemId, {
        onSuccess: (removed) =>
          toast({
            title:
              removed.length === 0
                ? t('pantry.nothingToTakeOut')
                : t('pantry.takenOut', { count: removed.length, names: removed.join(', ') }),
          }),
        onError: () => toast({ title: t('pantry.failed'), variant: 'destructive' }),
      });
    toast({
      title: t('pantry.cooked', { title }),
      description: t('pantry.takeOutQuestion'),
      action: (
        <ToastAction altText={t('pantry.takeOut')} onClick={run}>
          {t('pantry.takeOutAction')}
        </ToastAction>
      ),
    });
  };
}
