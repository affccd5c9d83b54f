import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { exportUser, UnknownUserError, type ExportSummary } from '../backup/export-user.ts';
import { loadBackupStorage } from '../backup/storage.ts';
import { parseCommandArgs, usageError, withDatabase, defineCommand } from './command.ts';

const USAGE = `usage: npm run -s cli -- export --user EMAIL [--out FILE] [--no-credentials]

Writes everything the account owns (recipes, favourites, collections, ratings, meal plans,
shopping list, pantry and kitchen settings, stored images) as one JSON-LD file: to FILE (created
with mode 600), or to standard output. Reads DATA_DIR / DATABASE_URL like the server. With the embedded database,
stop the server first. --no-credentials leaves out the password hash and OpenID link (a restored
account then cannot sign in with its old password).
`;

const EXPORT = defineCommand({
  name: 'export',
  usage: USAGE,
  options: { user: { type: 'string' }, out: { type: 'string', short: 'o' }, 'no-credentials': { type: 'boolean' } },
  allowPositionals: false,
});

function summaryLine(s: ExportSummary): string {
  return (
    `${s.recipes} recipes, ${s.collections} collections (${s.memberships} entries), ${s.reviews} ratings, ` +
    `${s.mealPlans} meal plans (${s.mealPlanItems} meals), ${s.shoppingItems} shopping items, ${s.pantryItems} pantry items, ` +
    `${s.objectsWithBytes}/${s.storedObjects} stored images`
  );
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(EXPORT, args);
  if (typeof parsed === 'number') return parsed;
  const { user, out: outFile, 'no-credentials': noCredentials } = parsed.values;
  if (!user) return usageError(EXPORT, '--user EMAIL is required');
  return withDatabase(EXPORT.name, [UnknownUserError], async ({ config, database }) => {
    const storage = loadBackupStorage(config);
    const { archive, summary } = await exportUser(database.db, user, {
      storage,
      includeCredentials: !noCredentials,
      software: 'Tempero',
    });
    const text = `${JSON.stringify(archive, null, 1)}\n`;
    if (outFile) {
      // Written beside the target and renamed, so an interrupted export never leaves half a file.
      const out = path.resolve(outFile);
      const tmp = `${out}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, text, { mode: 0o600 });
      await fs.rename(tmp, out);
      process.stderr.write(`Exported ${user} to ${out}: ${summaryLine(summary)}.\n`);
    } else {
      process.stdout.write(text);
      process.stderr.write(`Exported ${user}: ${summaryLine(summary)}.\n`);
    }
    for (const note of summary.notes) process.stderr.write(`  note: ${note}\n`);
    return 0;
  });
}
