import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  enqueue,
  enqueueAll,
  flushQueue,
  OFFLINE_QUEUE_KEY,
  readQueue,
  sendOrQueue,
  sendOrQueueAll,
  subscribeQueue,
} from './offline-queue.ts';
import { setOnline } from './test-helpers.ts';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A fake server answering each request with the next status of `statuses` (200 once they run out). */
function fakeServer(statuses: Array<number | 'network-error'> = []) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const next = statuses.shift() ?? 200;
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    sent.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(next === 204 ? null : '{}', { status: next });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true, false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('enqueue', () => {
  it('keeps operations in the order they were made', () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/b' });
    expect(readQueue().map((op) => `${op.method} ${op.url}`)).toEqual([
      'PATCH /api/shopping-list-items/a',
      'DELETE /api/shopping-list-items/b',
    ]);
  });

  it('keeps only the latest value of an item, sent after what was queued before it', () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: true } });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: false } });
    expect(readQueue().map((op) => [op.url, op.body])).toEqual([
      ['/api/shopping-list-items/b', { checked: true }],
      ['/api/shopping-list-items/a', { checked: false }],
    ]);
  });

  it('a deletion replaces earlier changes of the item, and later checks of it are ignored', () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/a' });
    expect(enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: false } })).toBeNull();
    expect(readQueue().map((op) => `${op.method} ${op.url}`)).toEqual(['DELETE /api/shopping-list-items/a']);
  });

  it('survives a reload (localStorage) and treats a damaged entry as empty', () => {
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/a' });
    expect(JSON.parse(localStorage.getItem(OFFLINE_QUEUE_KEY) ?? '[]')).toHaveLength(1);
    localStorage.setItem(OFFLINE_QUEUE_KEY, '{not json');
    expect(readQueue()).toEqual([]);
  });

  it('tells subscribers about changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeQueue(listener);
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/a' });
    unsubscribe();
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/b' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('enqueueAll', () => {
  it('queues several operations in their order, with the rules of enqueue, in one write', () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/c' });
    const listener = vi.fn();
    const unsubscribe = subscribeQueue(listener);
    const added = enqueueAll([
      { method: 'DELETE', url: '/api/shopping-list-items/a' },
      { method: 'DELETE', url: '/api/shopping-list-items/b' },
      { method: 'PATCH', url: '/api/shopping-list-items/c', body: { checked: true } }, // deleted already: ignored
    ]);
    unsubscribe();
    expect(added.map((op) => op.url)).toEqual(['/api/shopping-list-items/a', '/api/shopping-list-items/b']);
    expect(readQueue().map((op) => `${op.method} ${op.url}`)).toEqual([
      'DELETE /api/shopping-list-items/c',
      'DELETE /api/shopping-list-items/a',
      'DELETE /api/shopping-list-items/b',
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('queues nothing when storage fails, and says so', () => {
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/a' });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => enqueueAll([{ method: 'DELETE', url: '/api/shopping-list-items/b' }])).toThrow('full');
    } finally {
      setItem.mockRestore();
    }
    expect(readQueue().map((op) => op.url)).toEqual(['/api/shopping-list-items/a']);
  });
});

describe('flushQueue', () => {
  it('sends every operation once, oldest first, with its body, then empties the queue', async () => {
    const { sent } = fakeServer([200, 204]);
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/b' });
    await expect(flushQueue()).resolves.toEqual({ outcome: 'done', sent: 2, dropped: 0 });
    expect(sent).toEqual([
      { method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } },
      { method: 'DELETE', url: '/api/shopping-list-items/b', body: undefined },
    ]);
    expect(readQueue()).toEqual([]);
    expect(localStorage.getItem(OFFLINE_QUEUE_KEY)).toBeNull();
  });

  it('counts a 404 as done (the item is already gone) and goes on', async () => {
    const { sent } = fakeServer([404, 200]);
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/gone' });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: true } });
    await expect(flushQueue()).resolves.toEqual({ outcome: 'done', sent: 2, dropped: 0 });
    expect(sent).toHaveLength(2);
    expect(readQueue()).toEqual([]);
  });

  it('stops without losing anything when the connection drops, and resumes where it stopped', async () => {
    const { sent } = fakeServer([200, 'network-error']);
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: true } });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/c' });
    await expect(flushQueue()).resolves.toEqual({ outcome: 'offline', sent: 1, dropped: 0 });
    expect(readQueue().map((op) => op.url)).toEqual(['/api/shopping-list-items/b', '/api/shopping-list-items/c']);

    await expect(flushQueue()).resolves.toEqual({ outcome: 'done', sent: 2, dropped: 0 });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/shopping-list-items/a',
      '/api/shopping-list-items/b',
      '/api/shopping-list-items/c',
    ]);
  });

  it('keeps everything when signed out (401) and on server failures (5xx, 429)', async () => {
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/a' });
    fakeServer([401]);
    await expect(flushQueue()).resolves.toMatchObject({ outcome: 'unauthorized', sent: 0 });
    fakeServer([503]);
    await expect(flushQueue()).resolves.toMatchObject({ outcome: 'retry-later', sent: 0 });
    fakeServer([429]);
    await expect(flushQueue()).resolves.toMatchObject({ outcome: 'retry-later', sent: 0 });
    expect(readQueue()).toHaveLength(1);
  });

  it('drops an operation the server refuses for good (400) so the rest still go out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sent } = fakeServer([400, 200]);
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: true } });
    await expect(flushQueue()).resolves.toEqual({ outcome: 'done', sent: 1, dropped: 1 });
    expect(sent).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('runs one flush at a time: a second call while sending shares the first', async () => {
    const { fetchMock } = fakeServer();
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/a' });
    const first = flushQueue();
    const second = flushQueue();
    expect(second).toBe(first);
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a change queued while it runs, after the ones before it', async () => {
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        order.push(url);
        if (url.endsWith('/a')) enqueue({ method: 'DELETE', url: '/api/shopping-list-items/c' });
        return new Response('{}', { status: 200 });
      }),
    );
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: true } });
    await expect(flushQueue()).resolves.toMatchObject({ outcome: 'done', sent: 3 });
    expect(order).toEqual(['/api/shopping-list-items/a', '/api/shopping-list-items/b', '/api/shopping-list-items/c']);
  });
});

describe('sendOrQueue', () => {
  const request = { method: 'PATCH' as const, url: '/api/shopping-list-items/a', body: { checked: true } };

  it('online with nothing waiting: sends now and answers the result', async () => {
    const sendNow = vi.fn(async () => 'server answer');
    await expect(sendOrQueue(request, sendNow)).resolves.toBe('server answer');
    expect(readQueue()).toEqual([]);
  });

  it('offline: queues without trying and answers null', async () => {
    setOnline(false, false);
    const sendNow = vi.fn(async () => 'server answer');
    await expect(sendOrQueue(request, sendNow)).resolves.toBeNull();
    expect(sendNow).not.toHaveBeenCalled();
    expect(readQueue()).toHaveLength(1);
  });

  it('queues when the request finds no network', async () => {
    fakeServer(['network-error', 'network-error']); // the flushes after queueing fail too
    const sendNow = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendOrQueue(request, sendNow)).resolves.toBeNull();
    await flushQueue();
    expect(readQueue()).toHaveLength(1);
  });

  it('lets errors answered by the server through, queueing nothing', async () => {
    const sendNow = vi.fn(async () => {
      throw new Error('500: boom');
    });
    await expect(sendOrQueue(request, sendNow)).rejects.toThrow('500: boom');
    expect(readQueue()).toEqual([]);
  });

  it('queues behind changes still waiting, so the order is kept, and starts sending them', async () => {
    const { sent } = fakeServer();
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: true } });
    const sendNow = vi.fn(async () => 'now');
    await expect(sendOrQueue(request, sendNow)).resolves.toBeNull();
    expect(sendNow).not.toHaveBeenCalled();
    await flushQueue();
    expect(sent.map((s) => s.url)).toEqual(['/api/shopping-list-items/b', '/api/shopping-list-items/a']);
  });
});

describe('sendOrQueueAll', () => {
  const requests = [
    { method: 'DELETE' as const, url: '/api/shopping-list-items/a' },
    { method: 'DELETE' as const, url: '/api/shopping-list-items/b' },
  ];

  it('online with nothing waiting: sends the one request now, queueing nothing', async () => {
    const sendNow = vi.fn(async () => ({ deleted: 2 }));
    await expect(sendOrQueueAll(requests, sendNow)).resolves.toEqual({ deleted: 2 });
    expect(readQueue()).toEqual([]);
  });

  it('offline, or when the request finds no network: queues every request, in order', async () => {
    setOnline(false, false);
    const sendNow = vi.fn(async () => 'now');
    await expect(sendOrQueueAll(requests, sendNow)).resolves.toBeNull();
    expect(sendNow).not.toHaveBeenCalled();
    expect(readQueue().map((op) => op.url)).toEqual(['/api/shopping-list-items/a', '/api/shopping-list-items/b']);

    localStorage.clear();
    setOnline(true, false);
    fakeServer(['network-error', 'network-error']);
    await expect(
      sendOrQueueAll(requests, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBeNull();
    await flushQueue();
    expect(readQueue()).toHaveLength(2);
  });
});
