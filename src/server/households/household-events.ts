import { credentialOf, credentialOwner } from '../auth/request-auth.ts';
import { requireUser, type App } from '../http/context.ts';
import { householdsService } from './households.service.ts';
import type { LiveBus, LiveEvent } from './live.ts';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/household/events: server-sent events naming what changed in the household's shared
 * data ("shopping-list", "meal-plan"…); the screen then refetches it through the ordinary routes,
 * which check access again.
 *
 * A stream lives only as long as what opened it: its session or API token, its account and its member's place
 * in the household. When any of them may have changed — a "household" event (someone joined, left
 * or was removed), an access event (the person's sessions ended: logout, a password change, the
 * account deleted; sent through the database to every app server, see auth/session-end.ts) — the
 * stream checks its session and household in the database, and ends if either is gone. The same
 * check runs with every heartbeat, so a missed notification (a listener reconnecting) keeps a
 * stream open at most HEARTBEAT_MS longer.
 */
export function householdEventsRoute(app: App, live: () => LiveBus): void {
  // Open streams end when the server closes, or it would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/api/household/events', { schema: { tags: ['household'], hide: false } }, async (req, reply) => {
    const user = requireUser(req);
    // A session cookie or an API token: either is checked again whenever access may have changed.
    const credential = credentialOf(req);
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
      unsubscribeAccess();
      res.end();
    };
    // While a check runs, changes wait: nothing reaches a stream whose session may have ended.
    const held: string[] = [];
    let checking = 0;
    /** Ends the stream unless its session (or token) is live and its person still in this household. */
    const check = () => {
      if (ended) return;
      checking++;
      void credentialOwner(app.ctx.database.db, credential)
        .then((current) => {
          checking--;
          if (!current || current.userId !== user.id || current.householdId !== householdId) return end();
          if (checking === 0 && !ended) for (const chunk of held.splice(0)) res.write(chunk);
        })
        .catch(end);
    };
    const onEvent = (event: LiveEvent) => {
      if (ended) return;
      const chunk = `event: change\ndata: ${JSON.stringify({ topic: event.topic })}\n\n`;
      if (checking > 0) held.push(chunk);
      else res.write(chunk);
      // Membership changed: end the stream of anyone no longer in this household.
      if (event.topic === 'household') check();
    };
    const unsubscribe = live().subscribe(householdId, onEvent);
    const unsubscribeAccess = live().subscribeAccess(user.id, check);
    const heartbeat = setInterval(() => {
      res.write(': keep-alive\n\n');
      check();
    }, HEARTBEAT_MS);
    open.add(end);
    req.raw.on('close', end);
  });
}
