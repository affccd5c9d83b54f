import { describe, expect, it } from 'vitest';
import {
  aiMealPlanName,
  formatDayParts,
  formatDayInSentence,
  formatLongDay,
  formatMediumDate,
  formatWeekRange,
  mealPlanName,
  parseIsoDate,
  toIsoDate,
  weekDays,
  weekRange,
  weekStartOf,
} from './week.ts';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('weeks', () => {
  it('start on the Sunday on or before the day, at midnight', () => {
    expect(toIsoDate(weekStartOf(local(2025, 1, 8)))).toBe('2025-01-05'); // Wednesday
    expect(toIsoDate(weekStartOf(local(2025, 1, 5)))).toBe('2025-01-05'); // Sunday itself
    expect(toIsoDate(weekStartOf(local(2025, 1, 11, 23)))).toBe('2025-01-05'); // Saturday night
    expect(toIsoDate(weekStartOf(local(2025, 1, 1)))).toBe('2024-12-29'); // across the year
    expect(weekStartOf(local(2025, 1, 8)).getHours()).toBe(0);
  });

  it('run 7 days from Sunday to Saturday', () => {
    const days = weekDays(weekStartOf(local(2025, 3, 12)));
    expect(days.map(toIsoDate)).toEqual([
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
    ]);
    expect(days.map((d) => d.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('query from Sunday to Saturday, whatever day of the week is given', () => {
    expect(weekRange(local(2025, 1, 8))).toEqual({ startDate: '2025-01-05', endDate: '2025-01-11' });
    expect(weekRange(local(2024, 2, 27))).toEqual({ startDate: '2024-02-25', endDate: '2024-03-02' }); // leap year
  });

  it("are labelled 'MMM d - MMM d, yyyy' in en-US", () => {
    expect(formatWeekRange(weekStartOf(local(2025, 1, 8)))).toBe('Jan 5 - Jan 11, 2025');
    expect(formatWeekRange(weekStartOf(local(2025, 1, 1)))).toBe('Dec 29 - Jan 4, 2025');
    expect(formatWeekRange(weekStartOf(local(2025, 5, 28)), 'en')).toBe('May 25 - May 31, 2025');
  });

  it('are labelled in Portuguese for pt-BR', () => {
    expect(formatWeekRange(weekStartOf(local(2025, 1, 8)), 'pt-BR')).toBe('5 de jan - 11 de jan de 2025');
    expect(formatDayParts(local(2025, 1, 11), 'pt-BR')).toEqual({ weekday: 'sáb', date: '11 de jan' });
    expect(formatMediumDate(local(2025, 2, 3), 'pt-BR')).toBe('3 de fev de 2025');
  });

  it('name plans in en-US whatever the language, so the same week finds the same plan', () => {
    const sunday = weekStartOf(local(2025, 1, 8));
    expect(mealPlanName(sunday)).toBe('Week of Jan 5');
    expect(aiMealPlanName(sunday)).toBe('AI Plan - Week of Jan 5');
  });

  it('label days and dates in en-US', () => {
    expect(formatDayParts(local(2025, 1, 5))).toEqual({ weekday: 'Sun', date: 'Jan 5' });
    expect(formatMediumDate(local(2025, 1, 5))).toBe('Jan 5, 2025');
  });
});

describe('parseIsoDate', () => {
  it('reads calendar dates as local midnight', () => {
    const d = parseIsoDate('2025-01-05');
    expect(d && [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 0, 5, 0]);
  });

  it('refuses what is not a calendar date', () => {
    for (const text of ['', '2025-02-30', '2025-13-01', '05/01/2025', '2025-1-5', 'yesterday', null, undefined]) {
      expect(parseIsoDate(text)).toBeNull();
    }
  });
});

describe('formatLongDay', () => {
  it('names the day in full', () => {
    expect(formatLongDay(local(2025, 1, 5))).toBe('Sunday, Jan 5');
    expect(formatLongDay(local(2025, 1, 5), 'pt-BR')).toBe('Domingo, 5 de jan');
  });
});

describe('formatDayInSentence', () => {
  it('keeps a Portuguese weekday in lower case inside a sentence', () => {
    expect(formatDayInSentence(local(2025, 1, 5))).toBe('Sunday, Jan 5');
    expect(formatDayInSentence(local(2025, 1, 8), 'pt-BR')).toBe('quarta-feira, 8 de jan');
  });
});
