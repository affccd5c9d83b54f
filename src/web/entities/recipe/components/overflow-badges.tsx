import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';

export interface OverflowBadgeItem {
  id: string;
  label: string;
  /** Optional leading mark (a coloured dot, an icon). */
  icon?: ReactNode;
  className?: string;
}

/**
 * At most `max` badges, then '+N more' (spec section 2: a card shows at most 3 collection badges;
 * section 9: at most 3 tags on offline cards). The hidden names stay available to screen readers
 * and as the '+N more' tooltip.
 */
export function OverflowBadges({
  items,
  max = 3,
  label,
  className,
  badgeClassName,
}: {
  items: readonly OverflowBadgeItem[];
  max?: number;
  /** Names the list for assistive technology ("Tags", "Collections"). */
  label: string;
  className?: string;
  badgeClassName?: string;
}) {
  const { t } = useTranslation('recipes');
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  const hidden = items.slice(max);
  const hiddenNames = hidden.map((item) => item.label).join(', ');
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((item) => (
        <li key={item.id} className="min-w-0">
          <Badge variant="outline" className={cn('max-w-full bg-card font-medium', badgeClassName, item.className)}>
            {item.icon}
            <span className="truncate">{item.label}</span>
          </Badge>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li>
          <Badge variant="secondary" title={hiddenNames} className="font-medium">
            <span aria-hidden="true">{t('overflow.more', { count: hidden.length })}</span>
            <span className="sr-only">{t('overflow.moreLabel', { count: hidden.length, names: hiddenNames })}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
