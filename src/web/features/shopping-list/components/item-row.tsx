import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { PutInPantryButton } from '../../../entities/pantry/index.ts';
import { useDeleteShoppingItem, useSetItemsChecked } from '../../../entities/shopping-list/index.ts';
import { useDisplayAmounts, useFoodFacts } from '../../../entities/user/index.ts';
import type { ShopItem } from '../lib/group-items.ts';
import { ShopNotes } from './shop-notes.tsx';
import { bundleHouseholdTexts } from '../../../entities/household/index.ts';
import { useAuth } from '../../../lib/auth.ts';
import { cn } from '../../../lib/utils.ts';

bundleHouseholdTexts();

/** One item: its checkbox (the amount and name are its label, with what the recipe needs) and delete. */
export function ItemRow({ item }: { item: ShopItem }) {
  const { t } = useTranslation('shopping-list');
  const { t: tHousehold } = useTranslation('household');
  const { user } = useAuth();
  const id = useId();
  const setChecked = useSetItemsChecked();
  const remove = useDeleteShoppingItem();
  const { lang } = useDisplayAmounts();
  // Whether half of one is usual for this food, once the room's slice has loaded.
  const halves = useFoodFacts()?.(item.name, lang === 'pt-BR' ? 'pt' : 'en')?.halves === true;
  return (
    <li className={cn('flex items-center gap-3 py-2', remove.isPending && 'opacity-60')}>
      <Checkbox
        id={id}
        checked={item.checked}
        onCheckedChange={(value) =>
          setChecked.mutate(
            { ids: [item.id], checked: value === true },
            {
              onError: () =>
                toast({ title: t('toasts.errorTitle'), description: t('toasts.updateFailed'), variant: 'destructive' }),
            },
          )
        }
      />
      <label
        htmlFor={id}
        className={cn(
          'flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline gap-x-2 text-sm leading-snug',
          item.checked && 'text-muted-foreground line-through',
        )}
      >
        {/* The space keeps "2 eggs" one phrase for screen readers; flex drops it visually. */}
        {item.amount ? <span className="font-semibold">{item.amount}</span> : null}
        {item.amount ? ' ' : null}
        <span className="break-words">{item.name}</span>
        <ShopNotes needed={item.needed} staple={item.staple === true} halves={halves} />
        {item.cooked ? ' ' : null}
        {item.cooked ? (
          <span className="text-xs font-normal text-muted-foreground">({t('item.cooked', { line: item.cooked })})</span>
        ) : null}
      </label>
      {/* Household: who added it, when it was someone else. */}
      {item.addedBy && item.addedBy !== user?.firstName ? (
        <span className="text-xs font-normal text-muted-foreground shrink-0" data-testid="added-by">
          {tHousehold('addedBy', { name: item.addedBy })}
        </span>
      ) : null}
      {/* Bought: one tap puts it in the pantry. */}
      {item.checked ? <PutInPantryButton name={item.name} amount={item.amount} /> : null}
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={t('item.remove', { name: item.name })}
        title={t('item.remove', { name: item.name })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(item.id, {
            onSuccess: () =>
              toast({
                title: t('toasts.itemRemoved'),
                description: t('toasts.itemRemovedDescription', { name: item.name }),
              }),
            onError: () =>
              toast({ title: t('toasts.errorTitle'), description: t('toasts.deleteFailed'), variant: 'destructive' }),
          })
        }
      >
        {remove.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Trash2 aria-hidden="true" />
        )}
      </Button>
    </li>
  );
}
