import { useTranslation } from 'react-i18next';

/**
 * Beside a line: what the recipes need when the shop sells more ("recipes need 1 3/8" beside
 * "2 eggs"), amounts of the same food that could not be converted into the line's measure, and
 * "check you have" for a staple. Inside the line's label, so a screen reader reads them with it.
 */
export function ShopNotes({
  needed,
  staple,
  apart = [],
}: {
  needed?: string | null;
  staple: boolean;
  apart?: readonly string[];
}) {
  const { t, i18n } = useTranslation('shopping-list');
  if (!needed && !staple && apart.length === 0) return null;
  const amounts = apart.length > 0 ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(apart) : '';
  return (
    <>
      {' '}
      <span className="flex flex-wrap gap-x-2 text-xs font-normal text-muted-foreground">
        {needed ? <span>({t('item.needed', { amount: needed })})</span> : null}
        {apart.length > 0 ? <span>({t('item.apart', { amounts })})</span> : null}
        {needed && staple ? ' ' : null}
        {staple ? <span className="rounded bg-muted px-1.5 py-0.5 text-foreground">{t('item.staple')}</span> : null}
      </span>
    </>
  );
}
