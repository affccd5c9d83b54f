import { LANGUAGES, normalizeLanguage } from '../../shared/constants.ts';
import { ZRegister } from '../../shared/schemas/user.ts';
import { authService } from '../auth/auth.service.ts';
import { AppError } from '../http/errors.ts';
import { defineCommand, parseCommandArgs, usageError, withDatabase } from './command.ts';
import { passwordFor, passwordProblem } from './password-input.ts';

const USAGE = `usage: tempero create-user --email EMAIL --first-name NAME [--last-name NAME]
                           [--language ${LANGUAGES.join('|')}] [--admin] [--password-stdin]
       (from a checkout: npm run -s cli -- create-user …)

Creates a local account, whatever SIGNUPS says (this is the administrator's way in when sign-ups
are closed). The password is the first line of standard input with --password-stdin, otherwise a
random one printed once. The instance's first account, or one made with --admin, is an
administrator. Reads DATA_DIR / DATABASE_URL like the server; with the embedded database, stop the
server first.
`;

const CREATE_USER = defineCommand({
  name: 'create-user',
  usage: USAGE,
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    language: { type: 'string' },
    admin: { type: 'boolean' },
    'password-stdin': { type: 'boolean' },
  },
  allowPositionals: false,
});

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(CREATE_USER, args);
  if (typeof parsed === 'number') return parsed;
  const v = parsed.values;
  if (!v.email) return usageError(CREATE_USER, '--email EMAIL is required');
  if (!v['first-name']) return usageError(CREATE_USER, '--first-name NAME is required');
  if (v.language && !(LANGUAGES as readonly string[]).includes(v.language))
    return usageError(CREATE_USER, `--language must be one of ${LANGUAGES.join(', ')}`);
  const { password, generated } = await passwordFor(v['password-stdin']);
  const problem = passwordProblem(password);
  if (problem) return usageError(CREATE_USER, `the password: ${problem}`);
  const input = ZRegister.safeParse({
    email: v.email,
    password,
    firstName: v['first-name'],
    ...(v['last-name'] ? { lastName: v['last-name'] } : {}),
  });
  if (!input.success) {
    const issue = input.error.issues[0]!;
    return usageError(
      CREATE_USER,
      `--${issue.path.join('.') === 'firstName' ? 'first-name' : issue.path.join('.')}: ${issue.message}`,
    );
  }
  return withDatabase(CREATE_USER.name, [AppError], async ({ database }) => {
    const user = await authService(database.db).register(input.data, normalizeLanguage(v.language), undefined, {
      byAdministrator: true,
      isAdmin: v.admin === true,
    });
    process.stdout.write(`Created the account ${user.email}${user.isAdmin ? ' (administrator)' : ''}.\n`);
    if (generated) process.stdout.write(`Its password (shown only now): ${password}\n`);
    return 0;
  });
}
