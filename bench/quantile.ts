/**
 * The value at quantile `q` (0–1) of samples sorted ascending: the sample at index ⌊q·n⌋, the
 * last one for q = 1. Shared by the in-process benches (recipe lists, collections, pantry).
 */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
