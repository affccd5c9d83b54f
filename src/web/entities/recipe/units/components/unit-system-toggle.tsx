import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUnitSystem } from '../../../../../shared/constants.ts';
import { cn } from '../../../../lib/utils.ts';
import { bundleUnitsTexts } from '../i18n.ts';

bundleUnitsTexts();

const SYSTEMS: readonly TUnitSystem[] = ['metric', 'imperial'];

/** Metric | Imperial, two pressed-state buttons. */
export function UnitSystemToggle({
  value,
  onChange,
  savedToProfile = false,
}: {
  value: TUnitSystem;
  onChange: (system: TUnitSystem) => void;
  /** Signed in: say that the choice goes to the profile. */
  savedToProfile?: boolean;
}) {
  const { t } = useTranslation('units');
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span id={labelId} className="text-sm font-medium">
        {t('system.label')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={savedToProfile ? hintId : undefined}
        className="inline-flex rounded-lg border bg-background p-0.5"
      >
        {SYSTEMS.map((system) => (
          <button
            key={system}
            type="button"
            aria-pressed={value === system}
            onClick={() => onChange(system)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              value === system
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {t(`system.${system}`)}
          </button>
        ))}
      </div>
      {savedToProfile ? (
        <span id={hintId} className="sr-only">
          {t('system.savedToProfile')}
        </span>
      ) : null}
    </div>
  );
}
