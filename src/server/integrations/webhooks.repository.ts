import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, webhookDeliveries, webhooks } from '../db/schema.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type UserOfWebhook = typeof users.$inferSelect;

/** A delivery taken from the queue by one server, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  payload: string;
  attempts: number;
  url: string;
  secretNonce: string;
  /** The household whose shared data the event is about; null for an account's own event. */
  householdId: string | null;
  /**
   * False when the event is a household's and the webhook's owner is no longer one of its members
   * (left or removed after it was queued): it must not be sent.
   */
  ownerMayReceive: boolean;
}

interface Rows<T> {
  rows: T[];
}

/** The SQL of webhooks and of their delivery queue (shared by every app server). */
export function webhooksRepository(db: Db) {
  return {
    async insert(values: { userId: string; url: string; events: string[]; secretNonce: string }): Promise<WebhookRow> {
      const [row] = await db.insert(webhooks).values(values).returning();
      return row!;
    },
    async countForUser(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
      return row?.n ?? 0;
    },
    async listForUser(userId: string): Promise<WebhookRow[]> {
      return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.createdAt));
    },
    async find(id: string, userId: string): Promise<WebhookRow | undefined> {
      const rows = await db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .limit(1);
      return rows[0];
    },
    async setEnabled(id: string, userId: string, enabled: boolean): Promise<WebhookRow | undefined> {
      const [row] = await db
        .update(webhooks)
        .set({ enabled })
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .returning();
      return row;
    },
    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .returning({ id: webhooks.id });
      return rows.length > 0;
    },
    /**
     * The enabled webhooks that want `eventType`, with their owners: the actor's own, or (for a
     * household's shared data) those of every member of the household.
     */
    async subscribers(eventType: string, scope: { userId: string } | { householdId: string }) {
      const owner =
        'householdId' in scope ? eq(users.householdId, scope.householdId) : eq(webhooks.userId, scope.userId);
      return db
        .select({ webhook: webhooks, user: users })
        .from(webhooks)
        .innerJoin(users, eq(users.id, webhooks.userId))
        .where(
          and(owner, eq(webhooks.enabled, true), sql`${webhooks.events} @> ${JSON.stringify([eventType])}::jsonb`),
        );
    },
    async enqueue(
      rows: Array<{
        webhookId: string;
        eventId: string;
        eventType: string;
        householdId: string | null;
        payload: string;
      }>,
    ): Promise<void> {
      if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
    },
    /**
     * Takes up to `limit` deliveries to send now, at most one per webhook: the oldest one not yet
     * delivered or given up, when it is due and nobody holds it. The claim holds for `leaseMs`, so a
     * server that dies mid-delivery leaves it to another. Two servers claiming at once cannot both
     * take a row: the UPDATE re-checks the lease on the row it locks. Each row says whether its
     * owner may still receive it (a household's event only while they are a member of it).
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const result = (await db.execute(sql`
        WITH heads AS (
          SELECT DISTINCT ON (d.webhook_id) d.id, d.next_attempt_at, d.locked_until
          FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.enabled
          WHERE d.status = 'pending'
          ORDER BY d.webhook_id, d.seq
        ),
        ready AS (
          SELECT id FROM heads
          WHERE next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
          LIMIT ${limit}
        )
        UPDATE webhook_deliveries d
        SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = d.attempts + 1
        FROM webhooks w JOIN users u ON u.id = w.user_id
        WHERE w.id = d.webhook_id AND d.id IN (SELECT id FROM ready) AND d.status = 'pending'
          AND d.next_attempt_at <= now() AND (d.locked_until IS NULL OR d.locked_until < now())
        RETURNING d.id, d.webhook_id, d.event_id, d.event_type, d.payload, d.attempts, w.url, w.secret_nonce, d.household_id,
          (d.household_id IS NULL OR u.household_id = d.household_id) IS TRUE AS owner_may_receive
      `)) as unknown as Rows<{
        id: string;
        webhook_id: string;
        event_id: string;
        event_type: string;
        payload: string;
        attempts: number;
        url: string;
        secret_nonce: string;
        household_id: string | null;
        owner_may_receive: boolean | string;
      }>;
      return result.rows.map((r) => ({
        id: r.id,
        webhookId: r.webhook_id,
        eventId: r.event_id,
        eventType: r.event_type,
        payload: r.payload,
        attempts: Number(r.attempts),
        url: r.url,
        secretNonce: r.secret_nonce,
        householdId: r.household_id ?? null,
        ownerMayReceive: r.owner_may_receive === true || r.owner_may_receive === 't',
      }));
    },
    async markDelivered(id: string, status: number): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          lastStatus: status,
          lastError: null,
          deliveredAt: sql`now()`,
          lockedUntil: null,
        })
        .where(eq(webhookDeliveries.id, id));
    },
    /** A failed attempt: tried again after `retryInMs`, or given up when that is null. */
    async markFailed(id: string, failure: { status: number | null; error: string }, retryInMs: number | null) {
      await db
        .update(webhookDeliveries)
        .set({
          status: retryInMs === null ? 'failed' : 'pending',
          lastStatus: failure.status,
          lastError: failure.error,
          lockedUntil: null,
          ...(retryInMs === null ? {} : { nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval` }),
        })
        .where(eq(webhookDeliveries.id, id));
    },
    async deliveries(webhookId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(desc(webhookDeliveries.seq))
        .limit(limit);
    },
    /** Forgets finished deliveries older than `days` (the log shows recent ones). */
    async pruneFinished(days: number): Promise<void> {
      await db.execute(sql`
        DELETE FROM webhook_deliveries
        WHERE status <> 'pending' AND created_at < now() - ${`${days} days`}::interval
      `);
    },
  };
}
