import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportUser, UnknownUserError, type ExportSummary } from '../backup/export-user.ts';
import { loadBackupStorage } from '../backup/storage.ts';
import { openForCommand } from './open-for-command.ts';

const USAGE = `usage: npm run -s cli -- export --user EMAIL [--out FILE] [--no-credentials]

Writes everything the account owns (recipes, favourites, collections, ratings, meal plans,
shopping list, pantry and kitchen settings, stored images) as one JSON-LD file: to FILE (created
with mode 600), or to standard output. Reads DATA_DIR / DATABASE_URL like the server. With the embedded database,
stop the server first. --no-credentials leaves out the password hash and OpenID link (a restored
account then cannot sign in with its old password).
`;

function summaryLine(s: ExportSummary): string {
  return (
    `${s.recipes} recipes, ${s.collections} collections (${s.memberships} entries), ${s.reviews} ratings, ` +
    `${s.mealPlans} meal plans (${s.mealPlanItems} meals), ${s.shoppingItems} shopping items, ${s.pantryItems} pantry items, ` +
    `${s.objectsWithBytes}/${s.storedObjects} stored images`
  );
}

export async function run(args: string[]): Promise<number> {
  let values: { user?: string; out?: string; 'no-credentials'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        user: { type: 'string' },
        out: { type: 'string', short: 'o' },
        'no-credentials': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    }));
  } catch (e) {
    process.stderr.write(`export: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!values.user) {
    process.stderr.write(`export: --user EMAIL is required\n${USAGE}`);
    return 2;
  }
  const opened = await openForCommand('export');
  if (typeof opened === 'number') return opened;
  const { config, database } = opened;
  try {
    const storage = loadBackupStorage(config);
    const { archive, summary } = await exportUser(database.db, values.user, {
      storage,
      includeCredentials: !values['no-credentials'],
      software: 'Tempero',
    });
    const text = `${JSON.stringify(archive, null, 1)}\n`;
    if (values.out) {
      // Written beside the target and renamed, so an interrupted export never leaves half a file.
      const out = path.resolve(values.out);
      const tmp = `${out}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, text, { mode: 0o600 });
      await fs.rename(tmp, out);
      process.stderr.write(`Exported ${values.user} to ${out}: ${summaryLine(summary)}.\n`);
    } else {
      process.stdout.write(text);
      process.stderr.write(`Exported ${values.user}: ${summaryLine(summary)}.\n`);
    }
    for (const note of summary.notes) process.stderr.write(`  note: ${note}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UnknownUserError) {
      process.stderr.write(`export: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}
