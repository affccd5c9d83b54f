import crypto from 'node:crypto';
import { normalizeLanguage } from '../../shared/constants.ts';
import { DEFAULT_MEAL_TIMES } from '../../shared/schemas/calendar.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../../shared/ids.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { apiTokensRepository } from '../integrations/api-tokens.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { householdsService } from '../households/households.service.ts';
import { kitchenSettingsRepository } from '../pantry/kitchen-settings.repository.ts';
import { calendarRepository } from './calendar.repository.ts';
import { buildCalendar, isTimeZone, zonedTimeToUtc, type IcsEvent } from './ics.ts';

/** The feed covers a month back and three months ahead. */
const DAYS_BACK = 31;
const DAYS_AHEAD = 92;

const MEAL_NAMES = {
  en: {
    breakfast: 'Breakfast',
    lunch: 'Lunch',
    dinner: 'Dinner',
    snack: 'Snack',
    servings: 'Servings',
    calendar: 'Tempero meal plan',
  },
  'pt-BR': {
    breakfast: 'Café da manhã',
    lunch: 'Almoço',
    dinner: 'Jantar',
    snack: 'Lanche',
    servings: 'Porções',
    calendar: 'Plano de refeições Tempero',
  },
} as const;

type MealType = keyof typeof DEFAULT_MEAL_TIMES;

/**
 * The feed's secret is not stored: it is an HMAC, under the server's secret, of the user id and a
 * random per-user nonce (the only thing stored). A copied database alone cannot forge a feed
 * address, and resetting the nonce voids the old address at once (so does a password change or an
 * admin's reset: `sessionEnder`).
 *
 * An address handed to an API token (`GET /api/meal-plans/calendar` with a token, as Home
 * Assistant does) also names and signs that token, `<user>.<token id>.<mac>`, and works only while
 * the token does: revoking a leaked token must not leave its reader a lasting way into the plan.
 */
function signToken(secret: string, userId: string, nonce: string, apiTokenId?: string): string {
  const subject = apiTokenId ? `calendar:${userId}:${nonce}:token:${apiTokenId}` : `calendar:${userId}:${nonce}`;
  const mac = crypto.createHmac('sha256', secret).update(subject).digest('base64url');
  return apiTokenId ? `${userId}.${apiTokenId}.${mac}` : `${userId}.${mac}`;
}

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function calendarService(db: Db, secret: string) {
  const repo = calendarRepository(db);
  const settings = kitchenSettingsRepository(db);

  async function ensureNonce(userId: string, reset = false) {
    const current = await settings.find(userId);
    if (current?.calendarNonce && !reset) return current;
    return settings.save(userId, { calendarNonce: crypto.randomBytes(18).toString('base64url') });
  }

  /** `viaApiToken`: the id of the API token asking, when one is (its address ends with it). */
  function present(origin: string, userId: string, row: Awaited<ReturnType<typeof ensureNonce>>, viaApiToken?: string) {
    const token = signToken(secret, userId, row.calendarNonce!, viaApiToken);
    return {
      url: `${origin}/api/meal-plans/calendar.ics?token=${encodeURIComponent(token)}`,
      mealTimes: { ...DEFAULT_MEAL_TIMES, ...(row.mealTimes ?? {}) },
      timeZone: row.timeZone ?? 'UTC',
    };
  }

  return {
    /** The feed's settings; an account with no zone yet takes the asking device's (`deviceZone`). */
    async settings(user: UserRow, origin: string, deviceZone?: string, viaApiToken?: string) {
      const row = await ensureNonce(user.id);
      if (!row.timeZone && deviceZone && isTimeZone(deviceZone))
        return present(origin, user.id, await settings.save(user.id, { timeZone: deviceZone }), viaApiToken);
      return present(origin, user.id, row, viaApiToken);
    },
    async reset(user: UserRow, origin: string, viaApiToken?: string) {
      return present(origin, user.id, await ensureNonce(user.id, true), viaApiToken);
    },
    async update(
      user: UserRow,
      origin: string,
      input: { mealTimes?: Partial<Record<MealType, string>>; timeZone?: string },
      viaApiToken?: string,
    ) {
      if (input.timeZone !== undefined && !isTimeZone(input.timeZone))
        throw badRequest('timeZone: unknown time zone', 'timeZone');
      const row = await ensureNonce(user.id);
      const saved = await settings.save(user.id, {
        ...(input.mealTimes
          ? { mealTimes: { ...DEFAULT_MEAL_TIMES, ...(row.mealTimes ?? {}), ...input.mealTimes } }
          : {}),
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      });
      return present(origin, user.id, saved, viaApiToken);
    },

    /**
     * The .ics text for a feed token, or 404 for a wrong, malformed or reset one, and for one handed
     * to an API token that has been revoked since (or whose account's password changed).
     */
    async feed(token: string, origin: string, now = new Date()): Promise<string> {
      const parts = token.split('.');
      if (parts.length !== 2 && parts.length !== 3) throw notFound('Calendar');
      const userId = parts[0]!;
      const apiTokenId = parts.length === 3 ? parts[1]! : undefined;
      const row = await settings.find(userId);
      if (!row?.calendarNonce || !parts.at(-1)) throw notFound('Calendar');
      if (apiTokenId !== undefined && !isUuid(apiTokenId)) throw notFound('Calendar');
      const expected = Buffer.from(signToken(secret, userId, row.calendarNonce, apiTokenId));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw notFound('Calendar');
      if (apiTokenId !== undefined && (await apiTokensRepository(db).findOwner(apiTokenId))?.userId !== userId)
        throw notFound('Calendar');
      const user = await repo.user(userId);
      if (!user) throw notFound('Calendar');
      const names = MEAL_NAMES[normalizeLanguage(user.language)];
      const times = { ...DEFAULT_MEAL_TIMES, ...(row.mealTimes ?? {}) };
      const zone = row.timeZone && isTimeZone(row.timeZone) ? row.timeZone : 'UTC';
      // The household the person is in now, and what they may read now: a former member's feed
      // shows nothing of the household they left.
      const householdId = await householdsService(db).scopeOf(user);
      const meals = await repo.meals(householdId, user, addDays(now, -DAYS_BACK), addDays(now, DAYS_AHEAD));
      const events: IcsEvent[] = meals.map((m) => {
        const type = (m.mealType in times ? m.mealType : 'dinner') as MealType;
        const start = zonedTimeToUtc(m.mealDate, times[type], zone);
        const minutes = Math.min(240, Math.max(30, m.prepTime + m.cookTime || 60));
        // The recipe in the app: its owner and household open it there (signing in first), anyone
        // else only when it is public.
        const url = `${origin}/recipes/${m.recipeId}`;
        const description = [`${names.servings}: ${m.servings}`, m.notes ?? '', url].filter(Boolean).join('\n');
        return {
          uid: `${m.id}@tempero`,
          start,
          end: new Date(start.getTime() + minutes * 60_000),
          summary: `${names[type]}: ${m.title}`,
          description,
          url,
        };
      });
      return buildCalendar({ name: names.calendar, events, now });
    },
  };
}
