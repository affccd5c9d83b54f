import { authService } from '../auth/auth.service.ts';
import { sessionEnder } from '../auth/session-end.ts';
import { liveAnnouncer } from '../households/live.ts';
import { usersRepository } from '../users/users.repository.ts';
import { defineCommand, fail, parseCommandArgs, usageError, withDatabase } from './command.ts';
import { passwordFor, passwordProblem } from './password-input.ts';

const USAGE = `usage: tempero reset-password --email EMAIL [--password-stdin]
       (from a checkout: npm run -s cli -- reset-password …)

Gives the account a new password and signs it out everywhere: every session of the account ends,
on every app server. The password is the first line of standard input with --password-stdin,
otherwise a random one printed once. Reads DATA_DIR / DATABASE_URL like the server; with the
embedded database, stop the server first.
`;

const RESET_PASSWORD = defineCommand({
  name: 'reset-password',
  usage: USAGE,
  options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  allowPositionals: false,
});

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(RESET_PASSWORD, args);
  if (typeof parsed === 'number') return parsed;
  const { email, 'password-stdin': fromStdin } = parsed.values;
  if (!email) return usageError(RESET_PASSWORD, '--email EMAIL is required');
  const { password, generated } = await passwordFor(fromStdin);
  const problem = passwordProblem(password);
  if (problem) return usageError(RESET_PASSWORD, `the password: ${problem}`);
  return withDatabase(RESET_PASSWORD.name, [], async ({ database }) => {
    const user = await usersRepository(database.db).findByEmail(email);
    if (!user) return fail(RESET_PASSWORD.name, `no account with the e-mail ${email}`);
    const live = liveAnnouncer(database, { warn: (o, msg) => process.stderr.write(`${msg}\n`) });
    await authService(database.db, sessionEnder({ db: database.db, live })).setPassword(user.id, password);
    process.stdout.write(`New password set for ${user.email}; every session of the account has ended.\n`);
    if (generated) process.stdout.write(`The new password (shown only now): ${password}\n`);
    return 0;
  });
}
