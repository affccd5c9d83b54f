import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ArchiveError } from '../backup/archive.ts';
import { DatabaseInUseError } from '../backup/embedded-lock.ts';
import { AccountExistsError, ImportLimitError, importArchive } from '../backup/import-archive.ts';
import { loadBackupStorage } from '../backup/storage.ts';
import { openForCommand } from './open-for-command.ts';

const USAGE = `usage: npm run -s cli -- import FILE [--user EMAIL] [--merge]

Reads a backup written by "export" (FILE, or - for standard input) into the account EMAIL
(default: the e-mail in the backup). A new account is created when none exists; an existing one
is only changed with --merge, which adds the backup's data to it. Everything is written in one
transaction with new ids: a failed import leaves nothing behind. Importing the same backup twice
with --merge adds its recipes twice. Reads DATA_DIR / DATABASE_URL like the server; with the
embedded database, stop the server first.
`;

const EXPECTED = [ArchiveError, AccountExistsError, ImportLimitError, DatabaseInUseError];

export async function run(args: string[]): Promise<number> {
  let values: { user?: string; merge?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: { user: { type: 'string' }, merge: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }));
  } catch (e) {
    process.stderr.write(`import: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`import: give exactly one FILE\n${USAGE}`);
    return 2;
  }
  const file = positionals[0]!;
  let json: unknown;
  try {
    const text = file === '-' ? await readStdin() : await fs.readFile(file, 'utf8');
    json = JSON.parse(text);
  } catch (err) {
    process.stderr.write(`import: cannot read ${file}: ${(err as Error).message}\n`);
    return 1;
  }
  const opened = await openForCommand('import');
  if (typeof opened === 'number') return opened;
  const { config, database } = opened;
  try {
    const storage = loadBackupStorage(config);
    const r = await importArchive(database.db, json, { email: values.user, merge: values.merge, storage });
    process.stdout.write(
      `Imported into ${r.createdUser ? 'the new' : 'the existing'} account ${r.email}: ${r.recipes} recipes, ` +
        `${r.collections} collections (${r.memberships} entries), ${r.reviews} ratings, ${r.mealPlans} meal plans ` +
        `(${r.mealPlanItems} meals), ${r.shoppingItems} shopping items, ${r.pantryItems} pantry items, ${r.storedObjects} stored images.\n`,
    );
    for (const note of r.notes) process.stdout.write(`  note: ${note}\n`);
    return 0;
  } catch (err) {
    if (EXPECTED.some((E) => err instanceof E)) {
      process.stderr.write(`import: ${(err as Error).message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
