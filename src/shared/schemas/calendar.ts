import { z } from 'zod';
import { MEAL_TYPES } from '../constants.ts';

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 19:30');

/** When each kind of meal shows in the calendar, unless the cook chose otherwise. */
export const DEFAULT_MEAL_TIMES: Record<(typeof MEAL_TYPES)[number], string> = {
  breakfast: '08:00',
  lunch: '12:30',
  snack: '16:00',
  dinner: '19:30',
};

export const ZMealTimes = z.object({ breakfast: ZTime, lunch: ZTime, dinner: ZTime, snack: ZTime });

export const ZCalendarSettings = z.object({
  /** The secret feed address to subscribe to. */
  url: z.string(),
  mealTimes: ZMealTimes,
  /** IANA zone the meal times are in: the cook's, else the device's that first asked, else UTC. */
  timeZone: z.string(),
});
export type TCalendarSettings = z.infer<typeof ZCalendarSettings>;

export const ZCalendarSettingsUpdate = z
  .object({ mealTimes: ZMealTimes.partial(), timeZone: z.string().trim().min(1).max(64) })
  .partial();

/**
 * GET /api/meal-plans/calendar: the device's zone. An account with no zone of its own takes it at
 * once, so the feed's first events are already at the right local time.
 */
export const ZCalendarSettingsQuery = z.object({ timeZone: z.string().trim().min(1).max(64).optional() });

export const ZCalendarFeedQuery = z.object({ token: z.string().max(200).optional().default('') });
