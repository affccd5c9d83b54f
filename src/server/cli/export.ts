import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { exportUser, UnknownUserError, type ExportSummary } from '../backup/export-user.ts';
import { backupRepository } from '../backup/backup.repository.ts';
import { loadBackupStorage } from '../backup/storage.ts';
import { parseCommandArgs, usageError, withDatabase, defineCommand } from './command.ts';

const USAGE = `usage: npm run -s cli -- export --user EMAIL [--out FILE] [--no-credentials]
       npm run -s cli -- export --all --out DIR [--no-credentials]
       (in the container image: tempero export …)

Writes everything the account owns (recipes, favourites, collections, ratings, meal plans,
shopping list, pantry and kitchen settings, stored images) as one JSON-LD file: to FILE (created
with mode 600), or to standard output. Reads DATA_DIR / DATABASE_URL like the server. With the embedded database,
stop the server first. --no-credentials leaves out the password hash and OpenID link (a restored
account then cannot sign in with its old password). --all writes every account, one file each
(DIR/<e-mail>.tempero.json), each restorable with "import".
`;

const EXPORT = defineCommand({
  name: 'export',
  usage: USAGE,
  options: {
    user: { type: 'string' },
    all: { type: 'boolean' },
    out: { type: 'string', short: 'o' },
    'no-credentials': { type: 'boolean' },
  },
  allowPositionals: false,
});

function summaryLine(s: ExportSummary): string {
  return (
    `${s.recipes} recipes, ${s.collections} collections (${s.memberships} entries), ${s.reviews} ratings, ` +
    `${s.mealPlans} meal plans (${s.mealPlanItems} meals), ${s.shoppingItems} shopping items, ${s.pantryItems} pantry items, ` +
    `${s.objectsWithBytes}/${s.storedObjects} stored images`
  );
}

/** Written beside the target and renamed, so an interrupted export never leaves half a file. */
async function writePrivately(out: string, text: string): Promise<void> {
  const tmp = `${out}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, text, { mode: 0o600 });
  await fs.rename(tmp, out);
}

/** A file name for an account: its e-mail, with anything a file system could mind replaced. */
export function exportFileName(email: string): string {
  return `${email.replace(/[^A-Za-z0-9@._+-]/g, '_').replace(/^\.+/, '_')}.tempero.json`;
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(EXPORT, args);
  if (typeof parsed === 'number') return parsed;
  const { user, all, out: outFile, 'no-credentials': noCredentials } = parsed.values;
  if (all && user) return usageError(EXPORT, 'give --user EMAIL or --all, not both');
  if (all && !outFile) return usageError(EXPORT, '--all needs --out DIR');
  if (!all && !user) return usageError(EXPORT, '--user EMAIL (or --all) is required');
  return withDatabase(EXPORT.name, [UnknownUserError], async ({ config, database }) => {
    const storage = loadBackupStorage(config);
    const options = { storage, includeCredentials: !noCredentials, software: 'Tempero' };
    if (all) {
      const dir = path.resolve(outFile!);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const emails = await backupRepository(database.db).allEmails();
      for (const email of emails) {
        const { archive, summary } = await exportUser(database.db, email, options);
        const file = path.join(dir, exportFileName(email));
        await writePrivately(file, `${JSON.stringify(archive, null, 1)}\n`);
        process.stderr.write(`Exported ${email} to ${file}: ${summaryLine(summary)}.\n`);
        for (const note of summary.notes) process.stderr.write(`  note: ${note}\n`);
      }
      process.stderr.write(`${emails.length} account${emails.length === 1 ? '' : 's'} exported to ${dir}.\n`);
      return 0;
    }
    const { archive, summary } = await exportUser(database.db, user!, options);
    const text = `${JSON.stringify(archive, null, 1)}\n`;
    if (outFile) {
      const out = path.resolve(outFile);
      await writePrivately(out, text);
      process.stderr.write(`Exported ${user} to ${out}: ${summaryLine(summary)}.\n`);
    } else {
      process.stdout.write(text);
      process.stderr.write(`Exported ${user}: ${summaryLine(summary)}.\n`);
    }
    for (const note of summary.notes) process.stderr.write(`  note: ${note}\n`);
    return 0;
  });
}
