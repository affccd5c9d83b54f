import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_FILTERS, isDefaultFilters, reviewsQueryString } from './review-filters.ts';

describe('review filters', () => {
  it('sends the sort, and leaves out empty search and "all" filters', () => {
    expect(reviewsQueryString(DEFAULT_REVIEW_FILTERS)).toBe('sort=createdAt-desc');
    expect(reviewsQueryString({ ...DEFAULT_REVIEW_FILTERS, search: '   ' })).toBe('sort=createdAt-desc');
  });

  it('sends the rating filter as minRating, and the favourites and public filters', () => {
    const qs = reviewsQueryString({
      search: ' soup ',
      sort: 'rating-desc',
      rating: '4',
      favorites: 'true',
      public: 'false',
    });
    expect(Object.fromEntries(new URLSearchParams(qs))).toEqual({
      sort: 'rating-desc',
      search: 'soup',
      minRating: '4',
      favorites: 'true',
      public: 'false',
    });
  });

  it('knows when any filter narrows the list (the sort does not)', () => {
    expect(isDefaultFilters({ ...DEFAULT_REVIEW_FILTERS, sort: 'title-asc' })).toBe(true);
    expect(isDefaultFilters({ ...DEFAULT_REVIEW_FILTERS, rating: '5' })).toBe(false);
    expect(isDefaultFilters({ ...DEFAULT_REVIEW_FILTERS, search: 'x' })).toBe(false);
  });
});
