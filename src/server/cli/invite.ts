import { SIGNUP_INVITE_DAYS, SIGNUP_INVITE_MAX_DAYS } from '../../shared/schemas/signup-invite.ts';
import { signupInviteUrl } from '../auth/signup-invite-url.ts';
import { signupsService } from '../auth/signups.service.ts';
import { defineCommand, parseCommandArgs, usageError, withDatabase } from './command.ts';

const USAGE = `usage: tempero invite [--days N] [--note TEXT]
       tempero invite --list
       (from a checkout: npm run -s cli -- invite …)

Makes a sign-up invite for SIGNUPS=invite and prints its code and link (PUBLIC_URL/api/login?
mode=register&invite=CODE). An invite lets one person create an account, once, until it expires
(default ${SIGNUP_INVITE_DAYS} days, at most ${SIGNUP_INVITE_MAX_DAYS}). Only a hash of the code is kept: write it down now.
--list shows the invites still open. Administrators can also make them in their profile.
`;

const INVITE = defineCommand({
  name: 'invite',
  usage: USAGE,
  options: { days: { type: 'string' }, note: { type: 'string' }, list: { type: 'boolean' } },
  allowPositionals: false,
});

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(INVITE, args);
  if (typeof parsed === 'number') return parsed;
  const { days: daysText, note, list } = parsed.values;
  const days = daysText === undefined ? SIGNUP_INVITE_DAYS : Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > SIGNUP_INVITE_MAX_DAYS)
    return usageError(INVITE, `--days must be a whole number from 1 to ${SIGNUP_INVITE_MAX_DAYS}`);
  if (note !== undefined && note.length > 100) return usageError(INVITE, '--note is longer than 100 characters');
  return withDatabase(INVITE.name, [], async ({ config, database }) => {
    const service = signupsService(database.db);
    if (list) {
      const open = await service.listInvites();
      if (open.length === 0) process.stdout.write('No open invites.\n');
      for (const i of open)
        process.stdout.write(`${i.id}  expires ${i.expiresAt.toISOString()}${i.note ? `  ${i.note}` : ''}\n`);
      return 0;
    }
    const { row, code } = await service.createInvite(null, { days, ...(note ? { note } : {}) });
    process.stdout.write(`Invite code: ${code}\n`);
    process.stdout.write(`Link: ${signupInviteUrl(config.publicUrl ?? 'http://localhost:' + config.port, code)}\n`);
    process.stdout.write(`Valid until ${row.expiresAt.toISOString()}, for one account.\n`);
    if (config.signups !== 'invite')
      process.stderr.write(`note: SIGNUPS is "${config.signups}": invites are only asked for with SIGNUPS=invite.\n`);
    if (!config.publicUrl) process.stderr.write('note: PUBLIC_URL is not set: the link uses localhost.\n');
    return 0;
  });
}
