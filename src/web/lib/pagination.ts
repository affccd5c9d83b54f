export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/** At most this many pages are listed without ellipses (spec section 9, History). */
export const MAX_PAGES_WITHOUT_ELLIPSIS = 5;

/**
 * The page buttons to show: every page when there are 5 or fewer; otherwise the first, the last,
 * the current page and its neighbours, and an ellipsis for each gap (a gap of a single page shows
 * that page instead, since an ellipsis would take the same room).
 */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  if (total <= MAX_PAGES_WITHOUT_ELLIPSIS) {
    return Array.from({ length: total }, (_, i) => ({ type: 'page', page: i + 1 }));
  }
  let from = Math.max(2, page - 1);
  let to = Math.min(total - 1, page + 1);
  if (page <= 3) {
    from = 2;
    to = 4;
  } else if (page >= total - 2) {
    from = total - 3;
    to = total - 1;
  }
  const items: PageItem[] = [{ type: 'page', page: 1 }];
  if (from === 3) items.push({ type: 'page', page: 2 });
  else if (from > 3) items.push({ type: 'ellipsis', key: 'start' });
  for (let p = from; p <= to; p += 1) items.push({ type: 'page', page: p });
  if (to === total - 2) items.push({ type: 'page', page: total - 1 });
  else if (to < total - 2) items.push({ type: 'ellipsis', key: 'end' });
  items.push({ type: 'page', page: total });
  return items;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The numbers of the 'showing start-end of total' line; 0-0 of 0 for an empty list. */
export function shownRange(
  page: number,
  pageSize: number,
  total: number,
): { start: number; end: number; total: number } {
  if (total <= 0) return { start: 0, end: 0, total: 0 };
  const start = Math.min((page - 1) * pageSize + 1, total);
  const end = Math.min(page * pageSize, total);
  return { start, end, total };
}
