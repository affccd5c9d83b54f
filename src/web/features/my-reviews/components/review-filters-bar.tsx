import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS } from '../../../../shared/constants.ts';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RATING_FILTERS, type ReviewFilters, type TriState } from '../api/review-filters.ts';

const TRI_STATES: readonly TriState[] = ['all', 'true', 'false'];

/** Search, sort, rating, favourites and public filters of the My reviews list. */
export function ReviewFiltersBar({
  filters,
  onChange,
}: {
  filters: ReviewFilters;
  onChange: (next: ReviewFilters) => void;
}) {
  const { t } = useTranslation('reviews');
  const ids = { search: useId(), sort: useId(), rating: useId(), favorites: useId(), public: useId() };
  const set = <K extends keyof ReviewFilters>(key: K, value: ReviewFilters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={ids.search}>{t('filters.search')}</Label>
        <SearchInput
          id={ids.search}
          value={filters.search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => set('search', e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.sort}>{t('filters.sort')}</Label>
        <ChoiceSelect
          id={ids.sort}
          value={filters.sort}
          choices={REVIEW_SORTS}
          label={(sort) => t(`sorts.${sort}`)}
          onChange={(v) => set('sort', v)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.rating}>{t('filters.rating')}</Label>
        <ChoiceSelect
          id={ids.rating}
          value={filters.rating}
          choices={RATING_FILTERS}
          label={(r) =>
            r === 'all'
              ? t('ratingFilter.all')
              : r === '5'
                ? t('ratingFilter.exactly5')
                : t('ratingFilter.atLeast', { count: Number(r) })
          }
          onChange={(v) => set('rating', v)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.favorites}>{t('filters.favorites')}</Label>
        <ChoiceSelect
          id={ids.favorites}
          value={filters.favorites}
          choices={TRI_STATES}
          label={(v) => t(`favoritesFilter.${v}`)}
          onChange={(v) => set('favorites', v)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.public}>{t('filters.public')}</Label>
        <ChoiceSelect
          id={ids.public}
          value={filters.public}
          choices={TRI_STATES}
          label={(v) => t(`publicFilter.${v}`)}
          onChange={(v) => set('public', v)}
        />
      </div>
    </div>
  );
}
