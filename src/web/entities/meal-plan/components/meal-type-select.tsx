import { useTranslation } from 'react-i18next';
import { MEAL_TYPES, type TMealType } from '../../../../shared/constants.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

/** Breakfast, lunch, dinner or snack; pair it with a <Label htmlFor={id}>. */
export function MealTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TMealType;
  onChange: (value: TMealType) => void;
}) {
  const { t } = useTranslation('meal-planner');
  return (
    <Select value={value} onValueChange={(v) => onChange(v as TMealType)}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {MEAL_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {t(`mealTypes.${type}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
