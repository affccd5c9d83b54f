import { useTranslation } from 'react-i18next';
import { MEAL_TYPES, type TMealType } from '../../../../shared/constants.ts';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';

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
    <ChoiceSelect
      id={id}
      value={value}
      choices={MEAL_TYPES}
      label={(type) => t(`mealTypes.${type}`)}
      onChange={onChange}
    />
  );
}
