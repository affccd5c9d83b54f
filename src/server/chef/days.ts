/** Days from start to end inclusive, as YYYY-MM-DD (UTC arithmetic, no time zones involved). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const t0 = Date.UTC(+start.slice(0, 4), +start.slice(5, 7) - 1, +start.slice(8, 10));
  const t1 = Date.UTC(+end.slice(0, 4), +end.slice(5, 7) - 1, +end.slice(8, 10));
  for (let t = t0; t <= t1 && out.length < 31; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
