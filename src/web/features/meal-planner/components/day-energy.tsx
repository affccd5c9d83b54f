import { useTranslation } from 'react-i18next';
import { bundleNutritionTexts } from '../../../entities/recipe/nutrition/i18n.ts';
import { cn } from '../../../lib/utils.ts';
import type { DayEnergy } from '../lib/day-energy.ts';

bundleNutritionTexts();

/** A day's planned energy: "≈ 2,140 kcal", or "at least …" when a line could not be counted. */
export function DayEnergyTotal({
  energy,
  dayLabel,
  className,
}: {
  energy: DayEnergy | undefined;
  dayLabel: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('nutrition');
  if (!energy || energy.kcal <= 0) return null;
  const kcal = new Intl.NumberFormat(i18n.resolvedLanguage === 'pt-BR' ? 'pt-BR' : 'en-US').format(
    Math.round(energy.kcal),
  );
  return (
    <p className={cn('text-xs text-muted-foreground tabular-nums', className)} data-testid="day-energy">
      <span className="sr-only">{t('dayLabel', { day: dayLabel })}: </span>
      {t(energy.complete ? 'dayTotal' : 'dayTotalPartial', { kcal })}
    </p>
  );
}
