/**
 * The total of a paged list answer from its X-Total-Count header; `fallback` (the length of the
 * list received) when the header is missing or not a number.
 */
export function totalCount(response: Response, fallback: number): number {
  const header = Number(response.headers.get('X-Total-Count'));
  return response.headers.has('X-Total-Count') && Number.isFinite(header) ? header : fallback;
}
