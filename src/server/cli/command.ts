/**
 * What every command of the CLI does the same way: read its arguments (bad ones exit 2 with the
 * usage, --help prints it and exits 0), say what went wrong as "<command>: <why>" on stderr,
 * open the server's configuration and database and always close it, read standard input.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { DatabaseInUseError } from '../backup/embedded-lock.ts';
import { openDatabaseForCli } from '../backup/open-database.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface CommandSpec<O extends ParseArgsOptionsConfig> {
  /** The command's name: the prefix of its messages. */
  name: string;
  usage: string;
  /** Its options; `--help`/`-h` is added to every command. */
  options: O;
  allowPositionals: boolean;
  /**
   * import-html's convention (its stdout is read by scripts): the usage goes to stderr on --help
   * and is not repeated after an argument error.
   */
  usageOnStderr?: boolean;
}

/** A command's spec, its option types kept exact (so its parsed values are typed). */
export function defineCommand<const O extends ParseArgsOptionsConfig>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}

const HELP = { help: { type: 'boolean', short: 'h' } } as const;
type WithHelp<O extends ParseArgsOptionsConfig> = O & typeof HELP;
type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: WithHelp<O>; allowPositionals: boolean }>
>;

/** The parsed arguments, or the exit status once the usage (or the error and usage) is written. */
export function parseCommandArgs<O extends ParseArgsOptionsConfig>(
  spec: CommandSpec<O>,
  args: string[],
): Parsed<O> | number {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({
      args,
      options: { ...spec.options, ...HELP } as WithHelp<O>,
      allowPositionals: spec.allowPositionals,
    });
  } catch (e) {
    process.stderr.write(`${spec.name}: ${(e as Error).message}\n${spec.usageOnStderr ? '' : spec.usage}`);
    return 2;
  }
  if ((parsed.values as { help?: boolean }).help) {
    (spec.usageOnStderr ? process.stderr : process.stdout).write(spec.usage);
    return 0;
  }
  return parsed;
}

/** Arguments that parse but do not make sense: the reason and the usage, exit 2. */
export function usageError(spec: CommandSpec<ParseArgsOptionsConfig>, message: string): number {
  process.stderr.write(`${spec.name}: ${message}\n${spec.usage}`);
  return 2;
}

/** A command that cannot go on: "<command>: <why>" on stderr, exit 1 unless told otherwise. */
export function fail(command: string, message: string, status = 1): number {
  process.stderr.write(`${command}: ${message}\n`);
  return status;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs `body` with the configuration and database the server would use, and closes the database
 * however it ends. Errors of the `expected` classes are the user's to fix: said in one line, exit 1.
 * Without them: 78 for bad configuration, 1 while the server holds the embedded database.
 */
export async function withDatabase(
  command: string,
  expected: readonly ErrorClass[],
  body: (opened: { config: Config; database: Database }) => Promise<number>,
): Promise<number> {
  const opened = await openForCommand(command);
  if (typeof opened === 'number') return opened;
  try {
    return await body(opened);
  } catch (err) {
    if (expected.some((E) => err instanceof E)) return fail(command, (err as Error).message);
    throw err;
  } finally {
    await opened.database.close();
  }
}

/** The configuration and database of a command, or its exit status after saying why not. */
async function openForCommand(command: string): Promise<{ config: Config; database: Database } | number> {
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
    if (err instanceof DatabaseInUseError) return fail(command, err.message);
    throw err;
  }
}

/** All of standard input. */
export async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
