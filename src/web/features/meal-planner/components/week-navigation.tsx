import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatWeekRange } from '../../../entities/meal-plan/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Previous and next week around the week's range ('MMM d - MMM d, yyyy'), and back to this week. */
export function WeekNavigation({
  weekStart,
  isCurrentWeek,
  onPrevious,
  onNext,
  onCurrent,
}: {
  weekStart: Date;
  isCurrentWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
}) {
  const { t } = useTranslation('meal-planner');
  const range = formatWeekRange(weekStart, currentLanguage());
  return (
    <nav aria-label={t('week.navigation')} className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        onClick={onPrevious}
        aria-label={t('week.previous')}
        title={t('week.previous')}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p className="min-w-44 text-center font-display text-lg font-semibold sm:min-w-52" aria-live="polite">
        <span className="sr-only">{t('week.showing', { range })}</span>
        <span aria-hidden="true">{range}</span>
      </p>
      <Button variant="outline" size="icon" onClick={onNext} aria-label={t('week.next')} title={t('week.next')}>
        <ChevronRight aria-hidden="true" />
      </Button>
      {isCurrentWeek ? null : (
        <Button variant="ghost" size="sm" onClick={onCurrent}>
          <CalendarDays aria-hidden="true" />
          {t('week.current')}
        </Button>
      )}
    </nav>
  );
}
