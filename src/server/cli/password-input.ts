import crypto from 'node:crypto';
import { ZRegister } from '../../shared/schemas/user.ts';
import { readStdin } from './command.ts';

/**
 * The password of create-user and reset-password: the first line of standard input with
 * --password-stdin (so it never appears in the shell's history or the process list), or else a
 * random one that the command prints once.
 */
export async function passwordFor(fromStdin: boolean | undefined): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: crypto.randomBytes(18).toString('base64url'), generated: true };
  const line = (await readStdin()).toString('utf8').split(/\r?\n/)[0] ?? '';
  return { password: line, generated: false };
}

/** The reason a password is refused (the sign-up form's rules), or null. */
export function passwordProblem(password: string): string | null {
  const checked = ZRegister.shape.password.safeParse(password);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'invalid password');
}
