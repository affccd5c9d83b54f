import type { DetectedTimer } from '../../../shared/cooking/timers.ts';

type Unit = 'hour' | 'minute' | 'second';

/** A length in seconds as hours, minutes and seconds (only the parts that are not zero). */
function parts(total: number): Array<[Unit, number]> {
  const seconds = Math.max(0, Math.round(total));
  const found: Array<[Unit, number]> = [
    ['hour', Math.floor(seconds / 3600)],
    ['minute', Math.floor((seconds % 3600) / 60)],
    ['second', seconds % 60],
  ];
  const nonZero = found.filter(([, n]) => n > 0);
  return nonZero.length > 0 ? nonZero : [['second', 0]];
}

const unitFormat = (language: string, unit: Unit) =>
  new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' });

function duration(total: number, language: string): string {
  const list = new Intl.ListFormat(language, { type: 'unit', style: 'long' });
  return list.format(parts(total).map(([unit, n]) => unitFormat(language, unit).format(n)));
}

/**
 * A step timer's name in the language of the page, from its length (walk 8, fault 11: the
 * phrase as the recipe wrote it put "20 minutes" into a Portuguese button). A range keeps both
 * ends: "40–45 minutos"; lengths of one unit share it, others are written out on each side.
 */
export function timerLabel(timer: Pick<DetectedTimer, 'seconds' | 'maxSeconds'>, language: string): string {
  if (timer.maxSeconds <= timer.seconds) return duration(timer.seconds, language);
  const low = parts(timer.seconds);
  const high = parts(timer.maxSeconds);
  if (low.length === 1 && high.length === 1 && low[0]![0] === high[0]![0]) {
    return unitFormat(language, low[0]![0]).formatRange(low[0]![1], high[0]![1]);
  }
  return `${duration(timer.seconds, language)} – ${duration(timer.maxSeconds, language)}`;
}
