import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import type { ShoppingGroup } from '../lib/group-items.ts';
import { ItemRow } from './item-row.tsx';

/** The default view: one card per recipe, then 'Other items'. */
export function ByRecipeView({ groups }: { groups: readonly ShoppingGroup[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map((group) => (
        <GroupCard key={group.recipeTitle ?? '\u0000other'} group={group} />
      ))}
    </div>
  );
}

function GroupCard({ group }: { group: ShoppingGroup }) {
  const { t } = useTranslation('shopping-list');
  const headingId = useId();
  const title = group.recipeTitle ?? t('groups.other');
  const counts = { checked: group.checked, total: group.items.length };
  return (
    <Card className="gap-2 p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <div className="flex items-baseline justify-between gap-3 border-b pb-2">
          <h2 id={headingId} className="min-w-0 font-display text-lg font-semibold break-words">
            {title}
          </h2>
          <span
            className="shrink-0 text-sm text-muted-foreground tabular-nums"
            aria-label={t('groups.countLabel', counts)}
          >
            {t('groups.count', counts)}
          </span>
        </div>
        <ul className="divide-y">
          {group.items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
