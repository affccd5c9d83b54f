import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import type { TRecipe } from '../api/types.ts';

/** "Household" on a recipe shared with the household (issue 22), on cards and in the recipe view. */
export function HouseholdBadge({ visibility }: { visibility: TRecipe['visibility'] }) {
  const { t } = useTranslation('recipes');
  if (visibility !== 'household') return null;
  return (
    <Badge variant="outline" title={t('visibility.badgeTitle')} data-testid="household-badge">
      <Users aria-hidden="true" />
      {t('visibility.badge')}
    </Badge>
  );
}
