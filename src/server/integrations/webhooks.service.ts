import crypto from 'node:crypto';
import { isUuid } from '../../shared/ids.ts';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_PER_USER,
  WEBHOOK_SIGNATURE_HEADER,
  type TWebhookCreate,
  type TWebhookEvent,
} from '../../shared/schemas/integrations.ts';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { checkAddress, hostAsIpLiteral } from '../importer/address-policy.ts';
import { hostKey, parsePublicUrl, safeFetch, SafeFetchError } from '../importer/safe-fetch.ts';
import type { UserRow } from '../users/users.repository.ts';
import { webhooksRepository, type ClaimedDelivery, type WebhookRow } from './webhooks.repository.ts';

/** One change that webhooks may hear of. */
export interface WebhookEvent {
  type: TWebhookEvent;
  actor: UserRow;
  /** Set for a household's shared data (plan, shopping list): every member's webhooks hear of it. */
  householdId?: string | null;
  /** The object as the API presents it to one viewer (the webhook's owner). */
  data: (viewer: UserRow) => unknown;
}

/** What a service that changes data needs to tell webhooks about it. */
export type WebhookEmitter = Pick<WebhooksService, 'emit'>;

export interface WebhooksDeps {
  db: Db;
  /** The server secret: signing secrets are derived from it, so every server signs alike. */
  secret: string;
  trustedHosts: readonly string[];
  log: { warn(obj: object, msg?: string): void };
  /** First retry delay; each later one is 4 times longer (default 30 s: 30 s, 2 min, 8 min, 32 min, 2 h). */
  retryBaseMs?: number;
  /** How often every server looks for due deliveries (default 5 s); a new event is sent at once. */
  pollMs?: number;
}

/**
 * Whose data each event is about: an account's own (its recipes, sent to the actor's webhooks) or
 * a household's shared data (plan, shopping list, sent to every member's webhooks, and queued with
 * that household since migration 0010).
 */
const EVENT_SCOPE: Record<TWebhookEvent, 'account' | 'household'> = {
  'recipe.created': 'account',
  'recipe.updated': 'account',
  'recipe.deleted': 'account',
  'meal_plan.item_added': 'household',
  'meal_plan.item_removed': 'household',
  'shopping_item.added': 'household',
  'shopping_item.checked': 'household',
  'shopping_item.updated': 'household',
  'shopping_item.removed': 'household',
};
/**
 * A queued delivery that names no household although its event is a household's (or of a type
 * this version does not know): queued before migration 0010 recorded the household, for every
 * member of the household the actor was in then. Whether the webhook's owner is still one of them
 * cannot be told, so it is not sent. An account's own event names no household and is sent: it was
 * only ever queued for the actor's own webhooks.
 */
export function householdUnknown(d: Pick<ClaimedDelivery, 'eventType' | 'householdId'>): boolean {
  if (d.householdId !== null) return false;
  const scope = (EVENT_SCOPE as Record<string, 'account' | 'household' | undefined>)[d.eventType];
  return scope !== 'account';
}

const LEASE_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
const BATCH = 10;
const LOG_LIMIT = 50;
const KEEP_LOG_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const USER_AGENT = 'Tempero-Webhooks/1';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the webhook's secret. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** Why an attempt failed, as a short code the profile translates (the API documents them). */
function failureOf(err: unknown): { status: number | null; error: string } {
  if (err instanceof SafeFetchError) {
    if (err.code === 'http_error') return { status: err.status ?? null, error: 'http_error' };
    if (err.code === 'too_many_redirects') return { status: err.status ?? null, error: 'redirect' };
    if (err.code === 'bot_challenge') return { status: err.status ?? null, error: 'http_error' };
    return { status: null, error: err.code };
  }
  return { status: null, error: 'network' };
}

/**
 * Webhooks: an account's URLs told about changes, signed with a secret shown once. Events are
 * queued in the database (they survive a restart) and every app server takes work from the queue:
 * each delivery is claimed by one server, one at a time per webhook in the order of the events,
 * retried with backoff and logged. Every request goes through the guarded client (safe-fetch): no
 * private or loopback address unless the admin trusts the host (WEBHOOK_ALLOWED_HOSTS).
 */
export function webhooksService(deps: WebhooksDeps) {
  const repo = webhooksRepository(deps.db);
  const retryBaseMs = deps.retryBaseMs ?? 30_000;
  const pollMs = deps.pollMs ?? 5_000;
  const trusted = (hostname: string) => deps.trustedHosts.includes(hostKey(hostname));
  const secretOf = (nonce: string) =>
    'whsec_' + crypto.createHmac('sha256', deps.secret).update(`webhook:${nonce}`).digest('base64url');

  /** Refuses what can never be delivered, before anything is stored. */
  function checkUrl(input: string): string {
    let url: URL;
    try {
      url = parsePublicUrl(input);
    } catch {
      throw badRequest('Enter an http or https address without a user name or password.', 'url');
    }
    if (!trusted(url.hostname)) {
      const name = hostKey(url.hostname);
      let literal: ReturnType<typeof hostAsIpLiteral>;
      try {
        literal = hostAsIpLiteral(url.hostname);
      } catch {
        throw badRequest('Enter an http or https address without a user name or password.', 'url');
      }
      const privateTarget =
        name === 'localhost' || name.endsWith('.localhost') || (literal !== null && !checkAddress(literal.address).ok);
      if (privateTarget)
        throw badRequest(
          'This address is on a private network or this machine. The admin of this Tempero can allow its host with WEBHOOK_ALLOWED_HOSTS.',
          'url',
          { reason: 'private_address' },
        );
    }
    return url.href;
  }

  async function deliver(d: ClaimedDelivery): Promise<void> {
    // A household's event queued while the owner was a member, who has left or was removed since:
    // what the household does is no longer theirs to hear of. Given up, never sent.
    if (!d.ownerMayReceive) {
      await repo.markFailed(d.id, { status: null, error: 'not_member' }, null);
      return;
    }
    if (householdUnknown(d)) {
      deps.log.warn(
        { delivery: d.id, webhook: d.webhookId, type: d.eventType },
        'webhooks: not sending a household event queued before the upgrade that records its household (migration 0010): whether the owner is still a member cannot be told',
      );
      await repo.markFailed(d.id, { status: null, error: 'household_unknown' }, null);
      return;
    }
    const t = Math.floor(Date.now() / 1000);
    try {
      const res = await safeFetch(d.url, {
        method: 'POST',
        body: d.payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'x-tempero-event': d.eventType,
          'x-tempero-delivery': d.id,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secretOf(d.secretNonce), d.payload, t),
        },
        accept: 'application/json, */*;q=0.5',
        timeoutMs: DELIVERY_TIMEOUT_MS,
        maxBytes: 1024 * 1024,
        trustedHosts: deps.trustedHosts,
      });
      await repo.markDelivered(d.id, res.status);
    } catch (err) {
      const failure = failureOf(err);
      // A refused address or URL stays refused: giving up at once beats five more refusals.
      const final = d.attempts >= WEBHOOK_MAX_ATTEMPTS || failure.error === 'blocked' || failure.error === 'bad_url';
      const retryIn = final ? null : retryBaseMs * 4 ** (d.attempts - 1);
      await repo.markFailed(d.id, failure, retryIn);
      if (retryIn !== null) setTimeout(kick, retryIn + 20).unref();
    }
  }

  let draining: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let lastPrune = 0;
  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const batch = await repo.claim(BATCH, LEASE_MS);
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (again && !closed);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await repo.pruneFinished(KEEP_LOG_DAYS);
    }
  }
  function kick(): void {
    if (closed) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((err: unknown) => deps.log.warn({ err }, 'webhooks: could not work through the delivery queue'))
      .finally(() => {
        draining = null;
      });
  }
  let poller: NodeJS.Timeout | undefined;

  return {
    secretOf: (row: WebhookRow) => secretOf(row.secretNonce),
    async list(user: UserRow): Promise<WebhookRow[]> {
      return repo.listForUser(user.id);
    },
    async create(user: UserRow, input: TWebhookCreate): Promise<{ row: WebhookRow; secret: string }> {
      const url = checkUrl(input.url);
      if ((await repo.countForUser(user.id)) >= WEBHOOK_MAX_PER_USER)
        throw conflict(`You can have at most ${WEBHOOK_MAX_PER_USER} webhooks.`);
      const nonce = crypto.randomBytes(16).toString('base64url');
      const row = await repo.insert({ userId: user.id, url, events: [...new Set(input.events)], secretNonce: nonce });
      return { row, secret: secretOf(nonce) };
    },
    async setEnabled(user: UserRow, id: string, enabled: boolean): Promise<WebhookRow> {
      const row = isUuid(id) ? await repo.setEnabled(id, user.id, enabled) : undefined;
      if (!row) throw notFound('Webhook');
      if (enabled) kick();
      return row;
    },
    async remove(user: UserRow, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.delete(id, user.id))) throw notFound('Webhook');
    },
    async deliveries(user: UserRow, id: string) {
      if (!isUuid(id) || !(await repo.find(id, user.id))) throw notFound('Webhook');
      return repo.deliveries(id, LOG_LIMIT);
    },
    /**
     * Queues the event for every webhook that wants it (after the change is saved). Never fails the
     * change it reports: a queue that cannot be written is logged.
     */
    async emit(event: WebhookEvent): Promise<void> {
      try {
        const scope = event.householdId ? { householdId: event.householdId } : { userId: event.actor.id };
        const subscribers = await repo.subscribers(event.type, scope);
        if (subscribers.length === 0) return;
        const eventId = crypto.randomUUID();
        const timestamp = new Date().toISOString();
        const rows = [];
        for (const { webhook, user } of subscribers) {
          let data: unknown;
          try {
            data = event.data(user);
          } catch {
            continue; // not this member's to see (e.g. a plan item whose recipe they cannot read)
          }
          const payload = JSON.stringify({ id: eventId, type: event.type, timestamp, data });
          rows.push({
            webhookId: webhook.id,
            eventId,
            eventType: event.type,
            householdId: event.householdId ?? null,
            payload,
          });
        }
        await repo.enqueue(rows);
        kick();
      } catch (err) {
        deps.log.warn({ err, type: event.type }, 'webhooks: could not queue an event');
      }
    },
    /** Starts taking deliveries from the queue (this server's share of the work). */
    start(): void {
      if (poller || closed) return;
      poller = setInterval(kick, pollMs).unref();
      kick();
    },
    /** Stops taking work and waits for the deliveries under way. */
    async close(): Promise<void> {
      closed = true;
      if (poller) clearInterval(poller);
      await draining;
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
