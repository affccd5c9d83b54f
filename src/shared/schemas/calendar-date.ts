import { z } from 'zod';

/** Years a date may have: far enough for any plan, close enough that every database stores it. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;
/** The longest range a listing (plans, plan items) may ask for: about three months. */
export const DATE_RANGE_MAX_DAYS = 92;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The date part of "yyyy-MM-dd" (or a full ISO date-time) when it is a real calendar date in range. */
export function calendarDate(value: string): string | null {
  const m = DATE_TEXT.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (leap years included).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Days from one valid calendar date to another. */
export function daysApart(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** A calendar date "yyyy-MM-dd"; a full ISO date-time is accepted and cut to its date. */
export const ZDate = z
  .string()
  .trim()
  .max(40)
  .transform((v, ctx) => {
    const date = calendarDate(v);
    if (date === null) {
      ctx.addIssue({
        code: 'custom',
        message: `Use a real date like 2026-11-22, between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`,
      });
      return z.NEVER;
    }
    return date;
  });

/** A listing range: start ≤ end, at most DATE_RANGE_MAX_DAYS apart. */
export const ZDateRange = z
  .object({ startDate: ZDate, endDate: ZDate })
  .refine((v) => v.endDate >= v.startDate, { message: 'endDate must not be before startDate', path: ['endDate'] })
  .refine((v) => daysApart(v.startDate, v.endDate) < DATE_RANGE_MAX_DAYS, {
    message: `A range covers at most ${DATE_RANGE_MAX_DAYS} days`,
    path: ['endDate'],
  });
