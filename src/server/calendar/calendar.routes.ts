import {
  ZCalendarFeedQuery,
  ZCalendarSettings,
  ZCalendarSettingsQuery,
  ZCalendarSettingsUpdate,
} from '../../shared/schemas/calendar.ts';
import { requireUser, type App } from '../http/context.ts';
import { requestOrigin } from '../http/security.ts';
import { calendarService } from './calendar.service.ts';

const tags = ['meal-plans'];

export async function calendarRoutes(app: App): Promise<void> {
  const service = () => calendarService(app.ctx.database.db, app.ctx.secret);

  app.get(
    '/api/meal-plans/calendar',
    { schema: { tags, querystring: ZCalendarSettingsQuery, response: { 200: ZCalendarSettings } } },
    async (req) => {
      const origin = requestOrigin(req, app.ctx.config);
      return service().settings(requireUser(req), origin, req.query.timeZone, req.apiToken?.id);
    },
  );

  app.patch(
    '/api/meal-plans/calendar',
    { schema: { tags, body: ZCalendarSettingsUpdate, response: { 200: ZCalendarSettings } } },
    async (req) => {
      return service().update(requireUser(req), requestOrigin(req, app.ctx.config), req.body, req.apiToken?.id);
    },
  );

  app.post(
    '/api/meal-plans/calendar/reset',
    { schema: { tags, response: { 200: ZCalendarSettings } } },
    async (req) => {
      return service().reset(requireUser(req), requestOrigin(req, app.ctx.config), req.apiToken?.id);
    },
  );

  // Read by calendar apps, which carry no session: the token in the address is the credential.
  app.get('/api/meal-plans/calendar.ics', { schema: { tags, querystring: ZCalendarFeedQuery } }, async (req, reply) => {
    const body = await service().feed(req.query.token, requestOrigin(req, app.ctx.config));
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, max-age=300')
      .send(body);
  });
}
