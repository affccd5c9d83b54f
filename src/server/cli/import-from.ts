import fs from 'node:fs/promises';
import { IMPORT_APP_FORMATS, type TImportAppFormat } from '../../shared/schemas/import-job.ts';
import { backupRepository } from '../backup/backup.repository.ts';
import { ImportFileError } from '../import-apps/errors.ts';
import { runImport } from '../import-apps/run-import.ts';
import { createStorage } from '../storage/create-storage.ts';
import { fail, parseCommandArgs, usageError, withDatabase, defineCommand } from './command.ts';

const USAGE = `usage: npm run -s cli -- import-from <${IMPORT_APP_FORMATS.join('|')}> FILE --user EMAIL

Imports another app's export into the account EMAIL and prints the report as JSON: imported,
skipped, duplicates, errors and warnings, each with the recipe's name. FILE is the export (a zip,
a .paprikarecipes, a .json, a .txt/.md) or, for nextcloud, also its recipe folder. Each recipe
is written in its own transaction; importing the same file again adds nothing. Reads DATA_DIR /
DATABASE_URL like the server; with the embedded database, stop the server first.
`;

const IMPORT_FROM = defineCommand({
  name: 'import-from',
  usage: USAGE,
  options: { user: { type: 'string' } },
  allowPositionals: true,
});

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(IMPORT_FROM, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const [format, file] = positionals;
  const email = values.user;
  if (positionals.length !== 2 || !IMPORT_APP_FORMATS.includes(format as TImportAppFormat) || !email) {
    return usageError(IMPORT_FROM, 'give a format, one FILE and --user EMAIL');
  }
  try {
    await fs.stat(file!);
  } catch (err) {
    return fail(IMPORT_FROM.name, `cannot read ${file}: ${(err as Error).message}`);
  }
  return withDatabase(IMPORT_FROM.name, [ImportFileError], async ({ config, database }) => {
    const user = await backupRepository(database.db).userByEmail(email);
    if (!user) return fail(IMPORT_FROM.name, `no account with the e-mail ${email}`);
    const report = await runImport(format as TImportAppFormat, {
      writer: { db: database.db, storage: createStorage(config), user, format: format as TImportAppFormat },
      file: file!,
    });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.errors.length > 0 ? 3 : 0;
  });
}
