import { AlertTriangle, Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDeletePantryItem, useUpdatePantryItem, type TPantryItem } from '../../../entities/pantry/index.ts';
import { cn } from '../../../lib/utils.ts';
import { daysUntil } from '../lib/dates.ts';

function ExpiryBadge({ bestBefore }: { bestBefore: string | null }) {
  const { t } = useTranslation('pantry');
  if (!bestBefore) return null;
  const days = daysUntil(bestBefore);
  if (days > 3)
    return <span className="text-xs text-muted-foreground">{t('list.bestBefore', { date: bestBefore })}</span>;
  const label =
    days < 0 ? t('list.expired') : days === 0 ? t('list.expiresToday') : t('list.expiresIn', { count: days });
  return <Badge className={cn(days < 0 ? 'bg-destructive text-white' : 'bg-amber-100 text-amber-900')}>{label}</Badge>;
}

function PantryRow({ item }: { item: TPantryItem }) {
  const { t } = useTranslation('pantry');
  const update = useUpdatePantryItem();
  const remove = useDeletePantryItem();
  const failed = () => toast({ title: t('list.failed'), variant: 'destructive' });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="pantry-item">
      {/* Room for the name before the badges share its line: on a phone they wrap under it. */}
      <span className="min-w-[min(100%,11rem)] flex-1">
        {item.amount ? <span className="font-semibold">{item.amount} </span> : null}
        <span className="break-words">{item.name}</span>
      </span>
      <ExpiryBadge bestBefore={item.bestBefore} />
      {/* A status only when it is one; the switch says what it does, not what the item is. */}
      {item.runningLow ? (
        <Badge className="gap-1 bg-amber-100 text-amber-900">
          <AlertTriangle aria-hidden="true" className="size-3.5" />
          {t('list.runningLow')}
        </Badge>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        aria-label={item.runningLow ? t('list.gotMoreOf', { name: item.name }) : t('list.markLow', { name: item.name })}
        onClick={() => update.mutate({ id: item.id, runningLow: !item.runningLow }, { onError: failed })}
      >
        {item.runningLow ? t('list.gotMore') : t('list.markLowShort')}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-muted-foreground hover:text-destructive"
        aria-label={t('list.remove', { name: item.name })}
        title={t('list.remove', { name: item.name })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(item.id, {
            onSuccess: () => toast({ title: t('list.removed', { name: item.name }) }),
            onError: failed,
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

export function PantryList({ items }: { items: readonly TPantryItem[] }) {
  const { t } = useTranslation('pantry');
  return (
    <section aria-labelledby="pantry-list-heading" className="flex flex-col gap-2">
      <h2 id="pantry-list-heading" className="font-display text-xl font-semibold">
        {t('list.heading')}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t('list.empty')}</p>
      ) : (
        <ul className="divide-y rounded-[var(--radius-card)] border bg-card px-4">
          {items.map((item) => (
            <PantryRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
