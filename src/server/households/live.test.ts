import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { inProcessLiveBus, parseLiveEvent, postgresLiveBus, type LiveBus, type LiveEvent } from './live.ts';

const quiet = { warn: () => {} };

/** Resolves with the first event the subscriber hears. */
function nextEvent(bus: LiveBus, householdId: string): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const off = bus.subscribe(householdId, (e) => {
      off();
      resolve(e);
    });
  });
}

describe('live bus', () => {
  it('in process: delivers to the subscribers of that household only', async () => {
    const bus = inProcessLiveBus();
    const heard: string[] = [];
    const offA = bus.subscribe('a', (e) => heard.push(`a:${e.topic}`));
    bus.subscribe('b', (e) => heard.push(`b:${e.topic}`));
    bus.publish('a', 'shopping-list');
    offA();
    bus.publish('a', 'meal-plan');
    bus.publish('b', 'meal-plan');
    expect(heard).toEqual(['a:shopping-list', 'b:meal-plan']);
  });

  it('ignores payloads that are not events', () => {
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent('{"householdId":1}')).toBeNull();
    expect(parseLiveEvent('{"householdId":"h","topic":"shopping-list"}')).toEqual({
      householdId: 'h',
      topic: 'shopping-list',
    });
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL (two app servers)', () => {
    const opened: Array<{ db: Database; bus: LiveBus }> = [];
    afterEach(async () => {
      for (const o of opened.splice(0)) {
        await o.bus.close();
        await o.db.close();
      }
    });
    const server = async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const db = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 1 });
      const bus = await postgresLiveBus(db, url, quiet);
      opened.push({ db, bus });
      return bus;
    };

    it('a change announced on one server reaches a screen connected to another, through NOTIFY', async () => {
      const one = await server();
      const two = await server();
      const household = `h-${Math.random()}`;
      const onTwo = nextEvent(two, household);
      const onOne = nextEvent(one, household);
      one.publish(household, 'shopping-list');
      expect(await onTwo).toEqual({ householdId: household, topic: 'shopping-list' });
      // The announcing server hears it back from the database like every other server.
      expect(await onOne).toEqual({ householdId: household, topic: 'shopping-list' });
    });
  });
});
