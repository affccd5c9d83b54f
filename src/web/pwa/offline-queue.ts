/**
 * Beyond the spec: changes made without a connection are kept in localStorage and sent, in the
 * order they were made, when the connection returns. Only idempotent requests are queued (PATCH
 * with the full new value, DELETE), so sending one twice — the answer was lost, two tabs raced —
 * changes nothing more; a DELETE answered 404 is already done.
 *
 * localStorage rather than IndexedDB: the queue is a handful of tiny entries, read synchronously
 * when the list is drawn (to show the pending state over a cached copy), and it survives reloads.
 */

export type QueuedMethod = 'PATCH' | 'DELETE';

export interface QueuedRequest {
  method: QueuedMethod;
  url: string;
  body?: unknown;
}

export interface QueuedOperation extends QueuedRequest {
  /** Unique per operation. */
  id: string;
  queuedAt: number;
}

export type FlushOutcome =
  /** Everything was sent (or there was nothing to send). */
  | 'done'
  /** No connection: the rest waits for the next 'online' event. */
  | 'offline'
  /** Signed out: the rest waits until the user signs in again. */
  | 'unauthorized'
  /** The server failed (5xx, 429): tried again a little later. */
  | 'retry-later';

export interface FlushResult {
  outcome: FlushOutcome;
  /** Operations the server accepted (or had already applied). */
  sent: number;
  /** Operations the server refused for good (a 4xx other than 401/404/408/429). */
  dropped: number;
}

export const OFFLINE_QUEUE_KEY = 'tempero.offlineQueue';
const LOCK_NAME = 'tempero-offline-queue';
export const RETRY_DELAY_MS = 30_000;

/** The queue as stored; a damaged entry counts as empty rather than breaking the page. */
export function readQueue(): QueuedOperation[] {
  try {
    const raw = localStorage.getItem(OFFLINE_QUEUE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isOperation) : [];
  } catch {
    return [];
  }
}

function isOperation(value: unknown): value is QueuedOperation {
  if (!value || typeof value !== 'object') return false;
  const op = value as Partial<QueuedOperation>;
  return typeof op.id === 'string' && (op.method === 'PATCH' || op.method === 'DELETE') && typeof op.url === 'string';
}

function writeQueue(queue: readonly QueuedOperation[]): void {
  if (queue.length === 0) localStorage.removeItem(OFFLINE_QUEUE_KEY);
  else localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify(queue));
  emit();
}

const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}

/** Called whenever the queue changes (enqueue, sent, dropped). Returns an unsubscribe function. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let counter = 0;
function newId(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);
  return `${Date.now().toString(36)}-${counter}-${random}`;
}

/**
 * Adds an operation at the end of the queue. A PATCH replaces an earlier PATCH of the same URL
 * (only the latest value matters, and it is sent after everything queued before it); a DELETE
 * replaces every earlier operation on its URL; a PATCH after a DELETE of the same URL is pointless
 * and ignored. Throws when storage is unavailable (the caller then reports the change as failed).
 */
export function enqueue(request: QueuedRequest, now = Date.now()): QueuedOperation | null {
  return enqueueAll([request], now)[0] ?? null;
}

/**
 * Adds several operations at once, in their order, with the rules of `enqueue` (one write: either
 * all of them are queued or, when storage fails, none). Answers the operations queued.
 */
export function enqueueAll(requests: readonly QueuedRequest[], now = Date.now()): QueuedOperation[] {
  let queue = readQueue();
  const added: QueuedOperation[] = [];
  for (const request of requests) {
    if (request.method === 'PATCH' && queue.some((op) => op.method === 'DELETE' && op.url === request.url)) continue;
    const operation: QueuedOperation = { ...request, id: newId(), queuedAt: now };
    queue = [...queue.filter((op) => op.url !== request.url), operation];
    added.push(operation);
  }
  if (added.length > 0) writeQueue(queue);
  return added;
}

function remove(id: string): void {
  const queue = readQueue();
  const next = queue.filter((op) => op.id !== id);
  if (next.length !== queue.length) writeQueue(next);
}

async function send(op: QueuedOperation): Promise<Response> {
  return fetch(op.url, {
    method: op.method,
    credentials: 'include',
    headers: op.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: op.body === undefined ? undefined : JSON.stringify(op.body),
  });
}

async function drain(): Promise<FlushResult> {
  let sent = 0;
  let dropped = 0;
  for (;;) {
    // Re-read every time: the user may queue more (or another tab may send some) meanwhile.
    const op = readQueue()[0];
    if (!op) return { outcome: 'done', sent, dropped };
    let response: Response;
    try {
      response = await send(op);
    } catch {
      return { outcome: 'offline', sent, dropped };
    }
    if (response.ok || response.status === 404) {
      // 404: the item is gone (deleted here or elsewhere): nothing is left to do for it.
      remove(op.id);
      sent += 1;
    } else if (response.status === 401) {
      return { outcome: 'unauthorized', sent, dropped };
    } else if (response.status >= 500 || response.status === 408 || response.status === 429) {
      return { outcome: 'retry-later', sent, dropped };
    } else {
      // The server will never accept it (a 400): keeping it would block everything after it.
      console.warn(`Offline change dropped: ${op.method} ${op.url} answered ${response.status}`);
      remove(op.id);
      dropped += 1;
    }
  }
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends the queued operations one at a time, oldest first. One flush at a time per tab, and one
 * per browser where the Web Locks API exists, so two tabs do not send the same operation at once.
 */
export function flushQueue(): Promise<FlushResult> {
  if (running) return running;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks ? locks.request(LOCK_NAME, drain) : drain();
  running = run.finally(() => {
    running = null;
  });
  return running;
}

/** True for the TypeError fetch throws when no answer came (offline, DNS, connection reset). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Sends a change now when online and nothing is waiting; otherwise (offline, or the request
 * failed for lack of a connection) queues it and answers null. Answers from the server that are
 * errors are thrown as usual, so callers keep their error handling.
 */
export function sendOrQueue<T>(request: QueuedRequest, sendNow: () => Promise<T>): Promise<T | null> {
  return sendOrQueueAll([request], sendNow);
}

/**
 * The same for a change that is one request online (`sendNow`) but is queued as several
 * idempotent ones (`requests`, in order): clearing the list is one DELETE of the whole list now,
 * or one DELETE per item the cook saw when queued.
 */
export async function sendOrQueueAll<T>(
  requests: readonly QueuedRequest[],
  sendNow: () => Promise<T>,
): Promise<T | null> {
  if (navigator.onLine && readQueue().length === 0) {
    try {
      return await sendNow();
    } catch (error) {
      if (!isNetworkError(error)) throw error;
    }
  }
  enqueueAll(requests);
  if (navigator.onLine) void flushQueue();
  return null;
}
