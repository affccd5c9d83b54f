import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUnitSystem } from '../../../../../shared/constants.ts';
import { Label } from '../../../../components/ui/label.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { bundleUnitsTexts } from '../i18n.ts';

bundleUnitsTexts();

/** "Show original amounts": the units as the recipe was written instead of the reader's. */
export function OriginalAmountsSwitch({
  checked,
  onCheckedChange,
  writtenIn,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  writtenIn: TUnitSystem;
}) {
  const { t } = useTranslation('units');
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={hintId} />
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{t('original.label')}</Label>
        <span id={hintId} className="text-xs text-muted-foreground">
          {t('original.description', { system: t(`original.${writtenIn}`) })}
        </span>
      </div>
    </div>
  );
}
