import { DIETS, type Diet } from './kb/vocabulary-schema.ts';
import { matcherFromVocabulary } from './kb/vocabulary.ts';
import { PhraseMatcher, fold } from './text.ts';

/**
 * What the LLM path and the routes read from free text without the built-in chef's knowledge:
 * diets (to check a model's answer) and time limits. The built-in chef reads whole wishes with
 * kb/understand.ts.
 */

/** Diet words (knowledge/vocabulary/diets.json) → diets. */
export const DIET_MATCHER = matcherFromVocabulary((v) => {
  const m = new PhraseMatcher<Diet>();
  for (const d of DIETS) m.addAll(v.diets.diets[d].words, d);
  return m;
});

/** Minutes in a time text: '15 minutes or less', '30min', '1 hour', '1h30', 'meia hora', 'plenty' → null. */
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

/** Minutes mentioned inside a free-text wish ("ready in 20 minutes", "em até meia hora", "under an hour"). */
export function minutesInText(text: string): number | null {
  const f = fold(text);
  const m = f.match(
    /(?:in|under|within|max|maximum|less than|ate|em|menos de|no maximo|dentro de)\s+(?:ate\s+)?(\d+)\s*(?:m|min|mins|minutes|minutos)\b/,
  );
  if (m) return Number(m[1]);
  const h = f.match(/(?:in|under|within|less than|ate|em|menos de)\s+(?:ate\s+)?(\d+)\s*(?:h|hour|hours|hora|horas)\b/);
  if (h) return Number(h[1]) * 60;
  if (/\b(?:in|under|within|em|ate|menos de)\s+(?:half an hour|meia hora)\b/.test(f)) return 30;
  if (/\b(?:under|within|less than|em ate|menos de)\s+(?:an hour|uma hora)\b/.test(f)) return 60;
  return null;
}

/** Diets named in free text (wishes, plan restrictions, custom requests). */
export function dietsIn(text: string): Diet[] {
  return DIET_MATCHER.valuesIn(text);
}
