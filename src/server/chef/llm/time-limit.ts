import { fold } from '../../../shared/knowledge/phrase-index.ts';

/**
 * Minutes in the generate form's time field: its values ('15min', '30min', '1hour') and what a
 * cook or an API client types there ('15 minutes or less', '1h30', 'meia hora'); 'plenty' and
 * the like mean no limit (null). A time inside the wish itself is read with the wish.
 */
export function parseTimeLimit(text: string | undefined | null): number | null {
  if (!text) return null;
  const f = fold(text).trim();
  if (!f) return null;
  if (
    /\b(plenty|no limit|no rush|any time|whatever|unlimited|bastante|sobra|sem pressa|sem limite|qualquer|muito tempo|tempo de sobra|a vontade)\b/.test(
      f,
    )
  )
    return null;
  if (/\b(half an hour|half hour|meia hora|meia-hora)\b/.test(f)) return 30;
  if (/\b(an hour|one hour|uma hora)\b/.test(f) && !/\d/.test(f)) return 60;
  const hm = f.match(
    /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|hora|horas)\s*(?:e\s*|and\s*)?(\d+)?\s*(?:m|min|mins|minutes|minutos)?/,
  );
  if (hm) {
    const h = Number(hm[1]!.replace(',', '.'));
    const m = hm[2] ? Number(hm[2]) : 0;
    return Math.round(h * 60 + m);
  }
  const m = f.match(/(\d+)\s*(?:m|min|mins|minute|minutes|minuto|minutos)?\b/);
  if (m) return Number(m[1]);
  return null;
}
