import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS_URL, LIVE_POLL_MS, startLiveUpdates } from './live-updates.ts';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  static created = 0;
  readonly url: string;
  closed = false;
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
    FakeEventSource.created += 1;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data = '') {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
}

const invalidated = (client: QueryClient, key: string) => client.getQueryState([key])?.isInvalidated ?? false;

function clientWithData(): QueryClient {
  const client = new QueryClient();
  for (const key of ['/api/shopping-list-items', '/api/meal-plan-items', '/api/collections'])
    client.setQueryData([key], []);
  return client;
}

describe('live updates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads again only what an event names', () => {
    const client = clientWithData();
    const stop = startLiveUpdates(client);
    const source = FakeEventSource.last!;
    expect(source.url).toBe(LIVE_EVENTS_URL);
    source.fire('ready', '{}');
    source.fire('change', '{"topic":"shopping-list"}');
    expect(invalidated(client, '/api/shopping-list-items')).toBe(true);
    expect(invalidated(client, '/api/meal-plan-items')).toBe(false);
    source.fire('change', 'not json');
    expect(invalidated(client, '/api/collections')).toBe(false);
    stop();
    expect(source.closed).toBe(true);
  });

  it('polls while the stream is not open, and stops polling once it is', () => {
    const client = clientWithData();
    const stop = startLiveUpdates(client);
    vi.advanceTimersByTime(LIVE_POLL_MS);
    expect(invalidated(client, '/api/shopping-list-items')).toBe(true);
    expect(invalidated(client, '/api/meal-plan-items')).toBe(true);

    const fresh = clientWithData();
    stop();
    const stopFresh = startLiveUpdates(fresh);
    FakeEventSource.last!.fire('ready', '{}');
    vi.advanceTimersByTime(LIVE_POLL_MS * 2);
    expect(invalidated(fresh, '/api/shopping-list-items')).toBe(false);
    // A dropped stream: polling again until it is back.
    FakeEventSource.last!.fire('error');
    vi.advanceTimersByTime(LIVE_POLL_MS);
    expect(invalidated(fresh, '/api/shopping-list-items')).toBe(true);
    stopFresh();
  });

  it('a reconnection reads everything once: events sent meanwhile were missed', () => {
    const client = clientWithData();
    const stop = startLiveUpdates(client);
    const source = FakeEventSource.last!;
    source.fire('ready', '{}');
    expect(invalidated(client, '/api/collections')).toBe(false);
    source.fire('error');
    source.fire('ready', '{}');
    expect(invalidated(client, '/api/collections')).toBe(true);
    stop();
  });

  it('closes a dropped stream and opens a new one at the next poll (never the browser’s own retry)', () => {
    const client = clientWithData();
    const stop = startLiveUpdates(client);
    const first = FakeEventSource.last!;
    const created = FakeEventSource.created;
    first.fire('ready', '{}');
    // A dropped connection (the server ends a stream when its session ends): it is closed, not
    // left to retry into a 401, and the poll opens a new one.
    first.fire('error');
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(LIVE_POLL_MS);
    expect(FakeEventSource.created).toBe(created + 1);
    expect(FakeEventSource.last).not.toBe(first);
    // It reads everything once it is open: what happened meanwhile was missed.
    FakeEventSource.last!.fire('ready', '{}');
    expect(invalidated(client, '/api/collections')).toBe(true);
    stop();
  });
});
