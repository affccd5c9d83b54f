import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/utils.ts';
import type { RecipeUnits } from '../hooks/use-recipe-units.ts';
import { bundleUnitsTexts } from '../i18n.ts';
import { OriginalAmountsSwitch } from './original-amounts-switch.tsx';
import { ServingsStepper } from './servings-stepper.tsx';
import { UnitSystemToggle } from './unit-system-toggle.tsx';

bundleUnitsTexts();

/**
 * The controls above a recipe's ingredients: servings, unit system and, when converting changes
 * something, "show original amounts". Feed it the state of useRecipeUnits(recipe).
 */
export function RecipeUnitsToolbar({ units, className }: { units: RecipeUnits; className?: string }) {
  const { t } = useTranslation('units');
  return (
    <div
      role="group"
      aria-label={t('toolbar')}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-8',
        className,
      )}
    >
      <ServingsStepper value={units.servings} base={units.baseServings} onChange={units.setServings} />
      <UnitSystemToggle
        value={units.unitSystem}
        onChange={units.setUnitSystem}
        savedToProfile={units.unitSystemSource === 'account'}
      />
      {units.converts ? (
        <OriginalAmountsSwitch
          checked={units.showOriginal}
          onCheckedChange={units.setShowOriginal}
          writtenIn={units.writtenIn}
        />
      ) : null}
    </div>
  );
}
