import { DatabaseInUseError } from '../backup/embedded-lock.ts';
import { openDatabaseForCli } from '../backup/open-database.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * The configuration and database of a command, or its exit status after saying why not:
 * 78 for bad configuration, 1 while the server holds the embedded database.
 */
export async function openForCommand(command: string): Promise<{ config: Config; database: Database } | number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 78;
    }
    throw err;
  }
  try {
    return { config, database: await openDatabaseForCli(config) };
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      process.stderr.write(`${command}: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}
