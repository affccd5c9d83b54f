// PostgreSQL's LISTEN/NOTIFY for the live updates (households/live.ts): the announcement goes
// through the database, so every app server on it hears it.
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/** Sends `payload` on `channel` through the pool (delivered at commit, to every listener). */
export async function notify(database: Database, channel: string, payload: string): Promise<void> {
  await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * LISTENs on a dedicated connection (a pooled one would be handed to other queries), reconnecting
 * a second after a failure, and calls `onPayload` with every notification's payload.
 */
export async function listen(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  log: Logger,
): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (msg) => onPayload(msg.payload));
    c.on('error', (err) => {
      log.warn({ err }, 'live updates: listener connection lost; reconnecting');
      client = null;
      void c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    if (closed) await c.end();
    else client = c;
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
