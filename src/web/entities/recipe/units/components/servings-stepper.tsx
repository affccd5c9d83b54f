import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/constants.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { bundleUnitsTexts } from '../i18n.ts';

bundleUnitsTexts();

/**
 * − servings + : scales the amounts shown (the recipe is not changed). The buttons stay focusable
 * at the limits (aria-disabled), so a keyboard user pressing − down to 1 keeps their place.
 */
export function ServingsStepper({
  value,
  base,
  onChange,
  min = 1,
  max = LIMITS.servings,
}: {
  value: number;
  /** The recipe's own servings (the "Back to …" link appears once scaled). */
  base: number;
  onChange: (servings: number) => void;
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation('units');
  const labelId = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span id={labelId} className="text-sm font-medium">
        {t('servings.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex items-center rounded-lg border bg-background">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('servings.decrease')}
          aria-disabled={atMin || undefined}
          onClick={() => {
            if (!atMin) onChange(value - 1);
          }}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-10 px-1 text-center text-base font-semibold tabular-nums">
          <span aria-hidden="true">{value}</span>
          <span className="sr-only">{t('servings.current', { count: value })}</span>
        </output>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('servings.increase')}
          aria-disabled={atMax || undefined}
          onClick={() => {
            if (!atMax) onChange(value + 1);
          }}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value !== base ? (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onChange(base)}>
          {t('servings.reset', { count: base })}
        </Button>
      ) : null}
    </div>
  );
}
