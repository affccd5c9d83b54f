import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { EMBEDDED_TEMPLATE_DUMP, openDatabase, type Database } from './db/client.ts';
import { MigrationError } from './db/migrate.ts';
import { buildApp, type BuildOptions } from './app.ts';
import { sessionsStore } from './auth/sessions.ts';
import { pruneRateLimits } from './http/rate-limit.ts';
import { DatabaseInUseError, lockEmbeddedDatabase } from './backup/embedded-lock.ts';
import { shutdownOcr } from './importer/ocr.ts';
import { releaseMemoryWhenIdle } from './idle-memory.ts';

export interface StartOptions {
  /**
   * Test-only allowances for the browser-test server (scripts/e2e-server.ts). `npm start` and
   * main.ts never pass any; nothing here reads them from the environment.
   */
  testing?: BuildOptions['testing'];
}

/** Loads the config, opens the database, builds the app and listens (what `npm start` runs). */
export async function startServer(options: StartOptions = {}): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  // Two processes on one embedded database corrupt it: hold a lock while the server runs.
  if (!config.databaseUrl) {
    try {
      lockEmbeddedDatabase(path.join(config.dataDir, 'db'));
    } catch (err) {
      if (err instanceof DatabaseInUseError) {
        console.error(`Tempero cannot start: ${err.message}`);
        process.exit(75);
      }
      throw err;
    }
  }
  // Start-up lines in the same JSON form as the server's own log (the app's logger comes later).
  const startLog = pino({ level: config.logLevel });
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
      backupsDir: path.join(config.dataDir, 'backups'),
      templateDump: EMBEDDED_TEMPLATE_DUMP,
      log: { info: (msg) => startLog.info(msg), warn: (msg) => startLog.warn(msg) },
    });
  } catch (err) {
    if (err instanceof MigrationError) {
      console.error(`Tempero cannot start: ${err.message}`);
      process.exit(70);
    }
    throw err;
  }
  const app = await buildApp({ config, database, ...(options.testing ? { testing: options.testing } : {}) });

  const housekeeping = setInterval(
    () => {
      void sessionsStore(database.db)
        .pruneExpired()
        .catch((err: unknown) => app.log.warn({ err }, 'session prune failed'));
      void pruneRateLimits(database.db).catch((err: unknown) => app.log.warn({ err }, 'rate limit prune failed'));
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await shutdownOcr();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // After start-up and after each busy spell, the memory the work left behind goes back.
  releaseMemoryWhenIdle();
  app.log.info(
    { database: database.kind, dataDir: config.dataDir },
    `Tempero is ready at ${config.publicUrl ?? `http://localhost:${config.port}`}`,
  );
}
