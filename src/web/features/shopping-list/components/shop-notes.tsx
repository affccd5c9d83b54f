import { useTranslation } from 'react-i18next';

/**
 * Beside a line: what the recipes need when the shop sells more ("recipes need 1 3/8" beside
 * "2 eggs"), and "check you have" for a staple. Inside the line's label, so a screen reader reads
 * them with it.
 */
export function ShopNotes({ needed, staple }: { needed?: string | null; staple: boolean }) {
  const { t } = useTranslation('shopping-list');
  if (!needed && !staple) return null;
  return (
    <>
      {' '}
      <span className="flex flex-wrap gap-x-2 text-xs font-normal text-muted-foreground">
        {needed ? <span>({t('item.needed', { amount: needed })})</span> : null}
        {needed && staple ? ' ' : null}
        {staple ? <span className="rounded bg-muted px-1.5 py-0.5 text-foreground">{t('item.staple')}</span> : null}
      </span>
    </>
  );
}
