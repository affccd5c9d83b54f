import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authService } from '../../src/server/auth/auth.service.ts';
import { sessionEnder } from '../../src/server/auth/session-end.ts';
import { buildCalendar, escapeText, foldLine, zonedTimeToUtc } from '../../src/server/calendar/ics.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const today = new Date().toISOString().slice(0, 10);
const dayPlus = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function planMeal(user: SignedInUser, title: string, mealType: string, date: string) {
  const recipe = (
    await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: user.headers,
      payload: buildRecipe({ title, prepTime: 15, cookTime: 30 }),
    })
  ).json();
  const plan = (
    await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: user.headers,
      payload: { name: `Week ${date}`, startDate: date, endDate: date },
    })
  ).json();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/meal-plans/${plan.id}/items`,
    headers: user.headers,
    payload: { recipeId: recipe.id, mealDate: date, mealType, servings: 3 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function feedPath(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

describe('calendar feed', () => {
  it('serves the plan as valid iCalendar, each meal at the chosen time, parsed back by ical.js', async () => {
    const dinner = await planMeal(
      owner,
      'Feijoada; with rice, beans\\and a long title that goes past the seventy-five octet line limit — ção',
      'dinner',
      dayPlus(1),
    );
    const breakfast = await planMeal(owner, 'Porridge', 'breakfast', today);

    const settings = (await t.app.inject({ url: '/api/meal-plans/calendar', headers: owner.headers })).json();
    expect(settings).toMatchObject({
      mealTimes: { breakfast: '08:00', lunch: '12:30', dinner: '19:30', snack: '16:00' },
      timeZone: 'UTC',
    });
    expect(settings.url).toMatch(/\/api\/meal-plans\/calendar\.ics\?token=/);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/meal-plans/calendar',
      headers: owner.headers,
      payload: { timeZone: 'America/Sao_Paulo', mealTimes: { dinner: '20:15' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().url).toBe(settings.url);

    const res = await t.app.inject({ url: feedPath(settings.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const text = res.body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const d = byUid.get(`${dinner.id}@tempero`)!;
    expect(d.summary).toBe(
      'Dinner: Feijoada; with rice, beans\\and a long title that goes past the seventy-five octet line limit — ção',
    );
    // 20:15 in São Paulo (UTC-3, no daylight saving) is 23:15 UTC, for the recipe's 45 minutes.
    expect(d.startDate.toJSDate().toISOString()).toBe(`${dayPlus(1)}T23:15:00.000Z`);
    expect(d.endDate.toJSDate().getTime() - d.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(d.description).toContain('Servings: 3');
    expect(d.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const b = byUid.get(`${breakfast.id}@tempero`)!;
    expect(b.startDate.toJSDate().toISOString()).toBe(`${today}T11:00:00.000Z`);
  });

  it('refuses a wrong, tampered, missing or reset token (404), with no session needed for the right one', async () => {
    const user = await signUp(t.app);
    await planMeal(user, 'Soup', 'lunch', today);
    const { url } = (await t.app.inject({ url: '/api/meal-plans/calendar', headers: user.headers })).json();
    const path = feedPath(url);
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    const token = new URL(url).searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'nope', '', `${owner.id}.${token.split('.')[1]}`]) {
      const res = await t.app.inject({ url: `/api/meal-plans/calendar.ics?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/meal-plans/calendar.ics' })).statusCode).toBe(404);

    const reset = await t.app.inject({ method: 'POST', url: '/api/meal-plans/calendar/reset', headers: user.headers });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().url).not.toBe(url);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: feedPath(reset.json().url) })).statusCode).toBe(200);
  });

  // Issue 36: the feed's address is a credential; it ends with what handed it out.
  it('an address handed to an API token stops when the token is revoked; the browser’s goes on', async () => {
    const user = await signUp(t.app);
    await planMeal(user, 'Moqueca', 'dinner', today);
    const inBrowser = (await t.app.inject({ url: '/api/meal-plans/calendar', headers: user.headers })).json().url;
    const tokens = [];
    for (const scope of ['read', 'read-write'] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: user.headers,
        payload: { name: `Home Assistant ${scope}`, scope },
      });
      expect(made.statusCode, made.body).toBe(201);
      const { id, token } = made.json<{ id: string; token: string }>();
      const res = await t.app.inject({
        url: '/api/meal-plans/calendar',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const url = res.json<{ url: string }>().url;
      expect(url).not.toBe(inBrowser);
      const feed = await t.app.inject({ url: feedPath(url) });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain('Moqueca');
      tokens.push({ id, url });
    }
    // Another account's token id in the address does not verify, nor does a token id left out or swapped.
    const [first, second] = tokens as [{ id: string; url: string }, { id: string; url: string }];
    const swapped = feedPath(first.url).replace(first.id, second.id);
    expect((await t.app.inject({ url: swapped })).statusCode).toBe(404);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${first.id}`, headers: user.headers });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ url: feedPath(first.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: feedPath(second.url) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: feedPath(inBrowser) })).statusCode).toBe(200);
  });

  it('a password change voids every feed address of the account, and the profile shows a new one', async () => {
    const user = await signUp(t.app, { password: 'the old password' });
    await planMeal(user, 'Vatapá', 'lunch', today);
    const inBrowser = (await t.app.inject({ url: '/api/meal-plans/calendar', headers: user.headers })).json().url;
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: user.headers,
        payload: { name: 'Script', scope: 'read' },
      })
    ).json<{ token: string }>();
    const viaToken = (
      await t.app.inject({ url: '/api/meal-plans/calendar', headers: { authorization: `Bearer ${token}` } })
    ).json().url;
    for (const url of [inBrowser, viaToken]) expect((await t.app.inject({ url: feedPath(url) })).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: user.headers,
      payload: { currentPassword: 'the old password', newPassword: 'a brand new password' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    for (const url of [inBrowser, viaToken]) expect((await t.app.inject({ url: feedPath(url) })).statusCode).toBe(404);
    // The asker goes on with the session the change renewed.
    const renewed = changed.cookies.find((c) => c.name === 'tempero_session')!;
    const headers = { cookie: `tempero_session=${renewed.value}` };
    const fresh = (await t.app.inject({ url: '/api/meal-plans/calendar', headers })).json().url;
    expect(fresh).not.toBe(inBrowser);
    const feed = await t.app.inject({ url: feedPath(fresh) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Vatapá');
  });

  it('an administrator’s password reset voids the feed address too', async () => {
    const user = await signUp(t.app);
    await planMeal(user, 'Acarajé', 'snack', today);
    const before = (await t.app.inject({ url: '/api/meal-plans/calendar', headers: user.headers })).json().url;
    expect((await t.app.inject({ url: feedPath(before) })).statusCode).toBe(200);
    // What `tempero reset-password` runs (src/server/cli/reset-password.ts), on this server's database.
    const db = t.database.db;
    await authService(db, sessionEnder({ db, live: t.app.ctx.services.live })).setPassword(
      user.id,
      'an admin chose this one',
    );
    expect((await t.app.inject({ url: feedPath(before) })).statusCode).toBe(404);
    // Signed in again, the person gets a new address that works.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'an admin chose this one' },
    });
    const cookie = login.cookies.find((c) => c.name === 'tempero_session')!;
    const after = (
      await t.app.inject({ url: '/api/meal-plans/calendar', headers: { cookie: `tempero_session=${cookie.value}` } })
    ).json().url;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ url: feedPath(after) })).statusCode).toBe(200);
  });

  it.each([
    ['America/Sao_Paulo', '22:30'],
    ['Asia/Tokyo', '10:30'],
  ])(
    'a device in %s: its zone from the first request, so dinner at 19:30 is right before any save',
    async (zone, utcTime) => {
      const user = await signUp(t.app);
      // Tokyo's 19:30 is 10:30 UTC the same day; São Paulo's is 22:30 UTC.
      const meal = await planMeal(user, 'Curry', 'dinner', dayPlus(2));
      const first = await t.app.inject({
        url: `/api/meal-plans/calendar?timeZone=${encodeURIComponent(zone)}`,
        headers: user.headers,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().timeZone).toBe(zone);
      const feed = await t.app.inject({ url: feedPath(first.json().url) });
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(event!.uid).toBe(`${meal.id}@tempero`);
      expect(event!.startDate.toJSDate().toISOString()).toBe(`${dayPlus(2)}T${utcTime}:00.000Z`);

      // A device elsewhere later does not move the account's zone; the cook's own choice does.
      const other = await t.app.inject({
        url: '/api/meal-plans/calendar?timeZone=Europe/Lisbon',
        headers: user.headers,
      });
      expect(other.json().timeZone).toBe(zone);
      const bad = await t.app.inject({ url: '/api/meal-plans/calendar?timeZone=Mars/Olympus', headers: user.headers });
      expect(bad.statusCode).toBe(200);
      expect(bad.json().timeZone).toBe(zone);
    },
  );

  it('links every event to its recipe in the app, which its owner can open and nobody else can', async () => {
    const user = await signUp(t.app);
    await planMeal(user, 'Private stew', 'lunch', today);
    const { url } = (await t.app.inject({ url: '/api/meal-plans/calendar', headers: user.headers })).json();
    const feed = await t.app.inject({ url: feedPath(url) });
    const [event] = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const link = String(event!.component.getFirstPropertyValue('url'));
    const { pathname } = new URL(link);
    const id = /^\/recipes\/([0-9a-f-]{36})$/.exec(pathname)?.[1];
    expect(id, link).toBeTruthy();
    expect(event!.description).toContain(link);
    // The page answers (the app), the owner reads the recipe, another account and a visitor do not.
    expect((await t.app.inject({ url: `/api/recipes/${id}`, headers: user.headers })).json().title).toBe(
      'Private stew',
    );
    expect((await t.app.inject({ url: `/api/recipes/${id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/recipes/${id}` })).statusCode).toBe(404);
  });

  it('refuses an unknown time zone or a bad time', async () => {
    for (const payload of [{ timeZone: 'Mars/Olympus' }, { mealTimes: { lunch: '25:00' } }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/meal-plans/calendar',
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('ics writer', () => {
  it('escapes text and folds long lines without splitting characters', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'ção'.repeat(40)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i ? l.slice(1) : l))
        .join(''),
    ).toBe(`SUMMARY:${'ção'.repeat(40)}`);
  });

  it('converts wall times across daylight saving', () => {
    expect(zonedTimeToUtc('2026-07-01', '19:30', 'Europe/Lisbon').toISOString()).toBe('2026-07-01T18:30:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', '19:30', 'Europe/Lisbon').toISOString()).toBe('2026-12-01T19:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '12:00', 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });

  it('builds an empty calendar that parses', () => {
    const cal = new ICAL.Component(ICAL.parse(buildCalendar({ name: 'x', events: [] })));
    expect(cal.getAllSubcomponents('vevent')).toEqual([]);
  });
});
