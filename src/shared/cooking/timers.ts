/**
 * Timers found in a recipe step, in English and Portuguese: "simmer for 20 minutes", "asse por 40
 * a 45 minutos", "1½ hours", "1h30", "meia hora", "30 segundos". Cook mode turns each into a
 * button. A range starts the timer at its lower end (check early; the upper end is kept).
 * Pure and DOM-free so it runs in tests, the browser and the server alike.
 */
import { foldKeepLength } from '../amounts/text.ts';
import { NUMBER_WORDS as WORDS } from '../i18n/number-words.ts';

export interface DetectedTimer {
  /** Where the phrase is in the step text (indices into the original text). */
  start: number;
  end: number;
  /** The phrase as written, e.g. "40 a 45 minutos". */
  text: string;
  /** The timer's length in seconds (the lower end of a range). */
  seconds: number;
  /** The upper end of a range, else equal to `seconds`. */
  maxSeconds: number;
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

const WORD_ALTERNATION = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUM = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?\s*[½¼¾⅓⅔]?|[½¼¾⅓⅔]|(?:${WORD_ALTERNATION})(?![a-z]))`;
const RANGE = String.raw`\s*(?:-|–|—|to|or|a|ou|ate)\s*`;
const HOURS = String.raw`hours?|hrs?|horas?|h`;
const MINUTES = String.raw`minutes?|mins?|minutos?|minutinhos?|min`;
const SECONDS = String.raw`seconds?|secs?|segundos?|seg`;
const UNIT = String.raw`(?:${HOURS}|${MINUTES}|${SECONDS})\.?`;

const MAIN = new RegExp(
  String.raw`(?<![a-z0-9/.,])(${NUM})(?:${RANGE}(${NUM}))?\s*(${UNIT})(?![a-z])` +
    // "1 hour 30 minutes", "1 hora e 15 minutos", or "1h30" / "1h30min".
    String.raw`(?:\s*(?:,|and|e)?\s*(\d+)\s*(?:${MINUTES})\.?(?![a-z])|(?<=h)(\d{1,2})(?:min)?(?![a-z0-9]))?` +
    // "1 hour and a half", "uma hora e meia".
    String.raw`(\s+(?:and a half|e meia))?`,
  'g',
);
/** "half an hour", "meia hora", "an hour", "a minute", "an hour and a half". */
const PHRASES = /(?<![a-z])(half an hour|meia[ -]hora|an? (?:hour|minute|second)(?: and a half)?)(?![a-z])/g;

function parseNumber(raw: string): number {
  const s = raw.trim();
  if (s in WORDS) return WORDS[s]!;
  if (s in FRACTIONS) return FRACTIONS[s]!;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(s);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(s);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const withGlyph = /^(\d+(?:[.,]\d+)?)\s*([½¼¾⅓⅔])?$/.exec(s);
  if (withGlyph) return Number(withGlyph[1]!.replace(',', '.')) + (withGlyph[2] ? FRACTIONS[withGlyph[2]]! : 0);
  return Number.NaN;
}

function unitSeconds(unit: string): number {
  const u = unit.replace(/\.$/, '');
  if (new RegExp(`^(?:${HOURS})$`).test(u)) return 3600;
  if (new RegExp(`^(?:${MINUTES})$`).test(u)) return 60;
  return 1;
}

function phraseSeconds(phrase: string): number {
  if (phrase === 'half an hour' || phrase.startsWith('meia')) return 1800;
  const unit = phrase.includes('hour') ? 3600 : phrase.includes('minute') ? 60 : 1;
  return phrase.endsWith('and a half') ? unit * 1.5 : unit;
}

/** Every timer phrase of a step, in reading order; overlapping finds keep the earlier, longer one. */
export function detectTimers(step: string): DetectedTimer[] {
  const folded = foldKeepLength(step);
  const found: DetectedTimer[] = [];
  const push = (start: number, end: number, seconds: number, maxSeconds: number) => {
    // Trailing spaces or a dot belong to the sentence, not the phrase.
    while (end > start && /[\s.]/.test(step[end - 1]!)) end -= 1;
    if (seconds > 0 && Number.isFinite(seconds) && maxSeconds >= seconds && seconds <= 48 * 3600) {
      found.push({
        start,
        end,
        text: step.slice(start, end),
        seconds: Math.round(seconds),
        maxSeconds: Math.round(maxSeconds),
      });
    }
  };
  for (const m of folded.matchAll(MAIN)) {
    const unit = unitSeconds(m[3]!);
    const low = parseNumber(m[1]!);
    const high = m[2] ? parseNumber(m[2]) : low;
    const extraMinutes = Number(m[4] ?? m[5] ?? 0);
    const half = m[6] ? unit / 2 : 0;
    const plus = extraMinutes * 60 + half;
    push(m.index, m.index + m[0].length, low * unit + plus, high * unit + plus);
  }
  for (const m of folded.matchAll(PHRASES)) {
    const seconds = phraseSeconds(m[1]!);
    push(m.index, m.index + m[0].length, seconds, seconds);
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: DetectedTimer[] = [];
  for (const timer of found) if (!out.length || timer.start >= out[out.length - 1]!.end) out.push(timer);
  return out;
}

/** A countdown as "m:ss" or "h:mm:ss". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
