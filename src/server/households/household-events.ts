import { requireUser, type App } from '../http/context.ts';
import { usersRepository } from '../users/users.repository.ts';
import { householdsService } from './households.service.ts';
import type { LiveBus, LiveEvent } from './live.ts';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/household/events: server-sent events naming what changed in the household's shared
 * data ("shopping-list", "meal-plan"…); the screen then refetches it through the ordinary routes,
 * which check access again. A member who is removed or leaves gets a "household" event and the
 * stream ends, so nothing more of that household reaches them.
 */
export function householdEventsRoute(app: App, live: () => LiveBus): void {
  // Open streams end when the server closes, or it would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/api/household/events', { schema: { tags: ['household'], hide: false } }, async (req, reply) => {
    const user = requireUser(req);
    const householdId = await householdsService(app.ctx.database.db).scopeOf(user);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Request-Id': req.id,
    });
    // The client reconnects after 2 s if the stream drops (its own fallback polls meanwhile).
    res.write(`retry: 2000\nevent: ready\ndata: {"householdId":"${householdId}"}\n\n`);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    const onEvent = (event: LiveEvent) => {
      if (ended) return;
      res.write(`event: change\ndata: ${JSON.stringify({ topic: event.topic })}\n\n`);
      if (event.topic !== 'household') return;
      // Membership changed: end the stream of anyone no longer in this household.
      void usersRepository(app.ctx.database.db)
        .householdOf(user.id)
        .then((current) => {
          if (current !== householdId) end();
        })
        .catch(end);
    };
    const unsubscribe = live().subscribe(householdId, onEvent);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    open.add(end);
    req.raw.on('close', end);
  });
}
