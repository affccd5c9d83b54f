import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS } from '../../../../shared/constants.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import {
  RATING_FILTERS,
  type RatingFilter,
  type ReviewFilters,
  type ReviewSort,
  type TriState,
} from '../api/review-filters.ts';

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
        <Select value={filters.sort} onValueChange={(v) => set('sort', v as ReviewSort)}>
          <SelectTrigger id={ids.sort}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REVIEW_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.rating}>{t('filters.rating')}</Label>
        <Select value={filters.rating} onValueChange={(v) => set('rating', v as RatingFilter)}>
          <SelectTrigger id={ids.rating}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RATING_FILTERS.map((r) => (
              <SelectItem key={r} value={r}>
                {r === 'all'
                  ? t('ratingFilter.all')
                  : r === '5'
                    ? t('ratingFilter.exactly5')
                    : t('ratingFilter.atLeast', { count: Number(r) })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.favorites}>{t('filters.favorites')}</Label>
        <Select value={filters.favorites} onValueChange={(v) => set('favorites', v as TriState)}>
          <SelectTrigger id={ids.favorites}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TRI_STATES.map((v) => (
              <SelectItem key={v} value={v}>
                {t(`favoritesFilter.${v}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.public}>{t('filters.public')}</Label>
        <Select value={filters.public} onValueChange={(v) => set('public', v as TriState)}>
          <SelectTrigger id={ids.public}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TRI_STATES.map((v) => (
              <SelectItem key={v} value={v}>
                {t(`publicFilter.${v}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
