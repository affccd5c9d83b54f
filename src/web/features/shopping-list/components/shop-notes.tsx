import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../shared/amounts/format.ts';
import { countedNeed, type NeedKind } from '../../../../shared/shopping/counted-need.ts';

const NEED_KEY: Record<
  NeedKind,
  'item.needed' | 'item.neededAbout' | 'item.neededAlmost' | 'item.neededOver' | 'item.neededUnder'
> = {
  exact: 'item.needed',
  about: 'item.neededAbout',
  almost: 'item.neededAlmost',
  over: 'item.neededOver',
  under: 'item.neededUnder',
};

/**
 * Beside a line: what the recipes need when the shop sells more ("recipes need 1 3/8" beside
 * "2 eggs"), amounts of the same food that could not be converted into the line's measure, and
 * "check you have" for a staple. Inside the line's label, so a screen reader reads them with it.
 * A need of counted things is said as a cook counts them ("almost 6 cloves", not "5 7/8"), in
 * halves only where the food's record says half of one is usual (`halves`).
 */
export function ShopNotes({
  needed,
  staple,
  apart = [],
  halves = false,
}: {
  needed?: string | null;
  staple: boolean;
  apart?: readonly string[];
  halves?: boolean;
}) {
  const { t, i18n } = useTranslation('shopping-list');
  const need = needed ? countedNeed(needed, halves, i18n.language as Lang) : null;
  if (!needed && !staple && apart.length === 0) return null;
  const amounts = apart.length > 0 ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(apart) : '';
  return (
    <>
      {' '}
      <span className="flex flex-wrap gap-x-2 text-xs font-normal text-muted-foreground">
        {need ? <span>({t(NEED_KEY[need.kind], { amount: need.amount })})</span> : null}
        {apart.length > 0 ? <span>({t('item.apart', { amounts })})</span> : null}
        {needed && staple ? ' ' : null}
        {staple ? <span className="rounded bg-muted px-1.5 py-0.5 text-foreground">{t('item.staple')}</span> : null}
      </span>
    </>
  );
}
