/** Reading times and yields the way recipe pages and cookbooks spell them. */

const VULGAR: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅕': 0.2,
  '⅖': 0.4,
  '⅗': 0.6,
  '⅘': 0.8,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const num = (x: string | undefined): number => (x ? parseFloat(x.replace(',', '.')) : 0);

// Unit words in the languages recipe pages use; the longest spellings first.
const DAY = '(?:days?|dias?|tage?n?|jours?|dagen?|dage|dni|dny|d)';
const HOUR =
  '(?:hours?|hrs?|horas?|hs|stunden?|std\\.?|heures?|timer|tim(?:me)?|uur|godz(?:in[ay]?)?|hod(?:in[ay]?)?|saat|h)';
const MINUTE = '(?:minutes?|mins?\\.?|minutos?|minuten?|minutter|minuter|minut(?:y|ów|a)?|dakika|mn|m)';
const SECOND = '(?:seconds?|secs?|segundos?|sekunden?|s)';
const NATURAL = new RegExp(
  `(\\d+(?:[.,]\\d+)?|[½¼¾⅓⅔])\\s*(?:(${DAY})|(${HOUR})|(${MINUTE})|(${SECOND}))(?![\\p{L}])`,
  'giu',
);

/**
 * Minutes from an ISO 8601 duration ("PT1H30M", "P0DT2H", sloppy "PT 20M", "PT90M", "PT1H30"),
 * a number of minutes, or words ("1 hour 20 mins", "1 h 30", "40 minutos", "1:30").
 * Null when unknown or zero.
 */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return value.length ? parseDurationMinutes(value[0]) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (s === '') return null;
  if (/^\d+(?:[.,]\d+)?$/.test(s)) return positive(num(s));
  const compact = s.replace(/\s+/g, '').toUpperCase();
  if (compact.startsWith('P') || compact.startsWith('-P')) {
    if (compact.startsWith('-')) return null;
    const iso = ISO_DURATION.exec(compact);
    if (iso && compact.length > 1) {
      const m =
        num(iso[1]) * 525600 +
        num(iso[2]) * 43200 +
        num(iso[3]) * 10080 +
        num(iso[4]) * 1440 +
        num(iso[5]) * 60 +
        num(iso[6]) +
        num(iso[7]) / 60;
      return positive(m);
    }
    // "PT1H30" (minutes without M), "PT20MIN", "PT0H20M00S" variants.
    const loose = /^P(?:(\d+)D)?T?(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)(?:M|MIN|MINS)?)?(?:(\d+)S)?$/.exec(
      compact,
    );
    if (loose) return positive(num(loose[1]) * 1440 + num(loose[2]) * 60 + num(loose[3]) + num(loose[4]) / 60);
  }
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(s);
  if (clock) return positive(Number(clock[1]) * 60 + Number(clock[2]));
  let total = 0;
  let found = false;
  let lastUnit = '';
  for (const m of s.matchAll(NATURAL)) {
    const n = VULGAR[m[1]] ?? num(m[1]);
    found = true;
    if (m[2]) {
      total += n * 1440;
      lastUnit = 'd';
    } else if (m[3]) {
      total += n * 60;
      lastUnit = 'h';
    } else if (m[4]) {
      total += n;
      lastUnit = 'm';
    } else {
      total += n / 60;
      lastUnit = 's';
    }
  }
  if (found && lastUnit === 'h') {
    // "1 h 30" / "1 hora e 30": a bare number after the hours means minutes.
    const tail = /(?:h|hours?|hrs?|horas?|std\.?|stunden?)\s*(?:and|e|und|et|og|och)?\s*(\d{1,2})\s*$/i.exec(s);
    if (tail) total += Number(tail[1]);
  }
  return found ? positive(total) : null;
}

function positive(m: number): number | null {
  if (!Number.isFinite(m) || m <= 0) return null;
  const r = Math.round(m);
  return r > 0 ? r : 1;
}

/** Leading quantity of a yield: 4 from "4 servings", "Serves 4-6", ["4", "4 portions"], "Rende 6 porções". */
export function parseServings(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const n = parseServings(v);
      if (n !== null) return n;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return parseServings(o.value ?? o.yieldValue ?? o.name ?? o.text);
  }
  if (typeof value !== 'string') return null;
  const s = value.replace(/\u00a0/g, ' ');
  const m = /(\d+(?:[.,]\d+)?)(?:\s*([½¼¾⅓⅔]))?/.exec(s);
  if (m) {
    const n = num(m[1]) + (m[2] ? VULGAR[m[2]] : 0);
    return n > 0 ? n : null;
  }
  const v = /[½¼¾⅓⅔]/.exec(s);
  if (v) return VULGAR[v[0]];
  const words: Record<string, number> = {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    twelve: 12,
    um: 1,
    uma: 1,
    dois: 2,
    duas: 2,
    tres: 3,
    três: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    dez: 10,
  };
  for (const w of s.toLowerCase().split(/[^\p{L}]+/u)) if (words[w]) return words[w];
  return null;
}
