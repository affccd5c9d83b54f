import fs from 'node:fs/promises';
import { ArchiveError } from '../backup/archive.ts';
import { DatabaseInUseError } from '../backup/embedded-lock.ts';
import { AccountExistsError, ImportLimitError, importArchive } from '../backup/import-archive.ts';
import { loadBackupStorage } from '../backup/storage.ts';
import { fail, parseCommandArgs, readStdin, usageError, withDatabase, defineCommand } from './command.ts';

const USAGE = `usage: npm run -s cli -- import FILE [--user EMAIL] [--merge]

Reads a backup written by "export" (FILE, or - for standard input) into the account EMAIL
(default: the e-mail in the backup). A new account is created when none exists; an existing one
is only changed with --merge, which adds the backup's data to it. Everything is written in one
transaction with new ids: a failed import leaves nothing behind. Importing the same backup twice
with --merge adds its recipes twice. Reads DATA_DIR / DATABASE_URL like the server; with the
embedded database, stop the server first.
`;

const IMPORT = defineCommand({
  name: 'import',
  usage: USAGE,
  options: { user: { type: 'string' }, merge: { type: 'boolean' } },
  allowPositionals: true,
});

const EXPECTED = [ArchiveError, AccountExistsError, ImportLimitError, DatabaseInUseError];

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(IMPORT, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return usageError(IMPORT, 'give exactly one FILE');
  const file = positionals[0]!;
  let json: unknown;
  try {
    const text = file === '-' ? (await readStdin()).toString('utf8') : await fs.readFile(file, 'utf8');
    json = JSON.parse(text);
  } catch (err) {
    return fail(IMPORT.name, `cannot read ${file}: ${(err as Error).message}`);
  }
  return withDatabase(IMPORT.name, EXPECTED, async ({ config, database }) => {
    const storage = loadBackupStorage(config);
    const r = await importArchive(database.db, json, { email: values.user, merge: values.merge, storage });
    process.stdout.write(
      `Imported into ${r.createdUser ? 'the new' : 'the existing'} account ${r.email}: ${r.recipes} recipes, ` +
        `${r.collections} collections (${r.memberships} entries), ${r.reviews} ratings, ${r.mealPlans} meal plans ` +
        `(${r.mealPlanItems} meals), ${r.shoppingItems} shopping items, ${r.pantryItems} pantry items, ${r.storedObjects} stored images.\n`,
    );
    for (const note of r.notes) process.stdout.write(`  note: ${note}\n`);
    return 0;
  });
}
