import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  useCombinedShoppingItems,
  useSetItemsChecked,
  type TCombinedShoppingItem,
} from '../../../entities/shopping-list/index.ts';
import { useDisplayAmounts, useFoodFacts } from '../../../entities/user/index.ts';
import { cn } from '../../../lib/utils.ts';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';
import { ShopNotes } from './shop-notes.tsx';
import { amountJoiner } from '../../../../shared/amounts/joiner.ts';

/**
 * Beyond the spec, the list to shop from: one line per food across recipes (the server merges and
 * rounds up to what a shop sells), then the staples under "check you have". Checking a line
 * checks every item behind it.
 */
export function CombinedView() {
  const { t } = useTranslation('shopping-list');
  const combined = useCombinedShoppingItems();
  const { amount: displayAmount, lang } = useDisplayAmounts();
  const factsOf = useFoodFacts();
  const staplesId = useId();
  if (combined.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {t('combined.loading')}
      </p>
    );
  }
  if (combined.isError) {
    return (
      <ErrorRetry message={t('combined.failed')} retryLabel={t('retry')} onRetry={() => void combined.refetch()} />
    );
  }
  const shown = combined.data.map((row) => {
    // The line's food, once the room's slice has loaded: until then amounts convert by unit alone.
    const food = factsOf?.(row.name, lang === 'pt-BR' ? 'pt' : 'en');
    return {
      ...row,
      amount: displayAmount(row.amount, { food }),
      needed: row.needed === null ? null : displayAmount(row.needed, { food }),
      // A list cached offline by an older server has no `apart`.
      apart: (row.apart as string[] | undefined)?.map((a) => displayAmount(a, { food })) ?? [],
      // Half of one is usual for this food ("½ onion"): the need is said in halves.
      halves: food?.halves === true,
    };
  });
  // The server names each line in the reader's language, so "de" follows that language: "6 dentes de alho".
  const joinerOf = (row: TCombinedShoppingItem) => amountJoiner(row.amount, row.name, lang);
  const toBuy = shown.filter((row) => !row.staple);
  const staples = shown.filter((row) => row.staple);
  return (
    <Card className="gap-2 p-4 sm:p-5">
      <p className="text-sm text-muted-foreground">{t('combined.description')}</p>
      <ul className="divide-y">
        {toBuy.map((row) => (
          <CombinedRow key={`${row.name}:${row.itemIds.join(',')}`} row={row} joiner={joinerOf(row)} />
        ))}
      </ul>
      {staples.length > 0 ? (
        <section aria-labelledby={staplesId} className="mt-2 border-t pt-3">
          <h2 id={staplesId} className="font-display text-base font-semibold">
            {t('combined.staples')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('combined.staplesHint')}</p>
          <ul className="divide-y">
            {staples.map((row) => (
              <CombinedRow key={`${row.name}:${row.itemIds.join(',')}`} row={row} joiner={joinerOf(row)} />
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

function CombinedRow({ row, joiner }: { row: TCombinedShoppingItem & { halves: boolean }; joiner: string }) {
  const { t } = useTranslation('shopping-list');
  const id = useId();
  const setChecked = useSetItemsChecked();
  return (
    <li className="flex items-start gap-3 py-2.5">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={row.checked}
        onCheckedChange={(value) =>
          setChecked.mutate(
            { ids: row.itemIds, checked: value === true },
            {
              onError: () =>
                toast({ title: t('toasts.errorTitle'), description: t('toasts.updateFailed'), variant: 'destructive' }),
            },
          )
        }
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col gap-0.5 text-sm leading-snug">
        <span
          className={cn('flex flex-wrap items-baseline gap-x-2', row.checked && 'text-muted-foreground line-through')}
        >
          {row.amount ? <span className="font-semibold">{row.amount}</span> : null}
          {row.amount ? ' ' : null}
          {/* "de" goes with the name, so the flex gap stays one gap: "500 g de feijão". */}
          <span className="break-words">
            {row.amount && joiner ? `${joiner} ` : null}
            {row.name}
          </span>
        </span>
        <ShopNotes needed={row.needed} apart={row.apart} staple={false} halves={row.halves} />
        {row.recipeTitles.length > 0 ? (
          <span className="text-xs text-muted-foreground">
            {t('combined.from', { titles: row.recipeTitles.join(', ') })}
          </span>
        ) : null}
      </label>
    </li>
  );
}
