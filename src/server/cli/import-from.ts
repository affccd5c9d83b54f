import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { IMPORT_APP_FORMATS, type TImportAppFormat } from '../../shared/schemas/import-job.ts';
import { backupRepository } from '../backup/backup.repository.ts';
import { ImportFileError } from '../import-apps/errors.ts';
import { runImport } from '../import-apps/run-import.ts';
import { createStorage } from '../storage/create-storage.ts';
import { openForCommand } from './open-for-command.ts';

const USAGE = `usage: npm run -s cli -- import-from <${IMPORT_APP_FORMATS.join('|')}> FILE --user EMAIL

Imports another app's export into the account EMAIL and prints the report as JSON: imported,
skipped, duplicates, errors and warnings, each with the recipe's name. FILE is the export (a zip,
a .paprikarecipes, a .json, a .txt/.md) or, for nextcloud, also its recipe folder. Each recipe
is written in its own transaction; importing the same file again adds nothing. Reads DATA_DIR /
DATABASE_URL like the server; with the embedded database, stop the server first.
`;

export async function run(args: string[]): Promise<number> {
  let values: { user?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: { user: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }));
  } catch (e) {
    process.stderr.write(`import-from: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [format, file] = positionals;
  if (positionals.length !== 2 || !IMPORT_APP_FORMATS.includes(format as TImportAppFormat) || !values.user) {
    process.stderr.write(`import-from: give a format, one FILE and --user EMAIL\n${USAGE}`);
    return 2;
  }
  try {
    await fs.stat(file!);
  } catch (err) {
    process.stderr.write(`import-from: cannot read ${file}: ${(err as Error).message}\n`);
    return 1;
  }
  const opened = await openForCommand('import-from');
  if (typeof opened === 'number') return opened;
  const { config, database } = opened;
  try {
    const user = await backupRepository(database.db).userByEmail(values.user);
    if (!user) {
      process.stderr.write(`import-from: no account with the e-mail ${values.user}\n`);
      return 1;
    }
    const report = await runImport(format as TImportAppFormat, {
      writer: { db: database.db, storage: createStorage(config), user, format: format as TImportAppFormat },
      file: file!,
    });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.errors.length > 0 ? 3 : 0;
  } catch (err) {
    if (err instanceof ImportFileError) {
      process.stderr.write(`import-from: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}
