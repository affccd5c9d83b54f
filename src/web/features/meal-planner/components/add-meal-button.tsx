import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { TMealType } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';

/** A cell's add button, named for its meal and day ("Add dinner on Sunday, Jan 5"). */
export function AddMealButton({
  mealType,
  dayLabel,
  onClick,
  className,
}: {
  mealType: TMealType;
  dayLabel: string;
  onClick: () => void;
  className?: string;
}) {
  const { t } = useTranslation('meal-planner');
  const label = t('grid.addTo', { mealType: t(`mealTypesLower.${mealType}`), day: dayLabel });
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(
        'h-8 w-full justify-center border border-dashed text-muted-foreground hover:text-foreground',
        className,
      )}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <Plus aria-hidden="true" />
      {t('grid.add')}
    </Button>
  );
}
